import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMMUNICATION_PREFERENCE_KEYS,
  isDistrictLevelRole,
  type RoleName,
  type TUserAdminOptions,
  type UserAdminAbilities,
  USER_TITLE_SUGGESTIONS,
} from '@schooldog/domain';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { FormTextField } from '../../ui/FormTextField';
import { PREFERENCE_LABEL_KEYS } from './profile/CommunicationPreferencesFields';
import type { UserFormValues } from './userForm';
import { roleLabel } from '../people/roleLabel';

type FormControlProps = { control: Control<UserFormValues> };

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3">
      {children}
    </Typography>
  );
}

interface DetailsFieldsProps extends FormControlProps {
  isCreate: boolean;
  /** The title's suggestions: administration's, or the work order staff's (spec 001 §9). */
  titleSuggestions?: readonly string[];
}

/** Names, email (fixed after creation) and title (spec 001 §9 suggestions, any text allowed). */
export function UserDetailsFields({
  control,
  isCreate,
  titleSuggestions = USER_TITLE_SUGGESTIONS,
}: DetailsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <SectionTitle>{t('manageUsers.dialog.details')}</SectionTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="firstName"
          control={control}
          label={t('manageUsers.dialog.firstName')}
          required
          fullWidth
        />
        <FormTextField
          name="lastName"
          control={control}
          label={t('manageUsers.dialog.lastName')}
          required
          fullWidth
        />
      </Stack>
      {isCreate ? (
        <FormTextField
          name="email"
          control={control}
          type="email"
          label={t('manageUsers.dialog.email')}
          helperText={t('manageUsers.dialog.emailInvite')}
          required
        />
      ) : (
        <FormTextField
          name="email"
          control={control}
          label={t('manageUsers.dialog.email')}
          helperText={t('manageUsers.dialog.emailFixed')}
          slotProps={{ input: { readOnly: true } }}
        />
      )}
      <Controller
        name="title"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={titleSuggestions}
            value={field.value}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            onChange={(_event, value) => field.onChange(value ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('manageUsers.dialog.title')}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message
                    ? t(fieldState.error.message as TranslationKey)
                    : t('manageUsers.dialog.titleHelp')
                }
              />
            )}
          />
        )}
      />
    </Stack>
  );
}

interface AccessFieldsProps extends FormControlProps {
  options: TUserAdminOptions;
  abilities: UserAdminAbilities;
  /** Called when the administrator picks a role (not when the form is filled). */
  onRoleChange?: (role: RoleName) => void;
  /** The server makes this user district-level whatever the switch says (new work order staff). */
  isAlwaysDistrictLevel?: boolean;
}

/** Role, district-level flag, schools and primarily-task-user; one's own role and schools are fixed. */
export function UserAccessFields({
  control,
  options,
  abilities,
  onRoleChange,
  isAlwaysDistrictLevel = false,
}: AccessFieldsProps) {
  const { t } = useTranslation();
  const role = useWatch({ control, name: 'role' });
  const isDistrictRole = isAlwaysDistrictLevel || (role !== '' && isDistrictLevelRole(role));
  // A school-scoped manager may not make district-level users (the server refuses them).
  const roles = options.roles.filter(
    (option) => options.canManageDistrictUsers || !option.isDistrictLevel || option.key === role,
  );

  return (
    <Stack spacing={2}>
      <SectionTitle>{t('manageUsers.dialog.access')}</SectionTitle>
      <Controller
        name="role"
        control={control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            required
            label={t('manageUsers.dialog.role')}
            disabled={!abilities.canChangeRole}
            onChange={(event) => {
              onChange(event.target.value);
              onRoleChange?.(event.target.value as RoleName);
            }}
            error={fieldState.error !== undefined}
            helperText={
              fieldState.error?.message
                ? t(fieldState.error.message as TranslationKey)
                : abilities.canChangeRole
                  ? undefined
                  : t('messages.ownRoleFixed')
            }
          >
            {roles.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {roleLabel(t, { role: option.key, friendlyRole: option.name })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="isDistrictLevel"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormControlLabel
              label={t('manageUsers.dialog.isDistrictLevel')}
              disabled={
                !abilities.canChangeDistrictAndSchools || isDistrictRole || !options.canManageDistrictUsers
              }
              control={
                <Switch
                  name={field.name}
                  checked={field.value || isDistrictRole}
                  onChange={(_event, checked) => field.onChange(checked)}
                  inputRef={field.ref}
                />
              }
            />
            <FormHelperText sx={{ mt: 0 }}>
              {!abilities.canChangeDistrictAndSchools
                ? t('messages.ownSchoolsFixed')
                : isAlwaysDistrictLevel
                  ? t('manageUsers.dialog.districtForStaff')
                  : isDistrictRole
                    ? t('manageUsers.dialog.districtByRole')
                    : t('manageUsers.dialog.isDistrictLevelHelp')}
            </FormHelperText>
          </FormControl>
        )}
      />
      <Controller
        name="roleSchoolIds"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.schools}
            disabled={!abilities.canChangeDistrictAndSchools}
            value={field.value.map(
              (id) =>
                options.schools.find((school) => school.id === id) ?? {
                  id,
                  name: t('manageUsers.list.unknownSchool'),
                },
            )}
            getOptionLabel={(school) => school.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, schools) => field.onChange(schools.map((school) => school.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('manageUsers.dialog.schools')}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message
                    ? t(fieldState.error.message as TranslationKey)
                    : abilities.canChangeDistrictAndSchools
                      ? t('manageUsers.dialog.schoolsHelp')
                      : t('messages.ownSchoolsFixed')
                }
              />
            )}
          />
        )}
      />
      <Controller
        name="isPrimarilyTaskUser"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormControlLabel
              label={t('manageUsers.dialog.isPrimarilyTaskUser')}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  inputRef={field.ref}
                />
              }
            />
            <FormHelperText sx={{ mt: 0 }}>{t('manageUsers.dialog.isPrimarilyTaskUserHelp')}</FormHelperText>
          </FormControl>
        )}
      />
    </Stack>
  );
}

/** The user's notification choices (spec 001 §3), all on for a new user. */
export function UserPreferencesFields({ control }: FormControlProps) {
  const { t } = useTranslation();
  const legendId = useId();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', mb: 1 }}>
        <Typography variant="h6" component="span">
          {t('manageUsers.dialog.preferences')}
        </Typography>
      </FormLabel>
      <FormGroup>
        {COMMUNICATION_PREFERENCE_KEYS.map((key) => (
          <Controller
            key={key}
            name={`communicationPreferences.${key}`}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label={t(PREFERENCE_LABEL_KEYS[key])}
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
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
