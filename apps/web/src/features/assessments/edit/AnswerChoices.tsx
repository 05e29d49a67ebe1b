import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { answerLetter, type TAssessmentQuestion } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import '../../../i18n/assessmentEdit.texts';

interface AnswerChoicesProps {
  question: TAssessmentQuestion;
  showScores: boolean;
  /** The user may answer; a choice is the manual answer. */
  isChoosing: boolean;
  onChoose: (answerId: string) => void;
}

/** The lettered answers (a, b, c…) of a question: letter, text and value; the chosen one marked. */
export function AnswerChoices({ question, showScores, isChoosing, onChoose }: AnswerChoicesProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('assessmentEdit.question.answers', { title: question.title })}
      value={question.answerId ?? ''}
      onChange={(event) => onChoose(event.target.value)}
      sx={{ gap: 1 }}
    >
      {question.answers.map((answer, index) => {
        const isChosen = answer.answerId === question.answerId;
        const letter = answerLetter(index);
        return (
          <FormControlLabel
            key={answer.answerId}
            value={answer.answerId}
            disabled={!isChoosing}
            // The label spans the row, so the points sit at its right end.
            slotProps={{ typography: { component: 'div', sx: { flexGrow: 1, minWidth: 0 } } }}
            control={
              <Radio
                size="small"
                sx={{ mt: -0.5 }}
                // A tap on the answer the entries chose makes it the manual one (no change event fires).
                onClick={() => {
                  if (isChoosing && isChosen && !question.manuallyAnswered) onChoose(answer.answerId);
                }}
              />
            }
            sx={{
              alignItems: 'flex-start',
              m: 0,
              p: 1,
              pr: 1.5,
              border: 1,
              borderRadius: 1,
              borderColor: isChosen ? 'primary.main' : 'divider',
              bgcolor: isChosen ? 'action.selected' : 'transparent',
              // A chosen answer reads clearly where the user may not answer.
              '& .MuiFormControlLabel-label.Mui-disabled': {
                color: isChosen ? 'text.primary' : 'text.secondary',
              },
            }}
            label={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 700, flexShrink: 0, lineHeight: 1.43 }}>
                  {`${letter}.`}
                </Typography>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  {answer.text.length === 0 ? (
                    <Typography component="span" variant="body2">
                      {t('assessmentEdit.question.answerWithoutText', { letter })}
                    </Typography>
                  ) : (
                    answer.text.map((paragraph, position) => (
                      <Typography key={position} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {paragraph}
                      </Typography>
                    ))
                  )}
                </Box>
                {showScores ? (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t('assessmentEdit.question.points', { count: answer.value })}
                  </Typography>
                ) : null}
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
