import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TTasksSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { SettingsSection } from './SettingsSection';
import '../../i18n/tasksSettings.texts';

// A chosen option's words wrap on a phone instead of being cut off.
const WRAP = { '& .MuiSelect-select': { whiteSpace: 'normal' } };

type Level = 'workOrderStaff' | 'workOrderManagers';
type LevelSetting =
  'restrictAssignmentPermissions' | 'restrictSchedulePermissions' | 'restrictAssignToTaskBoardPermissions';
type Restrictions = Pick<
  TTasksSettings,
  LevelSetting | 'restrictStatusChangePermissions' | 'restrictWorkOrderStaffViewPermissions'
>;

const LEVEL_SETTINGS: { setting: LevelSetting; labelKey: TranslationKey }[] = [
  { setting: 'restrictAssignmentPermissions', labelKey: 'tasksSettings.restrictions.assign' },
  { setting: 'restrictSchedulePermissions', labelKey: 'tasksSettings.restrictions.schedule' },
  { setting: 'restrictAssignToTaskBoardPermissions', labelKey: 'tasksSettings.restrictions.board' },
];
// A select shows no text for an empty value: no restriction is an option of its own.
const NONE = 'none';
const LEVELS: { value: Level | typeof NONE; labelKey: TranslationKey }[] = [
  { value: NONE, labelKey: 'tasksSettings.restrictions.anyone' },
  { value: 'workOrderStaff', labelKey: 'tasksSettings.restrictions.staff' },
  { value: 'workOrderManagers', labelKey: 'tasksSettings.restrictions.managers' },
];

interface RestrictionsSectionProps {
  settings: Restrictions;
  onChange: (change: Partial<Restrictions>) => void;
}

/** Additional Settings (spec 001 §2, §3, §6): the five restrictions, in plain words. */
export function RestrictionsSection({ settings, onChange }: RestrictionsSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('tasksSettings.restrictions.title')}
      help={t('tasksSettings.restrictions.help')}
    >
      {LEVEL_SETTINGS.map(({ setting, labelKey }) => (
        <TextField
          key={setting}
          select
          sx={WRAP}
          label={t(labelKey)}
          value={settings[setting] ?? NONE}
          onChange={(event) =>
            onChange({ [setting]: event.target.value === NONE ? null : (event.target.value as Level) })
          }
        >
          {LEVELS.map(({ value, labelKey: optionKey }) => (
            <MenuItem key={value} value={value}>
              {t(optionKey)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        select
        sx={WRAP}
        label={t('tasksSettings.restrictions.status')}
        value={settings.restrictStatusChangePermissions ?? NONE}
        onChange={(event) =>
          onChange({
            restrictStatusChangePermissions:
              event.target.value === 'workOrderStaff' ? 'workOrderStaff' : null,
          })
        }
      >
        <MenuItem value={NONE}>{t('tasksSettings.restrictions.statusAnyone')}</MenuItem>
        <MenuItem value="workOrderStaff">{t('tasksSettings.restrictions.statusStaff')}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={settings.restrictWorkOrderStaffViewPermissions}
            onChange={(_event, on) => onChange({ restrictWorkOrderStaffViewPermissions: on })}
          />
        }
        label={t('tasksSettings.restrictions.staffView')}
      />
    </SettingsSection>
  );
}
