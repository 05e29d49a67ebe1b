import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { historyColour, type TWalk, type WalkStatus } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { PersonName } from '../../people/PersonName';
import { personName } from '../labels';

/** History labels (spec 000 §4 "Walk"), by the status a step went to. */
export const HISTORY_LABEL_KEYS = {
  review: 'walks.walk.history.review',
  inprogress: 'walks.walk.history.inprogress',
  complete: 'walks.walk.history.complete',
} as const satisfies Record<WalkStatus, string>;

/** The walk's history timeline, oldest first, each step with its colour, person, time and comments. */
export function WalkHistory({ walk }: { walk: TWalk }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const history = walk.submissionHistory;
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  if (history.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('walks.walk.history.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={t('walks.walk.history.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((step, index) => {
        const colour = historyColour(history, index);
        const name = personName(walk, step.byUserId);
        return (
          <Box component="li" key={`${step.timestamp}-${index}`} sx={{ display: 'flex', gap: 1.5, pb: 2 }}>
            <Box
              aria-hidden
              data-colour={colour}
              sx={{
                mt: 0.5,
                width: 12,
                height: 12,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: theme.palette[colour].main,
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {t(HISTORY_LABEL_KEYS[step.toStatus])}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={step.timestamp}>{format.format(new Date(step.timestamp))}</time>
                {step.byUserId ? (
                  <>
                    {' · '}
                    <PersonName userId={step.byUserId} name={name} />
                  </>
                ) : null}
              </Typography>
              {step.comments ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {step.comments}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The history under its heading: the Overview tab, and the context of the review and complete screens. */
export function WalkHistorySection({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('walks.walk.history.title')}
      </Typography>
      <WalkHistory walk={walk} />
    </section>
  );
}
