import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAdminUserRow, UserAdminAbilities } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../ui/GridList';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { roleLabel } from '../people/roleLabel';
import { fullName, lastSignInLabel, schoolsLabel } from './userLabels';

export interface UsersListProps {
  users: TAdminUserRow[];
  /** The signed-in administrator's id, for '(You)'. */
  meId: string;
  /** A table from `md` up, cards below. */
  isWide: boolean;
  abilitiesOf: (user: TAdminUserRow) => UserAdminAbilities;
  onEdit: (user: TAdminUserRow) => void;
  renderMenu: (user: TAdminUserRow) => ReactNode;
}

/** The users of one page: a table on a desktop, a card list on a phone. */
export function UsersList(props: UsersListProps) {
  return props.isWide ? <UsersTable {...props} /> : <UserCards {...props} />;
}

function NameCell({
  user,
  meId,
  canEdit,
  onEdit,
}: {
  user: TAdminUserRow;
  meId: string;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {canEdit ? (
          <Link component="button" type="button" onClick={onEdit} sx={{ fontWeight: 600, textAlign: 'left' }}>
            {name}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        )}
        {user.id === meId ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('manageUsers.list.you')}
          </Typography>
        ) : null}
        {user.isArchived ? <Chip size="small" label={t('manageUsers.list.archived')} /> : null}
      </Stack>
      {/* An address may break anywhere, so it does not widen the table past the page. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      {user.title ? (
        <Typography variant="body2" color="text.secondary">
          {user.title}
        </Typography>
      ) : null}
    </Box>
  );
}

function MfaChip({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isEnabled ? 'success' : 'default'}
      label={t(isEnabled ? 'manageUsers.list.mfaOn' : 'manageUsers.list.mfaOff')}
    />
  );
}

function UsersTable({ users, meId, abilitiesOf, onEdit, renderMenu }: UsersListProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('manageUsers.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('manageUsers.list.name')}</TableCell>
            <TableCell>{t('manageUsers.list.role')}</TableCell>
            <TableCell>{t('manageUsers.list.schools')}</TableCell>
            <TableCell>{t('manageUsers.list.lastSignIn')}</TableCell>
            <TableCell>{t('manageUsers.list.mfa')}</TableCell>
            {/* Relative: the hidden text stays inside the table's scroll area. */}
            <TableCell align="right" sx={{ position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('manageUsers.list.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell sx={{ minWidth: 220 }}>
                <NameCell
                  user={user}
                  meId={meId}
                  canEdit={abilitiesOf(user).canEdit}
                  onEdit={() => onEdit(user)}
                />
              </TableCell>
              <TableCell>{roleLabel(t, user)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>{schoolsLabel(t, user)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {lastSignInLabel(t, i18n, user.lastSignInAt)}
              </TableCell>
              <TableCell>
                <MfaChip isEnabled={user.mfaEnabled} />
              </TableCell>
              <TableCell align="right" sx={{ width: 56, py: 0 }}>
                {renderMenu(user)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UserCards({ users, meId, abilitiesOf, onEdit, renderMenu }: UsersListProps) {
  const { t, i18n } = useTranslation();
  return (
    <GridList columns="1fr" gap={1.5} aria-label={t('manageUsers.list.label')}>
      {users.map((user) => (
        <li key={user.id}>
          <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <CardContent
              sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}
            >
              <NameCell
                user={user}
                meId={meId}
                canEdit={abilitiesOf(user).canEdit}
                onEdit={() => onEdit(user)}
              />
              <Typography variant="body2">
                {roleLabel(t, user)} · {schoolsLabel(t, user)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <MfaChip isEnabled={user.mfaEnabled} />
                <Typography variant="caption" color="text.secondary">
                  {user.lastSignInAt
                    ? t('manageUsers.list.lastSignInAt', {
                        time: lastSignInLabel(t, i18n, user.lastSignInAt),
                      })
                    : t('manageUsers.list.neverSignedIn')}
                </Typography>
              </Stack>
            </CardContent>
            <Box sx={{ p: 1 }}>{renderMenu(user)}</Box>
          </Card>
        </li>
      ))}
    </GridList>
  );
}
