import { canManageWalk, canPlaceWalkInProgress, type TWalk, type WalkViewer } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../ui/RowMenu';
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
  const archive = useArchiveWalk();
  const placeInProgress = usePlaceWalkInProgress();
  const deleteWalk = useDeleteWalk();
  const canManage = canManageWalk(viewer, walk);
  const isArchived = walk.timeArchived !== null;

  const run = async (action: () => Promise<unknown>, doneMessage: string) => {
    try {
      await action();
      toast.success(doneMessage);
      return true;
    } catch (error) {
      toast.error(t('walks.list.toasts.failed'), { cause: error });
      return false;
    }
  };

  return (
    <RowMenu
      label={t('walks.list.card.menu', { school: schoolName })}
      items={[
        { key: 'open', label: t('walks.list.menu.open'), onSelect: onOpen },
        canManage && {
          key: 'archive',
          label: t(isArchived ? 'walks.list.menu.unarchive' : 'walks.list.menu.archive'),
          onSelect: () =>
            void run(
              () => archive.mutateAsync({ id: walk.id, archived: !isArchived }),
              t(isArchived ? 'walks.list.toasts.unarchived' : 'walks.list.toasts.archived'),
            ),
        },
        canPlaceWalkInProgress(viewer, walk) && {
          key: 'placeInProgress',
          label: t('walks.list.menu.placeInProgress'),
          onSelect: () =>
            void run(() => placeInProgress.mutateAsync(walk.id), t('walks.list.toasts.placedInProgress')),
        },
      ]}
      deletion={
        canManage && {
          label: t('walks.list.menu.delete'),
          title: t('walks.list.deleteDialog.title'),
          body: t('walks.list.deleteDialog.body', { school: schoolName }),
          confirmLabel: t('walks.list.deleteDialog.confirm'),
          isDeleting: deleteWalk.isPending,
          onConfirm: () => run(() => deleteWalk.mutateAsync(walk.id), t('walks.list.toasts.deleted')),
        }
      }
    />
  );
}
