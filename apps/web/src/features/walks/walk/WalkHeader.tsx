import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isReviewer, type TWalk } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/currentUser';
import { currentLanguage } from '../../../i18n';
import { PersonInText } from '../../people/PersonInText';
import { personName, schoolName, WALK_STATUS_COLORS, WALK_STATUS_LABEL_KEYS } from '../labels';

/** The title of a walk: its school's name and 'SchoolDog Walk'. */
export function useWalkTitle(walk: TWalk): string {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const school = schoolName(me.schools, walk.schoolId) ?? t('walks.walk.unknownSchool');
  return t('walks.walk.title', { school });
}

/** The header of the walk screens: title, status label and the review notice; actions on the right. */
export function WalkHeader({ walk, actions }: { walk: TWalk; actions?: ReactNode }) {
  const { t } = useTranslation();
  const title = useWalkTitle(walk);
  const notice = useReviewNotice(walk);
  return (
    <Box component="header" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Chip
            size="small"
            color={WALK_STATUS_COLORS[walk.status]}
            label={t(WALK_STATUS_LABEL_KEYS[walk.status])}
          />
          {notice ? (
            <Typography variant="body2" color="text.secondary">
              {notice}
            </Typography>
          ) : null}
          {walk.hasSentNeighborhoodWatch ? (
            <Chip size="small" variant="outlined" label={t('walks.walk.neighborhoodWatch.sent')} />
          ) : walk.shouldSendNeighborhoodWatch && walk.status === 'review' ? (
            <Chip size="small" variant="outlined" label={t('walks.walk.neighborhoodWatch.willSend')} />
          ) : null}
        </Box>
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 0.5 }}>{actions}</Box> : null}
    </Box>
  );
}

/** Who the walk waits for, when it completes by itself, or that revisions were requested. */
function useReviewNotice(walk: TWalk): ReactNode {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  if (isReviewer(walk, me.user.id)) {
    return walk.autoCompleteAt
      ? t('walks.walk.notice.awaitingYourReviewUntil', { date: format(walk.autoCompleteAt) })
      : t('walks.walk.notice.awaitingYourReview');
  }
  if (walk.status === 'review') {
    const { autoCompleteAt } = walk;
    return (
      <PersonInText
        text={(name) =>
          autoCompleteAt
            ? t('walks.walk.notice.awaitingReviewUntil', { name, date: format(autoCompleteAt) })
            : t('walks.walk.notice.awaitingReview', { name })
        }
        userId={walk.awaitingReviewBy}
        name={personName(walk, walk.awaitingReviewBy)}
      />
    );
  }
  if (walk.status === 'complete' && walk.timeCompleted) {
    return t('walks.walk.notice.completed', { date: format(walk.timeCompleted) });
  }
  const last = walk.submissionHistory.at(-1);
  return last?.revisionsRequested ? t('messages.revisionsRequested') : null;
}
