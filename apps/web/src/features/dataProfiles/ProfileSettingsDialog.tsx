import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DATA_PROFILE_ICONS,
  DATA_PROFILE_STATUS_COLORS,
  LIMITS,
  newId,
  type TDataProfile,
  type TDataProfileSettingsRequest,
} from '@schooldog/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import type { TranslationKey } from '../../i18n';
import { translateRefusal } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { PROFILE_ICONS } from './profileIcons';
import { useChangeDataProfile } from './queries';
import '../../i18n/dataProfiles.texts';

type Settings = TDataProfileSettingsRequest;

const settingsOf = (profile: TDataProfile): Settings => ({
  friendlyName: profile.friendlyName,
  icon: (DATA_PROFILE_ICONS as readonly string[]).includes(profile.icon)
    ? (profile.icon as Settings['icon'])
    : 'place',
  useStatuses: profile.useStatuses,
  statusOptions: profile.statusOptions.map((status) => ({
    ...status,
    color: (DATA_PROFILE_STATUS_COLORS as readonly string[]).includes(status.color)
      ? (status.color as Settings['statusOptions'][number]['color'])
      : 'default',
  })),
});

/** A profile's friendly name, icon and statuses (manage data profiles). Mount it to open it. */
export function ProfileSettingsDialog({ profile, onClose }: { profile: TDataProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeDataProfile(profile.id);
  const formId = useId();
  const [initial] = useState(() => settingsOf(profile));
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }));
  const setStatus = (index: number, patch: Partial<Settings['statusOptions'][number]>) =>
    set({
      statusOptions: settings.statusOptions.map((status, at) =>
        at === index ? { ...status, ...patch } : status,
      ),
    });
  const isComplete =
    settings.friendlyName.trim() !== '' &&
    (!settings.useStatuses || settings.statusOptions.every((status) => status.name.trim() !== ''));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ kind: 'settings', settings });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? translateRefusal(t, caught) : t('dataProfiles.saveFailed'));
    }
  };

  return (
    <AppDialog
      isOpen
      title={t('dataProfiles.settings.title')}
      onClose={onClose}
      isDirty={JSON.stringify(settings) !== JSON.stringify(initial)}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            loading={change.isPending}
            disabled={!isComplete}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id={formId}
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          label={t('dataProfiles.settings.friendlyName')}
          value={settings.friendlyName}
          onChange={(event) => set({ friendlyName: event.target.value })}
          helperText={t('dataProfiles.settings.friendlyNameHelp')}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.dataProfileNameMax } }}
        />
        <TextField
          select
          label={t('dataProfiles.settings.icon')}
          value={settings.icon}
          onChange={(event) => set({ icon: event.target.value as Settings['icon'] })}
        >
          {DATA_PROFILE_ICONS.map((icon) => {
            const Icon = PROFILE_ICONS[icon];
            return (
              <MenuItem key={icon} value={icon}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Icon fontSize="small" />
                  <span>{t(`dataProfiles.icons.${icon}` as TranslationKey)}</span>
                </Stack>
              </MenuItem>
            );
          })}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={settings.useStatuses}
              onChange={(event) => set({ useStatuses: event.target.checked })}
            />
          }
          label={t('dataProfiles.settings.useStatuses')}
        />
        {settings.useStatuses ? (
          <Stack spacing={1.5}>
            <Typography variant="subtitle2">{t('dataProfiles.settings.statuses')}</Typography>
            {settings.statusOptions.map((status, index) => (
              <Stack key={status.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  label={t('dataProfiles.settings.statusName')}
                  value={status.name}
                  onChange={(event) => setStatus(index, { name: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: LIMITS.dataProfileNameMax } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  select
                  size="small"
                  label={t('dataProfiles.settings.statusColor')}
                  value={status.color}
                  onChange={(event) =>
                    setStatus(index, {
                      color: event.target.value as Settings['statusOptions'][number]['color'],
                    })
                  }
                  sx={{ width: 120 }}
                >
                  {DATA_PROFILE_STATUS_COLORS.map((color) => (
                    <MenuItem key={color} value={color}>
                      {t(`dataProfiles.colors.${color}` as TranslationKey)}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton
                  aria-label={t('dataProfiles.settings.removeStatus', { name: status.name })}
                  onClick={() =>
                    set({ statusOptions: settings.statusOptions.filter((_, at) => at !== index) })
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              disabled={settings.statusOptions.length >= LIMITS.dataProfileStatusesMax}
              onClick={() =>
                set({
                  statusOptions: [...settings.statusOptions, { id: newId(), name: '', color: 'default' }],
                })
              }
            >
              {t('dataProfiles.settings.addStatus')}
            </Button>
          </Stack>
        ) : null}
        {error ? <Typography color="error">{error}</Typography> : null}
      </Stack>
    </AppDialog>
  );
}
