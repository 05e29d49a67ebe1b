import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionalCurrentUser } from '../auth/currentUser';
import { roleLabel } from './roleLabel';
import { PersonCardLoading } from './PersonName';
import { personCardQueryOptions } from './queries';

/**
 * The user hover card's content (spec 000 §2): name with '(You)' for oneself, title or the role
 * (in the reader's language), schools for non-district users, email; 'Unknown User' for someone who does not exist.
 */
export function PersonCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const me = useOptionalCurrentUser();
  const card = useQuery(personCardQueryOptions(userId));

  if (card.isPending) return <PersonCardLoading />;
  if (card.isError) return <Typography variant="body2">{t('people.loadFailed')}</Typography>;
  const person = card.data;
  if (!person)
    return (
      <Typography variant="subtitle2" component="p">
        {t('people.unknownUser')}
      </Typography>
    );
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {me?.user.id === person.id ? t('people.you', { name }) : name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {person.title ??
          (person.role ? roleLabel(t, { role: person.role.key, friendlyRole: person.role.name }) : '')}
      </Typography>
      {!person.isDistrictUser && person.schools.length > 0 ? (
        <Typography variant="body2">{person.schools.map((school) => school.name).join(', ')}</Typography>
      ) : null}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Typography>
    </Box>
  );
}
