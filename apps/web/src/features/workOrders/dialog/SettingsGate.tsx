import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TTasksSettings } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useTasksSettings } from '../../tasksSettings/queries';
import '../../../i18n/workOrders.texts';

interface SettingsGateProps {
  title: string;
  onClose: () => void;
  /** The dialog itself, once the settings it reads are here. */
  children: (settings: TTasksSettings) => ReactNode;
}

/**
 * A work order dialog waits for the work order settings it reads (hidden and required fields,
 * boards, restrictions): until then it says it is loading, or offers to try again.
 */
export function SettingsGate({ title, onClose, children }: SettingsGateProps) {
  const { t } = useTranslation();
  const settings = useTasksSettings();
  if (settings.data) return children(settings.data);
  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.cancel')}</Button>}
    >
      {settings.isError ? (
        <RetryAlert
          retryLabel={t('workOrders.list.retry')}
          onRetry={() => void settings.refetch()}
          cause={settings.error}
        >
          {t('workOrders.dialog.settingsFailed')}
        </RetryAlert>
      ) : (
        <Alert severity="info" icon={false}>
          {t('common.loading')}
        </Alert>
      )}
    </AppDialog>
  );
}
