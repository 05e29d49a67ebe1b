import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type TUserImportRow, USER_IMPORT_FIELDS, type UserImportField } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../i18n';
import { translateServerMessage } from '../../../i18n/serverMessages';

const FIELD_LABEL_KEYS = {
  firstName: 'manageUsers.dialog.firstName',
  lastName: 'manageUsers.dialog.lastName',
  email: 'manageUsers.import.email',
  title: 'manageUsers.dialog.title',
  role: 'manageUsers.import.role',
  schools: 'manageUsers.import.schools',
} as const satisfies Record<UserImportField, TranslationKey>;

/** Rows in error first, so a long file's problems are at the top; otherwise in file order. */
function ordered(rows: readonly TUserImportRow[]): TUserImportRow[] {
  const hasErrors = (row: TUserImportRow) => Object.keys(row.errors).length > 0;
  return [...rows.filter(hasErrors), ...rows.filter((row) => !hasErrors(row))];
}

/** Every row of the file: its line, the user it makes, and each error in the spec's words. */
export function ImportPreviewTable({ rows }: { rows: readonly TUserImportRow[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: '50vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('manageUsers.import.previewLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>{t('manageUsers.import.row')}</TableCell>
            <TableCell>{t('manageUsers.import.name')}</TableCell>
            <TableCell>{t('manageUsers.import.role')}</TableCell>
            <TableCell>{t('manageUsers.import.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered(rows).map((row) => {
            const errors = USER_IMPORT_FIELDS.flatMap((field) => {
              const message = row.errors[field];
              return message ? [{ field, message: translateServerMessage(t, message) }] : [];
            });
            return (
              <TableRow
                key={row.line}
                sx={
                  errors.length > 0
                    ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) }
                    : undefined
                }
              >
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {`${row.values.firstName} ${row.values.lastName}`.trim() || '—'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.values.email || '—'}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{row.values.role || '—'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.values.schools}
                  </Typography>
                </TableCell>
                <TableCell>
                  {errors.length === 0 ? (
                    <Typography variant="body2" color="success.main">
                      {t('manageUsers.import.ok')}
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {errors.map(({ field, message }) => (
                        <Typography key={field} component="li" variant="body2" color="error">
                          {`${t(FIELD_LABEL_KEYS[field])}: ${message}`}
                        </Typography>
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
