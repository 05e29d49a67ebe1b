import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isReviewer, type TWalk } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { PersonInText } from '../../people/PersonInText';
import { useCurrentUser } from '../../auth/currentUser';
import {
  personName,
  WALK_STATUS_COLORS,
  WALK_STATUS_LABEL_KEYS,
  WALK_TYPE_LABEL_KEYS,
  walkListTitle,
} from '../labels';
import { AssessmentScores } from '../../assessments/list/AssessmentScores';
import { Detail, DetailList } from '../../../ui/DetailList';
import { WalkPeopleDetails } from '../WalkPeopleDetails';

const MAX_TAGS = 6;

interface WalkCardProps {
  walk: TWalk;
  schoolName: string;
  onOpen: () => void;
  /** The card menu, beside the heading. */
  menu: ReactNode;
}

/**
 * One walk (spec 000 §2 "Walks list"): school, entry count, tags, leader, collaborators, time
 * started and completed, the reviewer while in review ("Awaiting your review" to her), and the
 * assessment score once complete. The title carries the date: two walks at one school differ.
 */
export function WalkCard({ walk, schoolName, onOpen, menu }: WalkCardProps) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const tags = walk.tags.slice(0, MAX_TAGS);

  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <ButtonBase
            onClick={onOpen}
            aria-label={t('walks.list.card.open', { school: schoolName })}
            sx={{
              font: 'inherit',
              textAlign: 'left',
              // The button covers the card, so a tap anywhere opens the walk; the names and the
              // menu sit above it to open their own cards.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&.Mui-focusVisible::after': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {walkListTitle(t, currentLanguage(i18n), walk, schoolName)}
          </ButtonBase>
        </Typography>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={WALK_STATUS_COLORS[walk.status]}
            label={t(WALK_STATUS_LABEL_KEYS[walk.status])}
          />
          <Chip size="small" variant="outlined" label={t(WALK_TYPE_LABEL_KEYS[walk.walkType])} />
          {walk.isAbandoned ? <Chip size="small" color="error" label={t('walks.labels.abandoned')} /> : null}
          {walk.timeArchived ? <Chip size="small" label={t('walks.list.card.archived')} /> : null}
        </Stack>
        <Typography variant="body2">{t('walks.list.card.entries', { count: walk.entryCount })}</Typography>
        {tags.length > 0 ? (
          <Box
            component="ul"
            aria-label={t('entries.card.tags')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
          >
            {tags.map((tag) => (
              <li key={tag}>
                <Chip size="small" variant="outlined" label={tag} />
              </li>
            ))}
          </Box>
        ) : null}
        <DetailList>
          <WalkPeopleDetails walk={walk} />
          <Detail
            term={t('walks.list.card.started')}
            value={<time dateTime={walk.timeCreated}>{format(walk.timeCreated)}</time>}
          />
          {walk.timeCompleted ? (
            <Detail
              term={t('walks.list.card.completed')}
              value={<time dateTime={walk.timeCompleted}>{format(walk.timeCompleted)}</time>}
            />
          ) : null}
        </DetailList>
        {isReviewer(walk, me.user.id) ? (
          <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
            {t('walks.list.card.awaitingYourReview')}
          </Typography>
        ) : walk.status === 'review' ? (
          <Typography variant="body2" color="warning.dark">
            <PersonInText
              text={(name) => t('walks.list.card.awaitingReview', { name })}
              userId={walk.awaitingReviewBy}
              name={personName(walk, walk.awaitingReviewBy)}
            />
          </Typography>
        ) : null}
        {walk.status === 'complete' ? (
          <AssessmentScores assessments={walk.assessments.filter((assessment) => !assessment.skip)} />
        ) : null}
        {walk.status === 'complete' && walk.score !== null ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('walks.list.card.score', { score: walk.score })}
          </Typography>
        ) : null}
      </CardContent>
      <Box sx={{ p: 0.5, position: 'relative', zIndex: 1 }}>{menu}</Box>
    </Card>
  );
}
