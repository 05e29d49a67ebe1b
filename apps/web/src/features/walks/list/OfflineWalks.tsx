import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { GridList } from '../../../ui/GridList';
import { PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../auth/currentUser';
import { schoolName } from '../labels';
import { useCurrentWalks } from '../queries';
import { WalkCard } from './WalkCard';

/**
 * /walks offline (spec 000 §2 "Walks list"): no tabs or filters, only the user's own walks in
 * progress as last loaded (the dashboard's current-walks query, kept on the device), without the
 * card menu, under a notice of what still works.
 */
export function OfflineWalks() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const current = useCurrentWalks();
  const walks = (current.data ?? []).filter((walk) => walk.status === 'inprogress');
  const nameOf = (walk: TWalk) => schoolName(me.schools, walk.schoolId) ?? t('walks.list.card.unknownSchool');

  return (
    <>
      <PageHeading title={t('walks.list.title')} subtitle={t('walks.list.subtitle')} />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('offline.walks.notice')}
      </Alert>
      {current.data === undefined && current.isFetching ? <CardListSkeleton shape="walk" count={2} /> : null}
      {current.data === undefined && !current.isFetching ? (
        <Typography role="status" color="text.secondary">
          {t('offline.walks.notLoaded')}
        </Typography>
      ) : null}
      {current.data !== undefined && walks.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {t('offline.walks.empty')}
        </Typography>
      ) : null}
      {walks.length > 0 ? (
        <GridList aria-label={t('offline.walks.listLabel')}>
          {walks.map((walk) => (
            <li key={walk.id}>
              <WalkCard
                walk={walk}
                schoolName={nameOf(walk)}
                onOpen={() => void navigate(`/walks/walk/${walk.id}`)}
                menu={null}
              />
            </li>
          ))}
        </GridList>
      ) : null}
    </>
  );
}
