import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { useTasksSettings } from './queries';
import { TasksSettingsForm } from './TasksSettingsForm';
import '../../i18n/tasksSettings.texts';

/** /tasksSettings needs manage tasks settings (spec 001 §2); anyone else goes where they start, told why. */
export function TasksSettingsPage() {
  const me = useCurrentUser();
  if (!userCan(me, 'manage tasks settings')) return <LandingRedirect isRefused />;
  return <TasksSettingsContent />;
}

function TasksSettingsContent() {
  const { t } = useTranslation();
  const settings = useTasksSettings();
  return (
    <>
      <PageHeading title={t('tasksSettings.title')} subtitle={t('tasksSettings.subtitle')} />
      {settings.data ? (
        <TasksSettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <RetryAlert
          retryLabel={t('tasksSettings.retry')}
          onRetry={() => void settings.refetch()}
          cause={settings.error}
        >
          {t('tasksSettings.loadFailed')}
        </RetryAlert>
      ) : (
        <SkeletonRegion>
          <Stack spacing={3}>
            {[200, 160, 120].map((height) => (
              <Skeleton key={height} variant="rounded" height={height} />
            ))}
          </Stack>
        </SkeletonRegion>
      )}
    </>
  );
}
