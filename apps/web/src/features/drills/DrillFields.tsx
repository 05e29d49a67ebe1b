import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { autoFormatClock, DRILL_EVENT_TYPES, DRILL_TIME_MAX, DRILL_TYPES } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '../../ui/SchoolSelect';
import type { DrillFormValues } from './drillForm';
import { DRILL_EVENT_TYPE_KEYS, DRILL_TYPE_KEYS } from './labels';
import '../../i18n/drills.texts';

interface DrillFieldsProps {
  values: DrillFormValues;
  errors: Record<string, string>;
  schools: readonly { id: string; name: string }[];
  onChange: (change: Partial<DrillFormValues>) => void;
}

/**
 * The drill form's fields (spec 000 §5 "Drill form"): school, type (and its other text), event
 * type (and its other text), date, time with AM/PM and notes; then the results: response time,
 * participants and notes. Times are typed as digits and formatted as they are typed (hh:mm, mm:ss).
 */
export function DrillFields({ values, errors, schools, onChange }: DrillFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof DrillFormValues) => ({
    name,
    id: `drill-${name}`,
    value: values[name],
    error: errors[name] !== undefined,
    helperText: errors[name],
    fullWidth: true,
  });
  return (
    <Stack spacing={2}>
      <SchoolSelect
        {...field('schoolId')}
        label={t('drills.form.school')}
        required
        schools={schools}
        onChange={(schoolId) => onChange({ schoolId })}
      />
      <TextField
        {...field('type')}
        select
        required
        label={t('drills.form.type')}
        onChange={(event) => onChange({ type: event.target.value })}
      >
        {DRILL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(DRILL_TYPE_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      {values.type === 'other' ? (
        <TextField
          {...field('otherType')}
          required
          label={t('drills.form.otherType')}
          onChange={(event) => onChange({ otherType: event.target.value })}
        />
      ) : null}
      <TextField
        {...field('eventType')}
        select
        required
        label={t('drills.form.eventType')}
        onChange={(event) => onChange({ eventType: event.target.value })}
      >
        {DRILL_EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(DRILL_EVENT_TYPE_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      {values.eventType === 'other' ? (
        <TextField
          {...field('otherEventType')}
          required
          label={t('drills.form.otherEventType')}
          onChange={(event) => onChange({ otherEventType: event.target.value })}
        />
      ) : null}
      <TextField
        {...field('drillDate')}
        type="date"
        required
        label={t('drills.form.date')}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ drillDate: event.target.value })}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...field('drillTime')}
          required
          label={t('drills.form.time')}
          placeholder={t('drills.form.timeHint')}
          helperText={errors.drillTime ?? t('drills.form.timeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: DRILL_TIME_MAX } }}
          onChange={(event) => onChange({ drillTime: autoFormatClock(event.target.value) })}
        />
        <ToggleButtonGroup
          exclusive
          value={values.drillTimeOfDay}
          aria-label={t('drills.form.timeOfDay')}
          onChange={(_event, value: DrillFormValues['drillTimeOfDay'] | null) => {
            if (value) onChange({ drillTimeOfDay: value });
          }}
          sx={{ height: 56, flexShrink: 0 }}
        >
          <ToggleButton value="am">{t('drills.form.am')}</ToggleButton>
          <ToggleButton value="pm">{t('drills.form.pm')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <TextField
        {...field('additionalInfo')}
        multiline
        minRows={2}
        label={t('drills.form.additionalInfo')}
        onChange={(event) => onChange({ additionalInfo: event.target.value })}
      />
      <Divider />
      <Typography variant="h6" component="h2">
        {t('drills.form.results')}
      </Typography>
      <TextField
        {...field('responseTime')}
        label={t('drills.form.responseTime')}
        placeholder={t('drills.form.responseTimeHint')}
        helperText={errors.responseTime ?? t('drills.form.responseTimeHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: DRILL_TIME_MAX } }}
        onChange={(event) => onChange({ responseTime: autoFormatClock(event.target.value) })}
      />
      <TextField
        {...field('numberOfParticipants')}
        label={t('drills.form.participants')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(event) => onChange({ numberOfParticipants: event.target.value })}
      />
      <TextField
        {...field('resultsAdditionalInfo')}
        multiline
        minRows={2}
        label={t('drills.form.resultsAdditionalInfo')}
        onChange={(event) => onChange({ resultsAdditionalInfo: event.target.value })}
      />
    </Stack>
  );
}
