import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { LocationPicker, type LocationValue } from '../dataProfiles/public';
import type { EntryFormControl } from './entryForm';

interface EntryLocationFieldProps {
  control: EntryFormControl;
  schoolId: string;
  suggestions: readonly string[];
}

/** The entry's location: the school's data profile options, or a typed new one (dataProfiles' picker). */
export function EntryLocationField({ control, schoolId, suggestions }: EntryLocationFieldProps) {
  const { t } = useTranslation();
  const location = useController({ control, name: 'location' });
  const profileId = useController({ control, name: 'locationDataProfileId' });
  const optionId = useController({ control, name: 'locationDataProfileOptionId' });
  const { onChange: setLocation } = location.field;
  const { onChange: setProfileId } = profileId.field;
  const { onChange: setOptionId } = optionId.field;
  const onChange = useCallback(
    (next: LocationValue) => {
      setLocation(next.location);
      setProfileId(next.locationDataProfileId);
      setOptionId(next.locationDataProfileOptionId);
    },
    [setLocation, setProfileId, setOptionId],
  );
  const error = location.fieldState.error ?? profileId.fieldState.error ?? optionId.fieldState.error;
  return (
    <LocationPicker
      schoolId={schoolId || null}
      value={{
        location: location.field.value,
        locationDataProfileId: profileId.field.value,
        locationDataProfileOptionId: optionId.field.value,
      }}
      onChange={onChange}
      label={t('entries.dialog.location')}
      suggestions={suggestions}
      error={error !== undefined}
      helperText={error?.message ? translateServerMessage(t, error.message) : undefined}
      inputRef={location.field.ref}
      onBlur={location.field.onBlur}
    />
  );
}
