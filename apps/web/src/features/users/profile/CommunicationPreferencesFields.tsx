import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { COMMUNICATION_PREFERENCE_KEYS, type CommunicationPreferenceKey } from '@schooldog/domain';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../i18n';
import type { TProfileForm } from './schema';

export const PREFERENCE_LABEL_KEYS = {
  walkUpdates: 'profile.preferences.walkUpdates',
  newCycleBeginning: 'profile.preferences.newCycleBeginning',
  neighborhoodWatch: 'profile.preferences.neighborhoodWatch',
  nudge: 'profile.preferences.nudge',
  taskAssigned: 'profile.preferences.taskAssigned',
  taskCompleted: 'profile.preferences.taskCompleted',
  taskDeclined: 'profile.preferences.taskDeclined',
  taskComments: 'profile.preferences.taskComments',
  taskBoardNewTask: 'profile.preferences.taskBoardNewTask',
} as const satisfies Record<CommunicationPreferenceKey, TranslationKey>;

export function CommunicationPreferencesFields({ control }: { control: Control<TProfileForm> }) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('profile.preferences.legend')}
      </FormLabel>
      <FormHelperText id={helpId} sx={{ mb: 1 }}>
        {t('profile.preferences.help')}
      </FormHelperText>
      <FormGroup aria-describedby={helpId}>
        {COMMUNICATION_PREFERENCE_KEYS.map((key) => (
          <Controller
            key={key}
            name={`communicationPreferences.${key}`}
            control={control}
            render={({ field: { value, onChange, onBlur, ref, name } }) => (
              <FormControlLabel
                label={t(PREFERENCE_LABEL_KEYS[key])}
                control={
                  <Switch
                    name={name}
                    checked={value}
                    onChange={(_event, checked) => onChange(checked)}
                    onBlur={onBlur}
                    inputRef={ref}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
