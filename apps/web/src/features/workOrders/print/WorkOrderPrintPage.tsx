import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canOpenWorkOrders, type TWorkOrderDetail } from '@schooldog/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../ui/SkipLink';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { useTasksSettings } from '../../tasksSettings/queries';
import { useWorkOrderFormat } from '../page/format';
import { boardOf, schoolNameOf } from '../page/WorkOrderDetails';
import { WorkOrderDenied, WorkOrderLoadState } from '../page/WorkOrderLoadState';
import { useWorkOrderDetail } from '../pageApi';
import { PrintSheet } from './PrintSheet';
import '../../../i18n/workOrderPage.texts';

/** One US Letter page, half-inch margins; the screen shows the same sheet at its printed width. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@page': { size: 'letter', margin: '0.5in' },
      '@media print': { body: { background: '#fff' }, '.no-print': { display: 'none !important' } },
    }}
  />
);

/**
 * /tasks/print/{taskId} (spec 001 §2): the work order on one printable page in a simple layout,
 * outside the app's menus; the browser's print opens once it has loaded.
 */
export function WorkOrderPrintPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const me = useCurrentUser();
  return (
    <Box component="main" id={MAIN_CONTENT_ID} sx={{ maxWidth: '8.5in', mx: 'auto', p: { xs: 1, sm: 3 } }}>
      {PRINT_STYLES}
      <Stack direction="row" spacing={1} useFlexGap className="no-print" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/tasks/task/${taskId}`} startIcon={<ArrowBackIcon />}>
          {t('workOrderPage.printBack')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {t('workOrderPage.print')}
        </Button>
      </Stack>
      {canOpenWorkOrders(resolvedPermissionsOf(me)) ? <PrintContent taskId={taskId} /> : <WorkOrderDenied />}
    </Box>
  );
}

function PrintContent({ taskId }: { taskId: string }) {
  const detail = useWorkOrderDetail(taskId);
  const settings = useTasksSettings();
  // The board's name comes with the settings: print once both are here (or the settings failed).
  const isReady = detail.data !== undefined && !settings.isPending;
  if (!detail.data) return <WorkOrderLoadState query={detail} />;
  return (
    <ReadySheet order={detail.data} settingsBoard={boardOf(detail.data, settings.data)} isReady={isReady} />
  );
}

function ReadySheet({
  order,
  settingsBoard,
  isReady,
}: {
  order: TWorkOrderDetail;
  settingsBoard: ReturnType<typeof boardOf>;
  isReady: boolean;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const format = useWorkOrderFormat();
  const hasPrinted = useRef(false);
  useDocumentTitle(t('workOrderPage.printTitle', { number: format.number(order) }));
  useEffect(() => {
    if (!isReady || hasPrinted.current) return;
    hasPrinted.current = true;
    window.print();
  }, [isReady]);
  return (
    <>
      {/* On screen the sheet sits on paper of its printed width; printed, the paper is the page. */}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: '0.5in' }, '@media print': { p: 0, border: 'none' } }}>
        <PrintSheet
          order={order}
          districtName={me.district.name}
          schoolName={schoolNameOf(me, order.schoolId)}
          boardName={settingsBoard?.name ?? null}
        />
      </Paper>
      <Typography variant="caption" color="text.secondary" className="no-print" component="p" sx={{ mt: 2 }}>
        {t('workOrderPage.printHint')}
      </Typography>
    </>
  );
}
