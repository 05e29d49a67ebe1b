import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

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
    <AppDialog
      isOpen
      title={t('assessmentEdit.delete.title')}
      onClose={isDeleting ? () => undefined : onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" loading={isDeleting} onClick={onConfirm}>
            {t('assessmentEdit.delete.confirm')}
          </Button>
        </>
      }
    >
      <Typography>{t('assessmentEdit.delete.body', { name })}</Typography>
    </AppDialog>
  );
}
