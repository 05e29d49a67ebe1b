import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUBRIC_LIMITS } from '@schooldog/domain';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import { AnswersEditor } from './AnswersEditor';
import { ItemActions } from './ItemActions';
import { ListError } from './ListError';
import { newQuestion, type RubricFormValues } from './rubricForm';
import { TagsField } from './TagsField';
import '../../i18n/rubrics.texts';

interface QuestionsEditorProps {
  control: Control<RubricFormValues>;
  errors: FieldErrors<RubricFormValues>;
  sectionIndex: number;
}

/** A section's questions: title, question, See More, Notes/Context, tags and answers. */
export function QuestionsEditor({ control, errors, sectionIndex }: QuestionsEditorProps) {
  const { t } = useTranslation();
  const base = `sections.${sectionIndex}.questions` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name: base, keyName: 'key' });

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('rubrics.editor.questions')}
      </Typography>
      <ListError errors={errors} name={base} />
      {fields.map((field, index) => {
        const label = t('rubrics.editor.question', { number: `${sectionIndex + 1}.${index + 1}` });
        const name = `${base}.${index}` as const;
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography variant="subtitle2" component="h4">
                {label}
              </Typography>
              <ItemActions
                item={label}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
                canRemove={fields.length > 1}
              />
            </Stack>
            <Stack spacing={2}>
              <FormTextField
                control={control}
                name={`${name}.title`}
                label={t('rubrics.editor.questionTitle')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: RUBRIC_LIMITS.titleMax } }}
              />
              <FormTextField
                control={control}
                name={`${name}.body`}
                label={t('rubrics.editor.questionBody')}
                multiline
                minRows={2}
                fullWidth
              />
              <FormTextField
                control={control}
                name={`${name}.description`}
                label={t('rubrics.editor.questionDescription')}
                multiline
                minRows={2}
                fullWidth
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
                <FormTextField
                  control={control}
                  name={`${name}.contextLabel`}
                  label={t('rubrics.editor.contextLabel')}
                  fullWidth
                />
                <FormTextField
                  control={control}
                  name={`${name}.contextValues`}
                  label={t('rubrics.editor.contextValues')}
                  multiline
                  minRows={2}
                  fullWidth
                />
              </Box>
              <TagsField control={control} name={`${name}.tags`} />
              <Divider />
              <AnswersEditor
                control={control}
                errors={errors}
                sectionIndex={sectionIndex}
                questionIndex={index}
                questionLabel={label}
              />
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={fields.length >= RUBRIC_LIMITS.questionsPerSectionMax}
          onClick={() => append(newQuestion())}
        >
          {t('rubrics.editor.addQuestion')}
        </Button>
      </Box>
    </Stack>
  );
}
