import type { TRubric } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowMenu } from '../../ui/RowMenu';
import { useToast } from '../../ui/toast';
import { useDeleteRubric, useDuplicateRubric } from './queries';
import '../../i18n/rubrics.texts';

interface RubricRowMenuProps {
  rubric: TRubric;
  /** Edit and Delete (the rubric rules' manage). */
  canManage: boolean;
  /** Duplicate into one's own (manage this one, and create rubrics). */
  canDuplicate: boolean;
}

/** A template's menu: Edit, Duplicate, and Delete after a confirmation, each when the rules allow it. */
export function RubricRowMenu({ rubric, canManage, canDuplicate }: RubricRowMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const duplicate = useDuplicateRubric();
  const remove = useDeleteRubric();

  const handleDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(rubric.id);
      toast.success(t('rubrics.menu.duplicated', { name: copy.name }));
    } catch (error) {
      toast.error(t('rubrics.menu.duplicateFailed'), { cause: error });
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(rubric.id);
      toast.success(t('rubrics.menu.deleted'));
      return true;
    } catch (error) {
      toast.error(t('messages.rubricDeleteFailed'), { cause: error });
      return false;
    }
  };

  return (
    <RowMenu
      label={t('rubrics.menu.label', { name: rubric.name })}
      items={[
        canManage && {
          key: 'edit',
          label: t('rubrics.menu.edit'),
          onSelect: () => void navigate(`/rubrics/${rubric.id}`),
        },
        canDuplicate && {
          key: 'duplicate',
          label: t('rubrics.menu.duplicate'),
          isDisabled: duplicate.isPending,
          onSelect: () => void handleDuplicate(),
        },
      ]}
      deletion={
        canManage && {
          label: t('rubrics.menu.delete'),
          title: t('rubrics.deleteDialog.title', { name: rubric.name }),
          body: t('rubrics.deleteDialog.body'),
          confirmLabel: t('rubrics.deleteDialog.confirm'),
          isDeleting: remove.isPending,
          onConfirm: handleDelete,
        }
      }
    />
  );
}
