import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { type TUserImportRow, USER_IMPORT_FIELDS, type UserImportField } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { translateServerMessage } from '../../i18n/serverMessages';

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

interface PreviewEntry {
  row: TUserImportRow;
  name: string;
  errors: { field: UserImportField; message: string }[];
}

/** Every row of the file: its line, the user it makes, and each error in the spec's words. */
export function ImportPreviewTable({ rows }: { rows: readonly TUserImportRow[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('sm'));
  const entries: PreviewEntry[] = ordered(rows).map((row) => ({
    row,
    name: `${row.values.firstName} ${row.values.lastName}`.trim() || '—',
    errors: USER_IMPORT_FIELDS.flatMap((field) => {
      const message = row.errors[field];
      return message ? [{ field, message: translateServerMessage(t, message) }] : [];
    }),
  }));
  return isWide ? <PreviewTable entries={entries} /> : <PreviewList entries={entries} />;
}

const errorBackground = (theme: Theme) => alpha(theme.palette.error.main, 0.06);
const BOX = {
  maxHeight: '50vh',
  overflowY: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

function Problems({ errors }: { errors: PreviewEntry['errors'] }) {
  const { t } = useTranslation();
  if (errors.length === 0) {
    return (
      <Typography variant="body2" color="success.main">
        {t('manageUsers.import.ok')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {errors.map(({ field, message }) => (
        <Typography key={field} component="li" variant="body2" color="error">
          {`${t(FIELD_LABEL_KEYS[field])}: ${message}`}
        </Typography>
      ))}
    </Box>
  );
}

function PreviewTable({ entries }: { entries: PreviewEntry[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={BOX}>
      <Table size="small" stickyHeader aria-label={t('manageUsers.import.previewLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>{t('manageUsers.import.row')}</TableCell>
            <TableCell>{t('manageUsers.import.name')}</TableCell>
            <TableCell>{t('manageUsers.import.role')}</TableCell>
            <TableCell>{t('manageUsers.import.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(({ row, name, errors }) => (
            <TableRow key={row.line} sx={errors.length > 0 ? { bgcolor: errorBackground } : undefined}>
              <TableCell>{row.line}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 220 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {row.values.email || '—'}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                <Typography variant="body2">{row.values.role || '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.values.schools}
                </Typography>
              </TableCell>
              <TableCell>
                <Problems errors={errors} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone each row is a block: line and name, then email, role and schools, then the errors. */
function PreviewList({ entries }: { entries: PreviewEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('manageUsers.import.previewLabel')}
      sx={{ ...BOX, listStyle: 'none', p: 0, m: 0 }}
    >
      {entries.map(({ row, name, errors }) => (
        <Box
          component="li"
          key={row.line}
          sx={{
            px: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: errors.length > 0 ? errorBackground : undefined,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {`${t('manageUsers.import.row')} ${row.line} · ${name}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[row.values.email, row.values.role, row.values.schools].filter(Boolean).join(' · ') || '—'}
          </Typography>
          <Problems errors={errors} />
        </Box>
      ))}
    </Box>
  );
}
