import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { useWalks } from '../queries';
import { CompletedWalkDialog } from './CompletedWalkDialog';
import { schoolName } from './labels';
import { WalkCard } from './WalkCard';
import { WalkCardMenu } from './WalkCardMenu';

/** The walks that match `search`, 20 at a time, in a 2-column grid (1 on phones) with Load More. */
export function WalksList({ search }: { search: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const walks = useWalks(search);
  const [completed, setCompleted] = useState<TWalk | null>(null);
  const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
  const list = walks.data?.pages.flatMap((page) => page.walks) ?? [];
  const nameOf = (walk: TWalk) => schoolName(me.schools, walk.schoolId) ?? t('walks.list.card.unknownSchool');

  // The walk screen sends an in-progress or in-review walk where its status belongs.
  const handleOpen = (walk: TWalk) => {
    if (walk.status === 'complete') setCompleted(walk);
    else void navigate(`/walks/walk/${walk.id}`);
  };

  if (walks.isError && list.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void walks.refetch()}>
            {t('walks.list.retry')}
          </Button>
        }
      >
        {t('walks.list.loadFailed')}
      </Alert>
    );
  }

  if (walks.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }

  if (list.length === 0) {
    return (
      <Typography role="status" sx={{ py: 6, px: 2, textAlign: 'center' }} color="text.secondary">
        {t('messages.noWalks')}
      </Typography>
    );
  }

  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {list.map((walk) => (
          <li key={walk.id}>
            <WalkCard
              walk={walk}
              schoolName={nameOf(walk)}
              onOpen={() => handleOpen(walk)}
              menu={
                <WalkCardMenu
                  walk={walk}
                  schoolName={nameOf(walk)}
                  viewer={viewer}
                  onOpen={() => handleOpen(walk)}
                />
              }
            />
          </li>
        ))}
      </Box>
      {walks.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            loading={walks.isFetchingNextPage}
            onClick={() => void walks.fetchNextPage()}
          >
            {t('walks.list.loadMore')}
          </Button>
        </Box>
      ) : null}
      {completed ? (
        <CompletedWalkDialog
          walk={completed}
          schoolName={nameOf(completed)}
          onClose={() => setCompleted(null)}
        />
      ) : null}
    </>
  );
}
