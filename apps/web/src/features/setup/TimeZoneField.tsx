import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import type { TSetupForm } from './schema';

/** Every IANA time zone this browser knows, searchable by typing (e.g. "Chicago"). */
export function TimeZoneField({ control }: { control: Control<TSetupForm> }) {
  const { t } = useTranslation();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Controller
      name="timeZone"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={zones}
          value={field.value || null}
          onChange={(_event, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              name={field.name}
              label={t('setup.fields.timeZone')}
              required
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message
                  ? t(fieldState.error.message as TranslationKey)
                  : t('setup.fields.timeZoneHelp')
              }
            />
          )}
        />
      )}
    />
  );
}
