import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  answerLetter,
  type TAssessment,
  type TAssessmentQuestion,
  type TAssessmentSection,
  type TEntry,
} from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { itemLabelOf } from '../../entries/labels';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABEL_KEYS } from '../../entries/labels';
import { useObservationSettings } from '../../observation-settings/queries';

interface ReadOnlySectionsProps {
  assessment: Pick<TAssessment, 'sections' | 'showScores'>;
  /** The entries linked to its questions (GET /api/assessments/:id). */
  entries: readonly TEntry[];
}

/**
 * An assessment's sections as read, not answered: each question's chosen answer (letter, text,
 * value), its linked entries and the section notes. "Submitted rubrics hide skipped sections"
 * (spec 000 §2); the submitted view and the walk's review screen share it.
 */
export function ReadOnlySections({ assessment, entries }: ReadOnlySectionsProps) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const sections = assessment.sections.filter((section) => !section.skip);
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <ReadOnlySection
          key={section.id}
          section={section}
          showScores={assessment.showScores}
          entries={byId}
        />
      ))}
    </Stack>
  );
}

function ReadOnlySection({
  section,
  showScores,
  entries,
}: {
  section: TAssessmentSection;
  showScores: boolean;
  entries: Map<string, TEntry>;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2">
        {section.title}
      </Typography>
      {section.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {section.description}
        </Typography>
      ) : null}
      <Stack spacing={2} divider={<Divider flexItem />} sx={{ mt: 2 }}>
        {section.questions.map((question, index) => (
          <ReadOnlyQuestion
            key={question.id}
            question={question}
            number={index + 1}
            showScores={showScores}
            entries={question.linkedObservations.flatMap((id) => entries.get(id) ?? [])}
          />
        ))}
      </Stack>
      {section.notes ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('assessmentViews.submitted.sectionNotes')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {section.notes}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

function ReadOnlyQuestion({
  question,
  number,
  showScores,
  entries,
}: {
  question: TAssessmentQuestion;
  number: number;
  showScores: boolean;
  entries: TEntry[];
}) {
  const { t } = useTranslation();
  const settings = useObservationSettings();
  const chosen = question.answers.findIndex((answer) => answer.answerId === question.answerId);
  const answer = question.answers[chosen];
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {`${number}. ${question.title}`}
      </Typography>
      {question.body ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {question.body}
        </Typography>
      ) : null}
      {answer ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <Chip
            size="small"
            color="primary"
            label={answerLetter(chosen)}
            aria-label={t('assessmentViews.submitted.answerLetter', { letter: answerLetter(chosen) })}
          />
          <Box sx={{ minWidth: 0 }}>
            {answer.text.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <Typography variant="caption" color="text.secondary">
              {[
                showScores ? t('assessmentViews.submitted.value', { count: answer.value }) : null,
                question.manuallyAnswered
                  ? t('assessmentViews.submitted.answeredByHand')
                  : t('assessmentViews.submitted.answeredFromEntries'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {t('assessmentViews.submitted.notAnswered')}
        </Typography>
      )}
      {entries.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="h4">
            {t('assessmentViews.submitted.linkedEntries', { count: entries.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {entries.map((entry) => (
              <Typography component="li" variant="body2" key={entry.id}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={ENTRY_TYPE_COLORS[entry.observationType]}
                  label={t(ENTRY_TYPE_LABEL_KEYS[entry.observationType])}
                  sx={{ mr: 0.5 }}
                />
                <Link component={RouterLink} to={`/entries/${entry.id}`}>
                  {itemLabelOf(settings.data, entry.observationItemId) ??
                    t('assessmentViews.submitted.entry')}
                </Link>
                {entry.quantity > 1 ? ` ×${entry.quantity}` : ''}
                {entry.comment ? ` — ${entry.comment}` : ''}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
