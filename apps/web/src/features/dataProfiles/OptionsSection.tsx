import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type TDataProfile, type TDataProfileOption } from '@schooldog/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useToast } from '../../ui/toast';
import { profilePath } from './DataProfilesPage';
import { friendlyNameLabel } from './labels';
import { useChangeDataProfile } from './queries';
import { RenameOptionDialog } from './RenameOptionDialog';
import { StatusChip } from './StatusChip';
import '../../i18n/dataProfiles.texts';

const shortDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });

/** The profile's options, most used first, with their counts and most recent entry; managers add and remove. */
export function OptionsSection({ profile, mayManage }: { profile: TDataProfile; mayManage: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const change = useChangeDataProfile(profile.id);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<TDataProfileOption | null>(null);
  const [renaming, setRenaming] = useState<TDataProfileOption | null>(null);
  const statusOf = (option: TDataProfileOption) =>
    profile.useStatuses ? profile.statusOptions.find((status) => status.id === option.statusId) : undefined;
  const handleStatus = async (option: TDataProfileOption, statusId: string | null) => {
    try {
      await change.mutateAsync({ kind: 'setOptionStatus', optionId: option.id, statusId });
    } catch (error) {
      toast.error(t('dataProfiles.saveFailed'), { cause: error });
    }
  };
  const count = (option: TDataProfileOption) => profile.countsByOptionId[option.id] ?? 0;
  const options = [...profile.options].sort((a, b) => count(b) - count(a));

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ kind: 'addOption', name });
      setName('');
      setNameError(undefined);
    } catch (error) {
      const fields = error instanceof ApiError ? translateRefusalFields(t, error) : {};
      setNameError(fields.name ?? (error instanceof ApiError ? translateRefusal(t, error) : undefined));
    }
  };
  const handleRemove = async () => {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: 'removeOption', optionId: removing.id });
      setRemoving(null);
    } catch (error) {
      toast.error(t('dataProfiles.saveFailed'), { cause: error });
    }
  };

  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('dataProfiles.options.title', { name: friendlyNameLabel(t, profile.friendlyName) })}
      </Typography>
      {mayManage ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', my: 2 }}
          onSubmit={handleAdd}
        >
          <TextField
            size="small"
            label={t('dataProfiles.options.new')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== undefined}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: LIMITS.locationMax } }}
            sx={{ flex: 1, maxWidth: 360 }}
          />
          <Button type="submit" variant="contained" disabled={name.trim() === ''} loading={change.isPending}>
            {t('dataProfiles.options.add')}
          </Button>
        </Stack>
      ) : null}
      {options.length === 0 ? (
        <Typography color="text.secondary">{t('dataProfiles.options.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {options.map((option) => {
            const recent = profile.mostRecentEntryByOptionId[option.id];
            const status = statusOf(option);
            return (
              <ListItem
                key={option.id}
                divider
                sx={mayManage ? { pr: 12 } : undefined}
                secondaryAction={
                  mayManage ? (
                    <>
                      <IconButton
                        aria-label={t('dataProfiles.options.rename', { name: option.name })}
                        onClick={() => setRenaming(option)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={t('dataProfiles.options.remove', { name: option.name })}
                        onClick={() => setRemoving(option)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Link
                        component={RouterLink}
                        to={`${profilePath(profile)}/${encodeURIComponent(option.id)}`}
                        underline="hover"
                        sx={{ fontWeight: 500 }}
                      >
                        {option.name}
                      </Link>
                      {profile.useStatuses && mayManage ? (
                        <TextField
                          select
                          size="small"
                          variant="standard"
                          value={option.statusId ?? ''}
                          onChange={(event) => void handleStatus(option, event.target.value || null)}
                          slotProps={{
                            htmlInput: {
                              'aria-label': t('dataProfiles.options.status', { name: option.name }),
                            },
                            select: { displayEmpty: true },
                          }}
                          sx={{ width: 160, flex: 'none' }}
                        >
                          <MenuItem value="">{t('dataProfiles.options.noStatus')}</MenuItem>
                          {profile.statusOptions.map((status) => (
                            <MenuItem key={status.id} value={status.id}>
                              {status.name}
                            </MenuItem>
                          ))}
                        </TextField>
                      ) : status ? (
                        <StatusChip status={status} />
                      ) : null}
                    </Stack>
                  }
                  secondary={
                    <>
                      {t('dataProfiles.options.entries', { count: count(option) })}
                      {recent ? (
                        <>
                          {' · '}
                          <Link component={RouterLink} to={`/entries/${encodeURIComponent(recent.id)}`}>
                            {t('dataProfiles.options.mostRecent', {
                              date: shortDate(recent.timestamp, i18n.language),
                            })}
                          </Link>
                        </>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {renaming ? (
        <RenameOptionDialog profileId={profile.id} option={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={removing !== null}
        title={t('dataProfiles.options.removeTitle', { name: removing?.name ?? '' })}
        body={t('dataProfiles.options.removeBody')}
        confirmLabel={t('dataProfiles.options.removeConfirm')}
        isDeleting={change.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void handleRemove()}
      />
    </>
  );
}
