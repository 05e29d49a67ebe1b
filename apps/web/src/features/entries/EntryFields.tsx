import Stack from '@mui/material/Stack';
import type { TMeResponse, TObservationSettings } from '@schooldog/domain';
import { lazy, memo, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { useClearRecipientsOnSchoolChange } from '../safetyAlerts/clearRecipients';
import { EntryDetailsFields } from './EntryDetailsFields';
import type { EntryFormApi } from './entryForm';
import { ObservationFields, SchoolField } from './ObservationFields';
import { PicturesField } from './PicturesField';
import { useSchoolLocations } from './queries';
import { TagsField } from './TagsField';
import type { PictureItem } from './usePictures';

// Loaded only where the user may send an alert: most who log entries never see it.
const SafetyAlertFields = lazy(async () => ({
  default: (await import('../safetyAlerts/SafetyAlertFields')).SafetyAlertFields,
}));

interface EntryFieldsProps {
  form: EntryFormApi;
  settings: TObservationSettings;
  /** The schools to choose from, when the dialog asks for one (a floating entry). */
  schools: TMeResponse['schools'] | null;
  pictures: readonly PictureItem[];
  onAddPictures: (files: File[]) => void;
  onRemovePicture: (key: string) => void;
  hasCameraButton: boolean;
  /** A new entry offers the alert at the schools where the user may send one; null never (an edit). */
  offersSafetyAlert: ((schoolId: string) => boolean) | null;
  /** The new entry is logged in a walk (its alert waits for the walk's completion). */
  isInWalk: boolean;
}

/**
 * The log / edit entry dialog's fields. Memoised: saving makes the form inert around them
 * (EntryDialog) instead of rendering each one again disabled, which at 4x slower CPU cost some
 * 200 ms before the new entry's card could show (docs/performance.md).
 */
export const EntryFields = memo(function EntryFields({
  form,
  settings,
  schools,
  pictures,
  onAddPictures,
  onRemovePicture,
  hasCameraButton,
  offersSafetyAlert,
  isInWalk,
}: EntryFieldsProps) {
  const [schoolId, categoryId, itemId, manualTags] = useWatch({
    control: form.control,
    name: ['schoolId', 'observationCategoryId', 'observationItemId', 'manualTags'],
  });
  const locations = useSchoolLocations(schoolId || null);
  useClearRecipientsOnSchoolChange(form, schoolId);
  const autoTags = [
    ...(settings.categories.find((category) => category.id === categoryId)?.tags ?? []),
    ...(settings.items.find((item) => item.id === itemId)?.tags ?? []),
  ];
  return (
    <Stack spacing={2.5} sx={{ pt: 0.5 }}>
      {schools ? <SchoolField control={form.control} schools={schools} /> : null}
      <ObservationFields form={form} settings={settings} />
      <EntryDetailsFields control={form.control} schoolId={schoolId} locations={locations.data ?? []} />
      <PicturesField
        items={pictures}
        onAdd={onAddPictures}
        onRemove={onRemovePicture}
        hasCameraButton={hasCameraButton}
      />
      <TagsField
        autoTags={autoTags}
        manualTags={manualTags}
        onChange={(tags) => form.setValue('manualTags', tags, { shouldDirty: true })}
      />
      {schoolId && offersSafetyAlert?.(schoolId) ? (
        <Suspense fallback={null}>
          <SafetyAlertFields form={form} schoolId={schoolId} isInWalk={isInWalk} />
        </Suspense>
      ) : null}
    </Stack>
  );
});
