import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { anyPermissionOf, RUBRIC_LIMITS } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { observationSettingsQuery } from '../observation-settings/queries';
import type { RubricFormValues } from './rubricForm';
import '../../i18n/rubrics.texts';

// Who may read the observation settings (the server's rule): their tags are offered as suggestions.
const READS_OBSERVATION_SETTINGS = anyPermissionOf(
  'log entries',
  'view data insights',
  'propose tasks',
  'manage tasks',
);

/** The district's entry tags (categories' and items'), sorted, for suggestions. */
function useEntryTags(): string[] {
  const me = useCurrentUser();
  const settings = useQuery({
    ...observationSettingsQuery,
    enabled: userCan(me, READS_OBSERVATION_SETTINGS),
  });
  return useMemo(() => {
    const all = [...(settings.data?.categories ?? []), ...(settings.data?.items ?? [])].flatMap(
      (x) => x.tags,
    );
    return [...new Set(all)].sort((a, b) => a.localeCompare(b));
  }, [settings.data]);
}

interface TagsFieldProps {
  name: FieldPath<RubricFormValues>;
  control: Control<RubricFormValues>;
}

/** A question's tags as chips: typed (Enter adds one) or chosen from the district's entry tags. */
export function TagsField({ name, control }: TagsFieldProps) {
  const { t } = useTranslation();
  const suggestions = useEntryTags();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const tags = (field.value as string[] | undefined) ?? [];
        return (
          <Autocomplete
            multiple
            freeSolo
            options={suggestions}
            value={tags}
            onChange={(_event, next) => {
              const cleaned = next.map((tag) => tag.trim().slice(0, RUBRIC_LIMITS.tagMax)).filter(Boolean);
              field.onChange([...new Set(cleaned)]);
            }}
            onBlur={field.onBlur}
            renderValue={(values, getItemProps) =>
              values.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('rubrics.editor.tags')}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message
                    ? t(fieldState.error.message as TranslationKey)
                    : t('rubrics.editor.tagsHelp')
                }
              />
            )}
          />
        );
      }}
    />
  );
}
