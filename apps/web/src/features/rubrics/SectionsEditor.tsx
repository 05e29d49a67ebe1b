import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUBRIC_LIMITS } from '@schooldog/domain';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import { FormSwitch } from './FormSwitch';
import { ItemActions } from './ItemActions';
import { ListError } from './ListError';
import { QuestionsEditor } from './QuestionsEditor';
import { newSection, type RubricFormValues } from './rubricForm';
import '../../i18n/rubrics.texts';

interface SectionsEditorProps {
  control: Control<RubricFormValues>;
  errors: FieldErrors<RubricFormValues>;
}

/** The template's sections, in order: title, description, Notes field, starts skipped, and questions. */
export function SectionsEditor({ control, errors }: SectionsEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections', keyName: 'key' });

  return (
    <Stack spacing={2} component="section" aria-labelledby="rubric-sections-heading">
      <Typography variant="h2" id="rubric-sections-heading" sx={{ fontSize: '1.25rem' }}>
        {t('rubrics.editor.sections')}
      </Typography>
      <ListError errors={errors} name="sections" />
      {fields.map((field, index) => {
        const label = t('rubrics.editor.section', { number: index + 1 });
        return (
          <Card key={field.key} variant="outlined">
            <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
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
                  name={`sections.${index}.title`}
                  label={t('rubrics.editor.sectionTitle')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: RUBRIC_LIMITS.titleMax } }}
                />
                <FormTextField
                  control={control}
                  name={`sections.${index}.description`}
                  label={t('rubrics.editor.sectionDescription')}
                  multiline
                  minRows={2}
                  fullWidth
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
                  <FormSwitch
                    control={control}
                    name={`sections.${index}.showNotes`}
                    label={t('rubrics.editor.showNotes')}
                  />
                  <FormSwitch
                    control={control}
                    name={`sections.${index}.skip`}
                    label={t('rubrics.editor.skip')}
                  />
                </Stack>
                <QuestionsEditor control={control} errors={errors} sectionIndex={index} />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= RUBRIC_LIMITS.sectionsMax}
          onClick={() => append(newSection())}
        >
          {t('rubrics.editor.addSection')}
        </Button>
      </Box>
    </Stack>
  );
}
