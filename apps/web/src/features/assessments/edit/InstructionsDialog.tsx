import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import '../../../i18n/assessmentEdit.texts';

interface InstructionsDialogProps {
  disclaimer: string;
  onClose: () => void;
}

/** View Instructions/Disclaimer: the template's disclaimer, as written. */
export function InstructionsDialog({ disclaimer, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen
      title={t('assessmentEdit.header.instructions')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('assessmentEdit.header.close')}</Button>}
    >
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{disclaimer}</Typography>
    </AppDialog>
  );
}
