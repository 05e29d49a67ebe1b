import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canAddCustomField, CUSTOM_FIELD_NAME_MAX, customFieldError, LIMITS } from '@schooldog/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { messagesUnder } from './draft';
import { FieldMessages, SettingsSection } from './SettingsSection';
import '../../i18n/tasksSettings.texts';

interface CustomFieldsSectionProps {
  fields: readonly string[];
  onChange: (fields: string[]) => void;
  /** What is typed in the new field: the page's Save waits until it is added or cleared (spec 001 §2). */
  pending: string;
  onPendingChange: (text: string) => void;
  errors: Readonly<Record<string, string>>;
}

/** Custom Fields (spec 001 §2, §5): at most 10, added trimmed; the add button is disabled at 10. */
export function CustomFieldsSection({
  fields,
  onChange,
  pending,
  onPendingChange,
  errors,
}: CustomFieldsSectionProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const isFull = !canAddCustomField(fields);
  const max = LIMITS.customFieldsMax;

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const refusal = customFieldError(pending, fields);
    if (refusal) {
      setError(translateServerMessage(t, refusal));
      return;
    }
    onChange([...fields, pending.trim()]);
    onPendingChange('');
    setError(null);
  };

  return (
    <SettingsSection
      title={t('tasksSettings.customFields.title')}
      help={t('tasksSettings.customFields.help', { max })}
    >
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('tasksSettings.customFields.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('tasksSettings.customFields.title')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {fields.map((field) => (
            <Stack component="li" key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{field}</Typography>
              <IconButton
                aria-label={t('tasksSettings.customFields.remove', { name: field })}
                onClick={() => onChange(fields.filter((other) => other !== field))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
      <FieldMessages messages={messagesUnder(errors, 'customFields')} />
      <Stack
        component="form"
        noValidate
        onSubmit={handleAdd}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={t('tasksSettings.customFields.new')}
          value={pending}
          disabled={isFull}
          onChange={(event) => {
            onPendingChange(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? (isFull ? t('tasksSettings.customFields.atMax', { max }) : ' ')}
          slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_NAME_MAX } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={isFull} sx={{ mt: 1 }}>
          {t('tasksSettings.customFields.add')}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
