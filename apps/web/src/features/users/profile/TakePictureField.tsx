import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TProfileForm } from './schema';

/** alwaysShowTakePicture (spec 000 §3 User): the entry dialog's camera button without a detected camera. */
export function TakePictureField({ control }: { control: Control<TProfileForm> }) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Stack>
      <Controller
        name="alwaysShowTakePicture"
        control={control}
        render={({ field: { value, onChange, onBlur, ref, name } }) => (
          <FormControlLabel
            label={t('profile.takePicture.label')}
            control={
              <Switch
                name={name}
                checked={value}
                onChange={(_event, checked) => onChange(checked)}
                onBlur={onBlur}
                inputRef={ref}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
          />
        )}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('profile.takePicture.help')}
      </FormHelperText>
    </Stack>
  );
}
