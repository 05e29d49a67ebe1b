import type { TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../ui/DetailList';
import { PeopleList } from '../people/PersonInText';
import { PersonName } from '../people/PersonName';
import { personName } from './labels';

/** A walk's leader and collaborators, as rows of a DetailList (walk cards, the walk's Overview). */
export function WalkPeopleDetails({
  walk,
}: {
  walk: Pick<TWalk, 'leaderUserId' | 'collaborators' | 'people'>;
}) {
  const { t } = useTranslation();
  const collaborators = walk.collaborators.map((id) => ({ userId: id, name: personName(walk, id) }));
  return (
    <>
      <Detail
        term={t('walks.list.card.leader')}
        value={<PersonName userId={walk.leaderUserId} name={personName(walk, walk.leaderUserId)} />}
      />
      <Detail
        term={t('walks.list.card.collaborators')}
        value={
          collaborators.length > 0 ? (
            <PeopleList people={collaborators} />
          ) : (
            t('walks.list.card.noCollaborators')
          )
        }
      />
    </>
  );
}
