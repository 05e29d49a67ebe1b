import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { GOVERNED_FIELDS, type GovernedField, type TTasksSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './SettingsSection';
import '../../i18n/tasksSettings.texts';

type Fields = Pick<TTasksSettings, 'hiddenFields' | 'requiredFields' | 'customFields'>;

interface FieldFlagsProps {
  settings: Fields;
  onChange: (change: Partial<Fields>) => void;
  errors: Readonly<Record<string, string>>;
}

/** Hidden Fields (spec 001 §2): the work order form's fields the district does not use. */
export function HiddenFieldsSection({ settings, onChange }: FieldFlagsProps) {
  const { t } = useTranslation();
  // A field hidden is no longer required: its required switch is disabled, so it could not be undone there.
  const setHidden = (field: GovernedField, isHidden: boolean) =>
    onChange({
      hiddenFields: { ...settings.hiddenFields, [field]: isHidden },
      ...(isHidden ? { requiredFields: { ...settings.requiredFields, [field]: false } } : {}),
    });
  return (
    <SettingsSection
      title={t('tasksSettings.hiddenFields.title')}
      help={t('tasksSettings.hiddenFields.help')}
    >
      <FormGroup>
        {GOVERNED_FIELDS.map((field) => (
          <FormControlLabel
            key={field}
            control={
              <Switch
                checked={settings.hiddenFields[field]}
                onChange={(_event, on) => setHidden(field, on)}
              />
            }
            label={t(`tasksSettings.fields.${field}`)}
          />
        ))}
      </FormGroup>
    </SettingsSection>
  );
}

/**
 * Required Fields (spec 001 §2, §5): the governed fields and each custom field; a hidden field's
 * switch is disabled ("hidden fields cannot be set as required").
 */
export function RequiredFieldsSection({ settings, onChange, errors }: FieldFlagsProps) {
  const { t } = useTranslation();
  const { requiredFields, hiddenFields } = settings;
  return (
    <SettingsSection
      title={t('tasksSettings.requiredFields.title')}
      help={t('tasksSettings.requiredFields.help')}
    >
      <FormGroup>
        {GOVERNED_FIELDS.map((field) => {
          const error = errors[`requiredFields.${field}`];
          return (
            <div key={field}>
              <FormControlLabel
                control={
                  <Switch
                    checked={requiredFields[field] && !hiddenFields[field]}
                    disabled={hiddenFields[field]}
                    onChange={(_event, on) =>
                      onChange({ requiredFields: { ...requiredFields, [field]: on } })
                    }
                  />
                }
                label={
                  hiddenFields[field]
                    ? `${t(`tasksSettings.fields.${field}`)} (${t('tasksSettings.requiredFields.hidden')})`
                    : t(`tasksSettings.fields.${field}`)
                }
              />
              {error ? <FormHelperText error>{error}</FormHelperText> : null}
            </div>
          );
        })}
        {settings.customFields.map((field) => (
          <FormControlLabel
            key={`custom-${field}`}
            control={
              <Switch
                checked={requiredFields.customFields[field] === true}
                onChange={(_event, on) =>
                  onChange({
                    requiredFields: {
                      ...requiredFields,
                      customFields: { ...requiredFields.customFields, [field]: on },
                    },
                  })
                }
              />
            }
            label={field}
          />
        ))}
      </FormGroup>
    </SettingsSection>
  );
}
