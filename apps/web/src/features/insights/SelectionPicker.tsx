import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type InsightSelection, observationOptions, sortByLabelOtherLast } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservationSettings } from '../observation-settings/queries';
import { schoolDataProfilesQuery } from '../dataProfiles/queries';
import type { ExplorerState } from './explorerState';
import { useInsightChoices } from './queries';
import '../../i18n/insights.texts';

interface SelectionPickerProps {
  state: ExplorerState;
  schools: readonly { id: string; name: string }[];
  onChange: (change: InsightSelection) => void;
}

/** The pickers of the view mode's selection: category/item, location, user or tag. */
export function SelectionPicker({ state, schools, onChange }: SelectionPickerProps) {
  switch (state.viewMode) {
    case 'all':
      return null;
    case 'category':
    case 'item':
      return <CategoryItemPicker state={state} onChange={onChange} />;
    case 'location':
      return <LocationPicker state={state} schools={schools} onChange={onChange} />;
    case 'user':
    case 'tag':
      return <ChoicePicker state={state} onChange={onChange} />;
  }
}

function CategoryItemPicker({ state, onChange }: Omit<SelectionPickerProps, 'schools'>) {
  const { t } = useTranslation();
  const settings = useObservationSettings().data;
  const categories = useMemo(() => (settings ? sortByLabelOtherLast(settings.categories) : []), [settings]);
  const { categoryId, itemId } = state.selection;
  const items = useMemo(
    () => (settings ? observationOptions(settings, categoryId ?? null) : []),
    [settings, categoryId],
  );
  const item = items.find((option) => option.itemId === itemId && option.categoryId === categoryId) ?? null;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('insights.pickers.category')}
        value={categories.some((category) => category.id === categoryId) ? categoryId : ''}
        onChange={(event) => onChange({ categoryId: event.target.value || undefined, itemId: undefined })}
        fullWidth
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
      {state.viewMode === 'item' ? (
        <Autocomplete
          size="small"
          options={items}
          value={item}
          getOptionLabel={(option) => option.text}
          getOptionKey={(option) => `${option.categoryId}/${option.itemId}`}
          isOptionEqualToValue={(option, chosen) =>
            option.itemId === chosen.itemId && option.categoryId === chosen.categoryId
          }
          onChange={(_event, option) =>
            onChange(
              option ? { categoryId: option.categoryId, itemId: option.itemId } : { itemId: undefined },
            )
          }
          renderInput={(params) => <TextField {...params} label={t('insights.pickers.item')} />}
          fullWidth
        />
      ) : null}
    </>
  );
}

function LocationPicker({ state, schools, onChange }: SelectionPickerProps) {
  const { t } = useTranslation();
  const { locationSchoolId, locationProfileId, locationOptionId } = state.selection;
  const schoolId = locationSchoolId ?? (schools.length === 1 ? schools[0]?.id : undefined);
  const profiles = useQuery({ ...schoolDataProfilesQuery(schoolId ?? ''), enabled: Boolean(schoolId) });
  const options = (profiles.data?.profiles ?? []).flatMap((profile) =>
    profile.options.map((option) => ({ profileId: profile.id, optionId: option.id, name: option.name })),
  );
  const chosen =
    options.find(
      (option) => option.profileId === locationProfileId && option.optionId === locationOptionId,
    ) ?? null;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('insights.pickers.locationSchool')}
        value={schoolId ?? ''}
        onChange={(event) =>
          onChange({
            locationSchoolId: event.target.value || undefined,
            locationProfileId: undefined,
            locationOptionId: undefined,
          })
        }
        fullWidth
      >
        {schools.map((school) => (
          <MenuItem key={school.id} value={school.id}>
            {school.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        disabled={!schoolId}
        options={options}
        value={chosen}
        loading={profiles.isPending && Boolean(schoolId)}
        noOptionsText={t('insights.pickers.noLocations')}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => `${option.profileId}/${option.optionId}`}
        isOptionEqualToValue={(option, value) =>
          option.profileId === value.profileId && option.optionId === value.optionId
        }
        onChange={(_event, option) =>
          onChange({
            locationSchoolId: schoolId,
            locationProfileId: option?.profileId,
            locationOptionId: option?.optionId,
          })
        }
        renderInput={(params) => <TextField {...params} label={t('insights.pickers.location')} />}
        fullWidth
      />
    </>
  );
}

function ChoicePicker({ state, onChange }: Omit<SelectionPickerProps, 'schools'>) {
  const { t } = useTranslation();
  const choices = useInsightChoices();
  if (state.viewMode === 'user') {
    const users = choices.data?.users ?? [];
    const chosen = users.find((user) => user.id === state.selection.userId) ?? null;
    return (
      <Autocomplete
        size="small"
        options={users}
        value={chosen}
        loading={choices.isPending}
        getOptionLabel={(user) => user.name}
        getOptionKey={(user) => user.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, user) => onChange({ userId: user?.id })}
        renderInput={(params) => <TextField {...params} label={t('insights.pickers.user')} />}
        fullWidth
      />
    );
  }
  return (
    <Autocomplete
      size="small"
      options={choices.data?.tags ?? []}
      value={state.selection.tag ?? null}
      loading={choices.isPending}
      onChange={(_event, tag) => onChange({ tag: tag ?? undefined })}
      renderInput={(params) => <TextField {...params} label={t('insights.pickers.tag')} />}
      fullWidth
    />
  );
}
