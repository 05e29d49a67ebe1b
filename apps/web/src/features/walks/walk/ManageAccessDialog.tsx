import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import type { WalkPerson } from '../api';
import { useEligibleCollaborators, useUpdateWalk } from '../queries';
import { personName } from '../labels';

const fullName = (person: WalkPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Manage access (the leader): add or remove collaborators among those eligible (max 10), and
 * hand leadership to a collaborator, which cannot be undone.
 */
export function ManageAccessDialog({ walk, onClose }: { walk: TWalk; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const eligible = useEligibleCollaborators(walk.schoolId);
  const update = useUpdateWalk();
  const current = walk.people.filter((person) => walk.collaborators.includes(person.id));
  const [chosen, setChosen] = useState<WalkPerson[]>(current);
  const [newLeaderId, setNewLeaderId] = useState('');
  const [isConfirmingLeader, setConfirmingLeader] = useState(false);
  const options = [...current, ...(eligible.data ?? [])].filter(
    (person, index, all) =>
      person.id !== walk.leaderUserId && all.findIndex((other) => other.id === person.id) === index,
  );
  const isOverLimit = chosen.length > LIMITS.collaboratorsMax;

  const handleSave = () =>
    update.mutate(
      { id: walk.id, changes: { collaboratorUserIds: chosen.map((person) => person.id) } },
      {
        onSuccess: () => {
          toast.success(t('messages.changesSaved'));
          onClose();
        },
        onError: (error) => toast.error(t('walks.walk.actionFailed'), { cause: error }),
      },
    );

  const handleHandOver = () =>
    update.mutate(
      { id: walk.id, changes: { leaderUserId: newLeaderId } },
      {
        onSuccess: () => {
          toast.success(t('walks.walk.access.leaderChanged'));
          onClose();
        },
        onError: (error) => toast.error(t('walks.walk.actionFailed'), { cause: error }),
      },
    );

  if (isConfirmingLeader) {
    return (
      <AppDialog
        isOpen
        title={t('walks.walk.access.confirmLeaderTitle')}
        onClose={() => setConfirmingLeader(false)}
        actions={
          <>
            <Button onClick={() => setConfirmingLeader(false)}>{t('common.cancel')}</Button>
            <Button variant="contained" color="warning" onClick={handleHandOver} loading={update.isPending}>
              {t('walks.walk.access.makeLeader')}
            </Button>
          </>
        }
      >
        <Typography>
          {t('walks.walk.access.confirmLeaderBody', { name: personName(walk, newLeaderId) ?? '' })}
        </Typography>
      </AppDialog>
    );
  }
  return (
    <AppDialog
      isOpen
      title={t('walks.walk.access.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={handleSave} disabled={isOverLimit} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        <Autocomplete
          multiple
          options={options}
          value={chosen}
          loading={eligible.isLoading}
          getOptionLabel={fullName}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) => setChosen(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('walks.walk.settings.collaborators')}
              error={isOverLimit}
              helperText={t('walks.walk.access.limit', { max: LIMITS.collaboratorsMax })}
            />
          )}
        />
        {walk.collaborators.length > 0 ? (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('walks.walk.access.handOver')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label={t('walks.walk.access.newLeader')}
                value={newLeaderId}
                onChange={(event) => setNewLeaderId(event.target.value)}
                sx={{ minWidth: 220 }}
              >
                {current.map((person) => (
                  <MenuItem key={person.id} value={person.id}>
                    {fullName(person)}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" disabled={!newLeaderId} onClick={() => setConfirmingLeader(true)}>
                {t('walks.walk.access.makeLeader')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
