import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { canManageWalk, canPlaceWalkInProgress, type TWalk, type WalkViewer } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { useToast } from '../../../ui/toast';
import { useArchiveWalk, useDeleteWalk, usePlaceWalkInProgress } from '../queries';

interface WalkCardMenuProps {
  walk: TWalk;
  schoolName: string;
  viewer: WalkViewer;
  onOpen: () => void;
}

/**
 * The card menu: Open for anyone who sees the card; Archive or Unarchive, Place Back In Progress
 * (when not in progress) and Permanently Delete (after a confirmation) need manage rights.
 */
export function WalkCardMenu({ walk, schoolName, viewer, onOpen }: WalkCardMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const archive = useArchiveWalk();
  const placeInProgress = usePlaceWalkInProgress();
  const deleteWalk = useDeleteWalk();
  const canManage = canManageWalk(viewer, walk);
  const isArchived = walk.timeArchived !== null;

  const run = async (action: () => Promise<unknown>, doneMessage: string) => {
    setAnchor(null);
    try {
      await action();
      toast.success(doneMessage);
    } catch (error) {
      toast.error(t('walks.list.toasts.failed'), { cause: error });
    }
  };

  const handleDelete = async () => {
    await run(() => deleteWalk.mutateAsync(walk.id), t('walks.list.toasts.deleted'));
    setConfirmingDelete(false);
  };

  return (
    <>
      <IconButton
        aria-label={t('walks.list.card.menu', { school: schoolName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onOpen();
          }}
        >
          {t('walks.list.menu.open')}
        </MenuItem>
        {canManage ? (
          <MenuItem
            onClick={() =>
              void run(
                () => archive.mutateAsync({ id: walk.id, archived: !isArchived }),
                t(isArchived ? 'walks.list.toasts.unarchived' : 'walks.list.toasts.archived'),
              )
            }
          >
            {t(isArchived ? 'walks.list.menu.unarchive' : 'walks.list.menu.archive')}
          </MenuItem>
        ) : null}
        {canPlaceWalkInProgress(viewer, walk) ? (
          <MenuItem
            onClick={() =>
              void run(() => placeInProgress.mutateAsync(walk.id), t('walks.list.toasts.placedInProgress'))
            }
          >
            {t('walks.list.menu.placeInProgress')}
          </MenuItem>
        ) : null}
        {canManage ? (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setAnchor(null);
              setConfirmingDelete(true);
            }}
          >
            {t('walks.list.menu.delete')}
          </MenuItem>
        ) : null}
      </Menu>
      <ConfirmDeleteDialog
        isOpen={isConfirmingDelete}
        title={t('walks.list.deleteDialog.title')}
        body={t('walks.list.deleteDialog.body', { school: schoolName })}
        confirmLabel={t('walks.list.deleteDialog.confirm')}
        isDeleting={deleteWalk.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={handleDelete}
      />
    </>
  );
}
