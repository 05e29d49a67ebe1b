import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TAssessmentQuestion, TEntry, TObservationSettings } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerChoices } from './AnswerChoices';
import { LinkedEntryCard } from './LinkedEntryCard';
import '../../../i18n/assessmentEdit.texts';

interface QuestionCardProps {
  question: TAssessmentQuestion;
  number: string;
  showScores: boolean;
  canAnswer: boolean;
  entries: ReadonlyMap<string, TEntry>;
  settings: TObservationSettings | undefined;
  /** A manual answer; null gives the question back to its linked entries. */
  onAnswer: (questionId: string, answerId: string | null) => void;
  /** After a refused submission: an unscored question says it needs an answer. */
  isMissingShown: boolean;
}

const bestOf = (question: TAssessmentQuestion) =>
  question.answers.reduce((max, a) => Math.max(max, a.value), 0);

/**
 * One question (spec 000 §2 "Assessments"): title, body, See More, Notes/Context, the lettered
 * answers, 'Assign a score' (on: chosen by hand; off: scored from the linked entries) and the
 * entries linked to it. An answer is chosen in one tap: choosing is the manual answer, which
 * turns 'Assign a score' on and so stops auto-linking (spec 000 §4).
 */
export function QuestionCard(props: QuestionCardProps) {
  const { question, number, showScores, canAnswer, entries, settings, onAnswer, isMissingShown } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const [isContextOpen, setContextOpen] = useState(false);
  // 'Assign a score' turned on before an answer is chosen; a manual answer keeps it on.
  const [isAssigning, setAssigning] = useState(false);
  const isManual = question.manuallyAnswered || isAssigning;
  const linked = question.linkedObservations.flatMap((id) => entries.get(id) ?? []);
  const isAutoAnswered = !question.manuallyAnswered && question.autoLinkedScore !== null;

  const isMissing = isMissingShown && question.score === null;

  const handleToggle = (isOn: boolean) => {
    setAssigning(isOn);
    if (!isOn && question.manuallyAnswered) onAnswer(question.id, null);
    // On with an answer from the entries: that answer becomes the manual one, and stays.
    if (isOn && !question.manuallyAnswered && question.answerId) onAnswer(question.id, question.answerId);
  };

  return (
    <Box
      component="article"
      id={questionAnchor(question.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.25,
        scrollMarginTop: 80,
        ...(isMissing ? { borderLeft: 3, borderColor: 'error.main', pl: 1.5 } : {}),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {`${number} ${question.title}`}
        </Typography>
        {showScores ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('assessmentEdit.question.score', { score: question.score ?? '–', max: bestOf(question) })}
          </Typography>
        ) : null}
      </Stack>
      {isMissing ? (
        <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
          {t('assessmentEdit.question.needsAnswer')}
        </Typography>
      ) : null}
      {question.body ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {question.body}
        </Typography>
      ) : null}
      {question.description || question.context ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {question.description ? (
            <Button size="small" onClick={() => setMoreOpen((open) => !open)} aria-expanded={isMoreOpen}>
              {isMoreOpen ? t('assessmentEdit.question.seeLess') : t('assessmentEdit.question.seeMore')}
            </Button>
          ) : null}
          {question.context ? (
            <Button
              size="small"
              onClick={() => setContextOpen((open) => !open)}
              aria-expanded={isContextOpen}
            >
              {t('assessmentEdit.question.notesContext')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Collapse in={isMoreOpen} unmountOnExit>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {question.description}
        </Typography>
      </Collapse>
      {question.context ? (
        <Collapse in={isContextOpen} unmountOnExit>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            {question.context.label ? (
              <Typography variant="subtitle2" component="p">
                {question.context.label}
              </Typography>
            ) : null}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {question.context.values.map((value, position) => (
                <Typography key={position} component="li" variant="body2">
                  {value}
                </Typography>
              ))}
            </Box>
          </Box>
        </Collapse>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={isManual}
              disabled={!canAnswer}
              onChange={(event) => handleToggle(event.target.checked)}
            />
          }
          label={t('assessmentEdit.question.assignScore')}
        />
        {isAutoAnswered ? (
          <Chip
            size="small"
            color="info"
            variant="outlined"
            icon={<AutoAwesomeOutlinedIcon />}
            label={t('assessmentEdit.question.autoAnswered')}
          />
        ) : null}
      </Stack>
      {question.manuallyAnswered && question.tags.length > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          {t('assessmentEdit.question.manualHint')}
        </Typography>
      ) : null}
      <AnswerChoices
        question={question}
        showScores={showScores}
        isChoosing={canAnswer}
        onChoose={(answerId) => onAnswer(question.id, answerId)}
      />
      {!question.manuallyAnswered && linked.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
            {t('assessmentEdit.question.linkedEntries', { count: linked.length })}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {linked.map((entry) => (
              <li key={entry.id}>
                <LinkedEntryCard entry={entry} settings={settings} />
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}

/** The element id of a question, which a refused submission scrolls to and focuses. */
export const questionAnchor = (questionId: string) => `question-${questionId}`;
