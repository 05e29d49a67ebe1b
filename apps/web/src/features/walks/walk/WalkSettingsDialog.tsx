import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canManageWalk, canManageWalkAccess, type TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { useDeleteWalk } from '../queries';
import { ManageAccessDialog } from './ManageAccessDialog';
import { PeopleList } from '../../people/PersonInText';
import { PersonName } from '../../people/PersonName';
import { personName } from '../labels';
import { useWalkViewer } from './useWalkViewer';

interface WalkSettingsDialogProps {
  walk: TWalk;
  onClose: () => void;
  /** Before the walk is deleted, so the screen does not treat its absence as a load failure. */
  onLeaving: (isLeaving: boolean) => void;
}

/** Settings: leader and collaborators, Manage access (the leader), permanent delete (manage rights). */
export function WalkSettingsDialog({ walk, onClose, onLeaving }: WalkSettingsDialogProps) {
  const { t } = useTranslation();
  const viewer = useWalkViewer();
  const toast = useToast();
  const navigate = useNavigate();
  const deleteWalk = useDeleteWalk();
  const [view, setView] = useState<'settings' | 'access' | 'delete'>('settings');
  const collaborators = walk.collaborators.map((id) => ({ userId: id, name: personName(walk, id) }));

  const handleDelete = async () => {
    onLeaving(true);
    try {
      await deleteWalk.mutateAsync(walk.id);
      toast.success(t('walks.walk.deleted'));
      void navigate('/walks', { replace: true });
    } catch (error) {
      onLeaving(false);
      toast.error(t('walks.walk.actionFailed'), { cause: error });
    }
  };

  if (view === 'access') return <ManageAccessDialog walk={walk} onClose={() => setView('settings')} />;
  if (view === 'delete') {
    return (
      <AppDialog
        isOpen
        title={t('walks.walk.delete.title')}
        onClose={() => setView('settings')}
        actions={
          <>
            <Button onClick={() => setView('settings')} disabled={deleteWalk.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => void handleDelete()}
              loading={deleteWalk.isPending}
            >
              {t('walks.walk.delete.confirm')}
            </Button>
          </>
        }
      >
        <Typography>{t('walks.walk.delete.body')}</Typography>
      </AppDialog>
    );
  }
  return (
    <AppDialog
      isOpen
      title={t('walks.walk.settings.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('walks.walk.close')}</Button>}
    >
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('walks.walk.settings.leader')}
          </Typography>
          <Typography>
            <PersonName userId={walk.leaderUserId} name={personName(walk, walk.leaderUserId)} />
          </Typography>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('walks.walk.settings.collaborators')}
          </Typography>
          <Typography>
            {collaborators.length > 0 ? <PeopleList people={collaborators} /> : t('walks.walk.settings.none')}
          </Typography>
        </div>
        {canManageWalkAccess(viewer, walk) ? (
          <Button variant="outlined" onClick={() => setView('access')} sx={{ alignSelf: 'flex-start' }}>
            {t('walks.walk.access.title')}
          </Button>
        ) : null}
        {canManageWalk(viewer, walk) ? (
          <>
            <Divider />
            <Button color="error" onClick={() => setView('delete')} sx={{ alignSelf: 'flex-start' }}>
              {t('walks.walk.delete.button')}
            </Button>
          </>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
