import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { RUBRICS_PERMISSION, rubricAbilities } from './access';
import { useRubrics } from './queries';
import { RubricsList } from './RubricsList';
import '../../i18n/rubrics.texts';

/** /rubrics needs manage or create rubrics (spec 000 §2); anyone else goes to the dashboard. */
export function RubricsGuardedPage() {
  const me = useCurrentUser();
  if (!userCan(me, RUBRICS_PERMISSION)) return <Navigate to="/dashboard" replace />;
  return <RubricsPage />;
}

/** The assessment templates: New Template, and each template's state, contents and menu. */
export function RubricsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const me = useCurrentUser();
  const abilities = useMemo(() => rubricAbilities(me), [me]);
  const rubrics = useRubrics();

  return (
    <>
      <PageHeading title={t('rubrics.list.title')} subtitle={t('rubrics.list.subtitle')} />
      {abilities.canCreate ? (
        <Stack direction="row" sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/rubrics/new">
            {t('rubrics.list.new')}
          </Button>
        </Stack>
      ) : null}
      {rubrics.isError && !rubrics.data ? (
        <RetryAlert
          retryLabel={t('rubrics.list.retry')}
          onRetry={() => void rubrics.refetch()}
          cause={rubrics.error}
        >
          {t('rubrics.list.loadFailed')}
        </RetryAlert>
      ) : !rubrics.data ? (
        <SkeletonRegion>
          <Stack spacing={1.5}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={isWide ? 56 : 132} />
            ))}
          </Stack>
        </SkeletonRegion>
      ) : rubrics.data.rubrics.length === 0 ? (
        <Stack sx={{ py: 6, px: 2, textAlign: 'center' }} spacing={1}>
          <Typography color="text.secondary">{t('rubrics.list.empty')}</Typography>
          {abilities.canCreate ? (
            <Typography color="text.secondary">{t('rubrics.list.emptyCreate')}</Typography>
          ) : null}
        </Stack>
      ) : (
        <RubricsList rubrics={rubrics.data.rubrics} abilities={abilities} isWide={isWide} />
      )}
    </>
  );
}
