import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type PermissionMap,
  type PermissionName,
  type PermissionValue,
  permissionsFitCap,
} from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS, PERMISSION_LABEL_KEYS } from './permissionLabels';

/** A permission's three choices (spec 001 §2): none, every school, or the chosen schools. */
export type PermissionScope = 'none' | 'always' | 'schools';

export function scopeOf(value: PermissionValue | undefined): PermissionScope {
  if (!value?.hasPermission) return 'none';
  return value.always ? 'always' : 'schools';
}

/** The map with one permission set to a scope; 'none' leaves it out, as the role defaults do. */
export function withScope(
  map: PermissionMap,
  name: PermissionName,
  scope: PermissionScope,
  forSchools: string[] = map[name]?.forSchools ?? [],
): PermissionMap {
  const next = { ...map };
  if (scope === 'none') delete next[name];
  else
    next[name] = {
      hasPermission: true,
      always: scope === 'always',
      forSchools: scope === 'always' ? [] : forSchools,
    };
  return next;
}

interface School {
  id: string;
  name: string;
}

interface PermissionEditorProps {
  value: PermissionMap;
  onChange: (value: PermissionMap) => void;
  /** The schools a per-school grant may name. */
  schools: readonly School[];
  /** 'Set default permissions for Role'; left out when the role is not chosen yet. */
  onSetDefaults?: () => void;
  /** Why the editor is read-only (e.g. one's own permissions), shown above it; null when editable. */
  disabledReason: string | null;
  /** Only these permissions (the Work Order Staff dialog's); every one when left out. */
  names?: readonly PermissionName[];
}

/** The permission editor of the user dialog: one row a permission, grouped as in the spec. */
export function PermissionEditor({
  value,
  onChange,
  schools,
  onSetDefaults,
  disabledReason,
  names,
}: PermissionEditorProps) {
  const { t } = useTranslation();
  const isDisabled = disabledReason !== null;
  const fitsCap = permissionsFitCap(value);

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1 }}>
        <Typography variant="h6" component="span">
          {t('manageUsers.permissions.legend')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
        {t('manageUsers.permissions.help')}
      </Typography>
      {disabledReason ? <Alert severity="info">{disabledReason}</Alert> : null}
      {onSetDefaults ? (
        <Box>
          <Button variant="outlined" onClick={onSetDefaults} disabled={isDisabled}>
            {t('manageUsers.permissions.setDefaults')}
          </Button>
        </Box>
      ) : null}
      {fitsCap ? null : (
        <Alert severity="error" role="alert">
          {t('manageUsers.permissions.tooLarge')}
        </Alert>
      )}
      {groupsOf(names).map((group) => (
        <Box key={group.id} component="section" aria-label={t(group.labelKey)}>
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {t(group.labelKey)}
          </Typography>
          <Stack spacing={1.5}>
            {group.names.map((name) => (
              <PermissionRow
                key={name}
                name={name}
                value={value[name]}
                schools={schools}
                isDisabled={isDisabled}
                onChange={(scope, forSchools) => onChange(withScope(value, name, scope, forSchools))}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The spec's groups, with only the named permissions (and no group left empty). */
function groupsOf(names: readonly PermissionName[] | undefined) {
  if (!names) return PERMISSION_GROUPS;
  return PERMISSION_GROUPS.map((group) => ({
    ...group,
    names: group.names.filter((name) => names.includes(name)),
  })).filter((group) => group.names.length > 0);
}

interface PermissionRowProps {
  name: PermissionName;
  value: PermissionValue | undefined;
  schools: readonly School[];
  isDisabled: boolean;
  onChange: (scope: PermissionScope, forSchools?: string[]) => void;
}

/** Name, scope and (for chosen schools) the schools: one line on a desktop, stacked on a phone. */
function PermissionRow({ name, value, schools, isDisabled, onChange }: PermissionRowProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const nameId = useId();
  const label = t(PERMISSION_LABEL_KEYS[name]);
  const scope = scopeOf(value);
  const chosen = value?.forSchools ?? [];
  const chosenSchools = chosen.map(
    (id) => schools.find((school) => school.id === id) ?? { id, name: t('manageUsers.list.unknownSchool') },
  );
  const hasNoSchool = scope === 'schools' && chosen.length === 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Typography id={nameId} sx={{ pt: { sm: 1 } }}>
        {label}
      </Typography>
      {/* The permission's name, just before it, labels the select. */}
      <TextField
        select
        size="small"
        value={scope}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value as PermissionScope)}
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{ select: { SelectDisplayProps: { 'aria-labelledby': nameId } } }}
      >
        <MenuItem value="none">{t('manageUsers.permissions.none')}</MenuItem>
        <MenuItem value="always">{t('manageUsers.permissions.always')}</MenuItem>
        <MenuItem value="schools">{t('manageUsers.permissions.schools')}</MenuItem>
      </TextField>
      {scope === 'schools' ? (
        // Under the choice on a desktop too: school names need the room.
        <Box sx={{ gridColumn: { sm: '2 / -1' } }}>
          <Autocomplete
            multiple
            size="small"
            options={schools}
            value={chosenSchools}
            disabled={isDisabled}
            getOptionLabel={(school) => school.name}
            isOptionEqualToValue={(option, chosenOption) => option.id === chosenOption.id}
            onChange={(_event, next) =>
              onChange(
                'schools',
                next.map((school) => school.id),
              )
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('manageUsers.permissions.schoolsFor', { permission: label })}
                error={hasNoSchool}
                slotProps={{
                  htmlInput: { ...params.inputProps, 'aria-describedby': hasNoSchool ? helpId : undefined },
                }}
              />
            )}
          />
          {hasNoSchool ? (
            <FormHelperText id={helpId} error>
              {t('manageUsers.permissions.chooseSchool')}
            </FormHelperText>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
