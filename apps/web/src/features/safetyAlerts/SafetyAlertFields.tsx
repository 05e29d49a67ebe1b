import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@schooldog/domain';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { isWaitingForNetwork } from '../../offline/OfflineNotice';
import type { EntryFormApi } from '../entries/entryForm';
import { roleLabel } from '../people/roleLabel';
import { fullName } from '../users/userLabels';
import { useAlertRecipients } from './queries';
import '../../i18n/safetyAlerts.texts';

interface SafetyAlertFieldsProps {
  form: EntryFormApi;
  schoolId: string;
  /** An entry of a walk: its alert goes out when the walk is complete (spec 000 §4). */
  isInWalk: boolean;
}

/**
 * The log entry dialog's alert (spec 000 §2, §5): a switch, then up to 5 recipients who receive
 * safety alerts at the school and an optional message of up to 500 characters. Shown by the
 * dialog only where the user may send alerts (canSendSafetyAlert). The recipients come from the
 * server; offline, the list last loaded serves, and without one the dialog says to connect.
 */
export function SafetyAlertFields({ form, schoolId, isInWalk }: SafetyAlertFieldsProps) {
  const { t } = useTranslation();
  const { control } = form;
  const [isOn, chosenIds, message] = useWatch({
    control,
    name: ['shouldSendSafetyAlert', 'safetyAlertUserIds', 'safetyAlertMessage'],
  });
  const recipients = useAlertRecipients(isOn ? schoolId : null);
  const options = recipients.data ?? [];
  const max = LIMITS.alertRecipientsMax;
  const errorText = (text: string | undefined) => (text ? translateServerMessage(t, text) : undefined);

  return (
    <Stack spacing={2}>
      <Controller
        name="shouldSendSafetyAlert"
        control={control}
        render={({ field: { value, onChange, ref, ...field } }) => (
          <div>
            <FormControlLabel
              control={
                <Switch {...field} inputRef={ref} checked={value} onChange={(_event, on) => onChange(on)} />
              }
              label={t('safetyAlerts.fields.send')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {isInWalk ? t('safetyAlerts.fields.sendHelpWalk') : t('safetyAlerts.fields.sendHelp')}
            </FormHelperText>
          </div>
        )}
      />
      {isOn && isWaitingForNetwork(recipients) ? (
        <Alert severity="info" role="status">
          {t('safetyAlerts.fields.offline')}
        </Alert>
      ) : null}
      {isOn && recipients.isError && !recipients.data ? (
        <Alert severity="error">{t('safetyAlerts.fields.loadFailed')}</Alert>
      ) : null}
      {isOn ? (
        <Controller
          name="safetyAlertUserIds"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={options}
              value={options.filter((person) => chosenIds.includes(person.id))}
              loading={recipients.isFetching}
              getOptionLabel={(person) => fullName(person)}
              getOptionKey={(person) => person.id}
              isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
              getOptionDisabled={(option) => chosenIds.length >= max && !chosenIds.includes(option.id)}
              renderOption={({ key, ...props }, person) => (
                <li key={key} {...props}>
                  {fullName(person)} · {roleLabel(t, person)}
                </li>
              )}
              noOptionsText={t('safetyAlerts.fields.noRecipients')}
              onChange={(_event, chosen) => field.onChange(chosen.map((person) => person.id))}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  required
                  label={t('safetyAlerts.fields.recipients')}
                  error={fieldState.error !== undefined}
                  helperText={
                    errorText(fieldState.error?.message) ?? t('safetyAlerts.fields.recipientsHelp', { max })
                  }
                />
              )}
            />
          )}
        />
      ) : null}
      {isOn ? (
        <Controller
          name="safetyAlertMessage"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              multiline
              minRows={2}
              label={t('safetyAlerts.fields.message')}
              error={fieldState.error !== undefined}
              helperText={
                errorText(fieldState.error?.message) ??
                t('safetyAlerts.fields.messageCounter', {
                  length: message.length,
                  max: LIMITS.alertMessageMax,
                })
              }
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
