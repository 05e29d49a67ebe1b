import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { isWaitingForNetwork, NotSavedOnDevice } from '../../../offline/OfflineNotice';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { PageHeading } from '../../../ui/PageHeading';
import { RetryAlert } from '../../../ui/RetryAlert';
import '../../../i18n/workOrderPage.texts';

/** Why a work order is not shown: an unknown or hidden one reads as not found (the server's 404). */
export function WorkOrderLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  // Offline, a work order never opened on this device cannot come: say so instead of spinning.
  if (isWaitingForNetwork(query)) return <NotSavedOnDevice />;
  if (!query.isError) return <CardListSkeleton shape="entry" count={1} columns="1fr" />;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 404 || status === 400) return <WorkOrderNotFound />;
  if (status === 403) return <WorkOrderDenied />;
  return (
    <RetryAlert
      retryLabel={t('workOrderPage.retry')}
      onRetry={() => void query.refetch()}
      cause={query.error}
    >
      {t('workOrderPage.loadFailed')}
    </RetryAlert>
  );
}

export function WorkOrderNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('workOrderPage.documentTitle')} />
      <Alert severity="warning">
        <AlertTitle>{t('messages.workOrderNotFound')}</AlertTitle>
        {t('workOrderPage.notFoundHelp')}
      </Alert>
    </>
  );
}

export function WorkOrderDenied() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('workOrderPage.documentTitle')} />
      <Alert severity="error">
        <AlertTitle>{t('workOrderPage.deniedTitle')}</AlertTitle>
        {t('workOrderPage.deniedHelp')}
      </Alert>
    </>
  );
}
