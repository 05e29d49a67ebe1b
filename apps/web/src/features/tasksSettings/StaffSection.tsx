import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canManageWorkOrderStaff } from '@schooldog/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { roleLabel } from '../people/roleLabel';
import type { TBoard } from './draft';
import { SettingsSection } from './SettingsSection';
import { StaffDialog } from './StaffDialog';
import { useWorkOrderStaff, useWorkOrderStaffOptions } from './staffQueries';
import '../../i18n/tasksSettings.texts';

interface StaffSectionProps {
  /** The saved boards, named on each person and offered in the dialog. */
  boards: readonly TBoard[];
  onBoards: (userId: string, boardIds: string[]) => void;
}

/** Work Order Staff (spec 001 §2): search, create, edit in user administration's dialog, preset for staff. */
export function StaffSection({ boards, onBoards }: StaffSectionProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const mayManage = canManageWorkOrderStaff(resolvedPermissionsOf(me));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const staff = useWorkOrderStaff(q);
  const options = useWorkOrderStaffOptions();
  const [editing, setEditing] = useState<{ userId: string | null } | null>(null);
  const boardName = (id: string) => boards.find((board) => board.id === id)?.name;

  return (
    <SettingsSection title={t('tasksSettings.staff.title')} help={t('tasksSettings.staff.help')}>
      <TextField
        label={t('tasksSettings.staff.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {staff.data ? (
        staff.data.length === 0 ? (
          <Typography color="text.secondary">
            {q ? t('tasksSettings.staff.noMatch') : t('tasksSettings.staff.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label={t('tasksSettings.staff.title')}
          >
            {staff.data.map((person, index) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <Box
                  component="li"
                  key={person.id}
                  sx={{ py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
                >
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {person.title || roleLabel(t, person)} · {person.email}
                      </Typography>
                      {person.assignedTaskBoardIds.length > 0 ? (
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                          {person.assignedTaskBoardIds.map((id) => (
                            <Chip
                              key={id}
                              size="small"
                              label={boardName(id) ?? t('tasksSettings.staff.unknownBoard')}
                            />
                          ))}
                        </Stack>
                      ) : null}
                    </Box>
                    {mayManage && person.abilities.canEdit ? (
                      <IconButton
                        aria-label={t('tasksSettings.staff.edit', { name })}
                        onClick={() => setEditing({ userId: person.id })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )
      ) : staff.isError ? (
        <RetryAlert
          retryLabel={t('tasksSettings.retry')}
          onRetry={() => void staff.refetch()}
          cause={staff.error}
        >
          {t('tasksSettings.staff.loadFailed')}
        </RetryAlert>
      ) : (
        <SkeletonRegion>
          <Stack spacing={1}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={48} />
            ))}
          </Stack>
        </SkeletonRegion>
      )}
      {mayManage ? (
        <div>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={!options.data}
            onClick={() => setEditing({ userId: null })}
          >
            {t('tasksSettings.staff.add')}
          </Button>
        </div>
      ) : null}
      {editing && options.data ? (
        <StaffDialog
          userId={editing.userId}
          options={options.data}
          boards={boards}
          onClose={() => setEditing(null)}
          onBoards={onBoards}
        />
      ) : null}
    </SettingsSection>
  );
}
