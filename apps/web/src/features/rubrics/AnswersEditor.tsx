import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerLetter, RUBRIC_LIMITS } from '@schooldog/domain';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import { ItemActions } from './ItemActions';
import { ListError } from './ListError';
import { newAnswer, type RubricFormValues } from './rubricForm';
import '../../i18n/rubrics.texts';

interface AnswersEditorProps {
  control: Control<RubricFormValues>;
  errors: FieldErrors<RubricFormValues>;
  sectionIndex: number;
  questionIndex: number;
  /** The question's name in the buttons' labels, e.g. "Question 1.2". */
  questionLabel: string;
}

/** A question's lettered answers (a, b, c…): points, text, and the counts that auto-answer it. */
export function AnswersEditor({
  control,
  errors,
  sectionIndex,
  questionIndex,
  questionLabel,
}: AnswersEditorProps) {
  const { t } = useTranslation();
  const base = `sections.${sectionIndex}.questions.${questionIndex}.answers` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name: base, keyName: 'key' });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('rubrics.editor.answers')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rubrics.editor.expectedHelp')}
      </Typography>
      <ListError errors={errors} name={base} />
      {fields.map((field, index) => {
        const letter = answerLetter(index);
        const label = t('rubrics.editor.answer', { letter });
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" component="h5">
                {label}
              </Typography>
              <ItemActions
                item={t('rubrics.editor.answerOf', { letter, question: questionLabel })}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
                canRemove={fields.length > 1}
              />
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '110px 1fr 1fr' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                control={control}
                name={`${base}.${index}.value`}
                label={t('rubrics.editor.value')}
                type="number"
                size="small"
                slotProps={{ htmlInput: { min: 0, max: RUBRIC_LIMITS.valueMax, step: 1 } }}
              />
              <FormTextField
                control={control}
                name={`${base}.${index}.expectedPraises`}
                label={t('rubrics.editor.expectedPraises')}
                type="number"
                size="small"
                slotProps={{ htmlInput: { min: 0, max: RUBRIC_LIMITS.expectedMax, step: 1 } }}
              />
              <ExpectedConcerns control={control} name={`${base}.${index}`} />
            </Box>
            <FormTextField
              control={control}
              name={`${base}.${index}.text`}
              label={t('rubrics.editor.answerText')}
              multiline
              minRows={2}
              fullWidth
              size="small"
              sx={{ mt: 1.5 }}
            />
          </Paper>
        );
      })}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={fields.length >= RUBRIC_LIMITS.answersPerQuestionMax}
          onClick={() => append(newAnswer(0))}
        >
          {t('rubrics.editor.addAnswer')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Expected concerns: a count, or 'Any concern' (-1), the fallback when no other answer matches. */
function ExpectedConcerns({
  control,
  name,
}: {
  control: Control<RubricFormValues>;
  name: `sections.${number}.questions.${number}.answers.${number}`;
}) {
  const { t } = useTranslation();
  const anyConcern = useWatch({ control, name: `${name}.anyConcern` });
  return (
    <Stack>
      <FormTextField
        control={control}
        name={`${name}.expectedConcerns`}
        label={t('rubrics.editor.expectedConcerns')}
        type="number"
        size="small"
        disabled={anyConcern}
        slotProps={{ htmlInput: { min: 0, max: RUBRIC_LIMITS.expectedMax, step: 1 } }}
      />
      <Controller
        name={`${name}.anyConcern`}
        control={control}
        render={({ field: { value, onChange, ref, ...field } }) => (
          <FormControlLabel
            label={t('rubrics.editor.anyConcern')}
            control={
              <Checkbox
                {...field}
                inputRef={ref}
                size="small"
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
          />
        )}
      />
    </Stack>
  );
}
