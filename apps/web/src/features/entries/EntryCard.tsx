import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntry, TMeResponse, TObservationSettings } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { PersonInText } from '../people/PersonInText';
import { EntryAlertLinks } from '../safetyAlerts/EntryAlertLinks';
import { EntryComment } from './EntryComment';
import { EntryPictureList } from './EntryPicture';
import { EntryTypeChip } from './EntryTypeChip';
import { categoryLabel, itemLabelOf } from './labels';
import { AssessmentScores } from '../assessments/list/AssessmentScores';

interface EntryCardProps {
  entry: TEntry;
  settings: TObservationSettings | undefined;
  schools: TMeResponse['schools'];
  /** The whole card opens /entries/{id}; off on the entry's own page. */
  isLinked?: boolean;
  pictureSize?: number;
  /** Buttons such as Edit, shown under the card. */
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}

/** One entry: type, category › item, quantity, school, location, comment, tags, pictures, reporter and time. */
export function EntryCard(props: EntryCardProps) {
  const { entry, settings, schools, isLinked = true, pictureSize = 72, actions, headingLevel = 'h2' } = props;
  const { t, i18n } = useTranslation();
  const unknown = t('entries.card.unknownOption');
  const title = `${categoryLabel(settings, entry.observationCategoryId) ?? unknown} › ${itemLabelOf(settings, entry.observationItemId) ?? unknown}`;
  const schoolName =
    schools.find((school) => school.id === entry.schoolId)?.name ?? t('entries.card.unknownSchool');
  const reporter = entry.reportedBy
    ? `${entry.reportedBy.firstName} ${entry.reportedBy.lastName}`.trim()
    : null;
  const time = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.timestamp));
  const details = [
    t('entries.card.quantity', { count: entry.quantity }),
    schoolName,
    entry.location ? t('entries.card.location', { location: entry.location }) : null,
  ].filter((detail): detail is string => detail !== null);

  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EntryTypeChip type={entry.observationType} />
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, minWidth: 0 }}>
            {isLinked ? (
              <Link
                component={RouterLink}
                to={`/entries/${entry.id}`}
                color="inherit"
                underline="hover"
                aria-label={t('entries.card.open', { title })}
                // The link covers the card, so a tap anywhere opens the entry.
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
        <EntryComment comment={entry.comment} />
        {entry.tags.length > 0 ? (
          <Box
            component="ul"
            aria-label={t('entries.card.tags')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
          >
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Chip size="small" variant="outlined" label={tag} />
              </li>
            ))}
          </Box>
        ) : null}
        <AssessmentScores assessments={entry.assessments} />
        {entry.createdSafetyAlertIds.length > 0 ? (
          <EntryAlertLinks safetyAlertIds={entry.createdSafetyAlertIds} />
        ) : null}
        <EntryPictureList paths={entry.imagePaths} size={pictureSize} />
        <Typography variant="caption" color="text.secondary">
          <PersonInText
            text={(name) => t('entries.card.reportedBy', { name })}
            userId={entry.reportedBy ? entry.reportedByUserId : null}
            name={reporter}
          />{' '}
          · <time dateTime={entry.timestamp}>{time}</time>
        </Typography>
      </CardContent>
      {actions ? (
        // Above the card-wide link, so the buttons stay clickable.
        <CardActions sx={{ position: 'relative', zIndex: 1, px: 2, pt: 0, pb: 1.5 }}>{actions}</CardActions>
      ) : null}
    </Card>
  );
}
