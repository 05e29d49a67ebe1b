import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUBRIC_LIMITS } from '@schooldog/domain';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import { FormSwitch } from './FormSwitch';
import type { RubricFormValues } from './rubricForm';
import '../../i18n/rubrics.texts';

interface TemplateFieldsProps {
  control: Control<RubricFormValues>;
  /** The Active switch is shown only to those who choose the district's active templates. */
  canChooseActive: boolean;
}

/** The template's own fields: name, switches, instructions/disclaimer and score thresholds. */
export function TemplateFields({ control, canChooseActive }: TemplateFieldsProps) {
  const { t } = useTranslation();
  const useThresholds = useWatch({ control, name: 'useScoreThresholds' });
  const percent = { htmlInput: { min: 0, max: 100, step: 1 } };
  return (
    <Card variant="outlined" component="section" aria-labelledby="rubric-details-heading">
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h2" id="rubric-details-heading" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('rubrics.editor.details')}
        </Typography>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('rubrics.editor.name')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: RUBRIC_LIMITS.nameMax } }}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 3 }} sx={{ flexWrap: 'wrap' }}>
            <FormSwitch control={control} name="enabled" label={t('rubrics.editor.enabled')} />
            <FormSwitch control={control} name="showScores" label={t('rubrics.editor.showScores')} />
            {canChooseActive ? (
              <FormSwitch control={control} name="active" label={t('rubrics.editor.active')} />
            ) : null}
          </Stack>
          <FormTextField
            control={control}
            name="disclaimer"
            label={t('rubrics.editor.disclaimer')}
            multiline
            minRows={3}
            fullWidth
          />
          <FormSwitch
            control={control}
            name="useScoreThresholds"
            label={t('rubrics.editor.useScoreThresholds')}
          />
          {useThresholds ? (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {t('rubrics.editor.thresholdsHelp')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <FormTextField
                  control={control}
                  name="green"
                  type="number"
                  label={t('rubrics.editor.green')}
                  slotProps={percent}
                />
                <FormTextField
                  control={control}
                  name="yellow"
                  type="number"
                  label={t('rubrics.editor.yellow')}
                  slotProps={percent}
                />
                <FormTextField
                  control={control}
                  name="orange"
                  type="number"
                  label={t('rubrics.editor.orange')}
                  slotProps={percent}
                />
              </Box>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
