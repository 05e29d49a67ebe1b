import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LIMITS, OBSERVATION_TYPES, type ObservationType } from '@schooldog/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import type { EntryFormControl } from './entryForm';
import { EntryLocationField } from './EntryLocationField';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABEL_KEYS } from './labels';

interface EntryDetailsFieldsProps {
  control: EntryFormControl;
  /** The chosen school, whose data profile the location picks from. */
  schoolId: string;
  /** The locations the school's entries used, offered when it has no data profile. */
  locations: readonly string[];
}

/** Opinion, quantity, location (from the school's data profile) and comment. */
export function EntryDetailsFields({ control, schoolId, locations }: EntryDetailsFieldsProps) {
  const { t } = useTranslation();
  const opinionLabelId = useId();
  const errorText = (message: string | undefined) =>
    message ? translateServerMessage(t, message) : undefined;
  return (
    <>
      <Controller
        name="observationType"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.error !== undefined} required>
            <FormLabel id={opinionLabelId} sx={{ mb: 1 }}>
              {t('entries.dialog.opinion')}
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={field.value || null}
              onChange={(_event, value: ObservationType | null) => field.onChange(value ?? '')}
              aria-labelledby={opinionLabelId}
            >
              {OBSERVATION_TYPES.map((type) => (
                <ToggleButton
                  key={type}
                  value={type}
                  color={ENTRY_TYPE_COLORS[type]}
                  onBlur={field.onBlur}
                  sx={{ textTransform: 'none', fontWeight: 600 }}
                >
                  {t(ENTRY_TYPE_LABEL_KEYS[type])}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {fieldState.error?.message ? (
              <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <Controller
        name="quantity"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="number"
            required
            label={t('entries.dialog.quantity')}
            error={fieldState.error !== undefined}
            helperText={errorText(fieldState.error?.message)}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: LIMITS.quantityMax, step: 1 } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
        )}
      />
      <EntryLocationField control={control} schoolId={schoolId} suggestions={locations} />
      <Controller
        name="comment"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            multiline
            minRows={3}
            label={t('entries.dialog.comment')}
            error={fieldState.error !== undefined}
            helperText={errorText(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}
