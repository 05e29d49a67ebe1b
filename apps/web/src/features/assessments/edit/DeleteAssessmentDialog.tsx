import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import '../../../i18n/assessmentEdit.texts';

interface DeleteAssessmentDialogProps {
  name: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The spec's 'delete assessment' dialog: confirms before the assessment goes (a soft delete). */
export function DeleteAssessmentDialog({
  name,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteAssessmentDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      title={t('assessmentEdit.delete.title')}
      body={t('assessmentEdit.delete.body', { name })}
      confirmLabel={t('assessmentEdit.delete.confirm')}
      isDeleting={isDeleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
