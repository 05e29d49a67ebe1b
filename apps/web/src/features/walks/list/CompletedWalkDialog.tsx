import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../../ui/AppDialog';
import { useCanDownloadWalkReports, WalkReportButtons } from '../WalkReports';
import { walkEntriesCsvUrl } from '../api';

interface CompletedWalkDialogProps {
  walk: TWalk;
  schoolName: string;
  onClose: () => void;
}

/** 'This SchoolDog Walk has been completed': View Details, and the walk's entries as CSV. */
export function CompletedWalkDialog({ walk, schoolName, onClose }: CompletedWalkDialogProps) {
  const { t } = useTranslation();
  const canDownload = useCanDownloadWalkReports(walk);
  return (
    <AppDialog
      isOpen
      title={t('messages.walkCompletedDialog')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('walks.list.completedDialog.close')}</Button>
          {canDownload ? (
            <Button component="a" href={walkEntriesCsvUrl(walk.id)} download startIcon={<DownloadIcon />}>
              {t('walks.list.completedDialog.downloadCsv')}
            </Button>
          ) : null}
          <Button variant="contained" component={RouterLink} to={`/walks/walk/${walk.id}/complete`}>
            {t('walks.list.completedDialog.viewDetails')}
          </Button>
        </>
      }
    >
      <DialogContentText>{schoolName}</DialogContentText>
      <Box sx={{ mt: 2 }}>
        <WalkReportButtons walk={walk} />
      </Box>
    </AppDialog>
  );
}
