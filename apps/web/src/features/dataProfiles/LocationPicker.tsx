import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@schooldog/domain';
import { type Ref, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { friendlyNameLabel } from './labels';
import { isNewLocation, locationFromText, type LocationValue } from './locationChoice';
import { useSchoolLocationProfile } from './queries';
import '../../i18n/dataProfiles.texts';

export interface LocationPickerProps {
  schoolId: string | null;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** The field's label without a profile (the profile's friendly name replaces it, e.g. "Room No."). */
  label: string;
  /** Names offered when the school has no profile (the locations its entries used). */
  suggestions?: readonly string[];
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * The location field of the entry and work order dialogs (spec 000 §3 "Data profile"): an
 * autocomplete over the school's profile options, labelled by its friendly name; a typed name that
 * is not an option stays free text and is held in review by the server when the record is saved.
 * It reads the profile from the device's cache offline (warm.ts).
 */
export function LocationPicker({
  schoolId,
  value,
  onChange,
  label,
  suggestions = [],
  required,
  error,
  helperText,
  inputRef,
  onBlur,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const query = useSchoolLocationProfile(schoolId);
  const profile = query.data ?? null;
  const isLoaded = query.data !== undefined;

  // Another school's profile (the school changed): the option no longer applies, the text stays.
  useEffect(() => {
    if (isLoaded && value.locationDataProfileId !== null && value.locationDataProfileId !== profile?.id)
      onChange(locationFromText(profile, value.location));
  }, [isLoaded, profile, value, onChange]);

  const isNew = isNewLocation(profile, value.location);
  const Icon = profile?.icon === 'meeting_room' ? MeetingRoomOutlinedIcon : PlaceOutlinedIcon;
  return (
    <Autocomplete
      freeSolo
      options={profile ? profile.options.map((option) => option.name) : suggestions}
      inputValue={value.location}
      onInputChange={(_event, text) => onChange(locationFromText(profile, text))}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          onBlur={onBlur}
          label={profile ? friendlyNameLabel(t, profile.friendlyName) : label}
          required={required}
          error={error}
          helperText={error || !isNew ? helperText : t('dataProfiles.picker.newLocation')}
          slotProps={{
            htmlInput: { ...params.inputProps, maxLength: LIMITS.locationMax },
            input: profile
              ? {
                  ...params.InputProps,
                  startAdornment: (
                    <InputAdornment position="start">
                      <Icon fontSize="small" />
                    </InputAdornment>
                  ),
                }
              : params.InputProps,
          }}
        />
      )}
    />
  );
}
