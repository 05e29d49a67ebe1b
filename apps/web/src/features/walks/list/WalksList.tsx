import type { TWalk } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { PagedList } from '../../../ui/PagedList';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { useWalks } from '../queries';
import { CompletedWalkDialog } from './CompletedWalkDialog';
import { schoolName } from '../labels';
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
  const nameOf = (walk: TWalk) => schoolName(me.schools, walk.schoolId) ?? t('walks.list.card.unknownSchool');

  // The walk screen sends an in-progress or in-review walk where its status belongs.
  const handleOpen = (walk: TWalk) => {
    if (walk.status === 'complete') setCompleted(walk);
    else void navigate(`/walks/walk/${walk.id}`);
  };

  return (
    <>
      <PagedList
        query={walks}
        items={walks.data?.pages.flatMap((page) => page.walks) ?? []}
        getKey={(walk) => walk.id}
        texts={{
          loadFailed: t('walks.list.loadFailed'),
          retry: t('walks.list.retry'),
          empty: t('messages.noWalks'),
          loadMore: t('walks.list.loadMore'),
        }}
        isEmptyAnnounced
        skeleton={<CardListSkeleton shape="walk" count={4} />}
        renderItem={(walk) => (
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
        )}
      />
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
