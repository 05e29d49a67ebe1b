import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type ObservationOption,
  observationOptions,
  sortByLabelOtherLast,
  type TMeResponse,
  type TObservationSettings,
} from '@schooldog/domain';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { type EntryFormApi, type EntryFormControl, itemLabel } from './entryForm';

interface SchoolFieldProps {
  control: EntryFormControl;
  schools: TMeResponse['schools'];
}

/** "Floating entry has a school chooser": the schools where the user may log entries. */
export function SchoolField({ control, schools }: SchoolFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name="schoolId"
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          required
          label={t('entries.dialog.school')}
          error={fieldState.error !== undefined}
          helperText={
            fieldState.error?.message ? translateServerMessage(t, fieldState.error.message) : undefined
          }
        >
          {schools.map((school) => (
            <MenuItem key={school.id} value={school.id}>
              {school.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

interface ObservationFieldsProps {
  form: EntryFormApi;
  settings: TObservationSettings;
}

/**
 * Category and item (spec 000 §2 "Observation picker"): alphabetical with Other last; with no
 * category chosen the items read 'label (category)', and choosing one sets both.
 */
export function ObservationFields({ form, settings }: ObservationFieldsProps) {
  const { t } = useTranslation();
  const { control, setValue, getValues, trigger } = form;
  const categoryId = useWatch({ control, name: 'observationCategoryId' });
  const itemText = useWatch({ control, name: 'itemText' });
  const categories = useMemo(() => sortByLabelOtherLast(settings.categories), [settings]);
  // Stable options keep the picker's chosen value stable between renders.
  const options = useMemo(() => observationOptions(settings, categoryId || null), [settings, categoryId]);
  const errorText = (message: string | undefined) =>
    message ? translateServerMessage(t, message) : undefined;

  const handleCategoryChange = (nextCategoryId: string) => {
    setValue('observationCategoryId', nextCategoryId, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    const itemId = getValues('observationItemId');
    const item = settings.items.find((candidate) => candidate.id === itemId);
    if (item && !item.categories.includes(nextCategoryId)) {
      setValue('observationItemId', '', { shouldDirty: true });
      setValue('itemText', '');
    }
  };

  const handleItemChoice = (option: ObservationOption | null) => {
    setValue('observationItemId', option?.itemId ?? '', { shouldDirty: true });
    if (!option) return;
    setValue('observationCategoryId', option.categoryId, { shouldDirty: true });
    setValue('itemText', itemLabel(settings, option.itemId));
    // A chosen option is valid by definition: earlier messages on both fields go.
    form.clearErrors(['observationCategoryId', 'observationItemId']);
  };

  return (
    <>
      <Controller
        name="observationCategoryId"
        control={control}
        render={({ field: { ref, onChange: _onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            onChange={(event) => handleCategoryChange(event.target.value)}
            select
            required
            label={t('entries.dialog.category')}
            error={fieldState.error !== undefined}
            helperText={errorText(fieldState.error?.message)}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="observationItemId"
        control={control}
        render={({ field, fieldState }) => {
          const value =
            options.find((option) => option.itemId === field.value && option.categoryId === categoryId) ??
            options.find((option) => option.itemId === field.value && !categoryId) ??
            null;
          return (
            <Autocomplete
              options={options}
              value={value}
              inputValue={itemText}
              autoHighlight
              clearOnBlur={false}
              getOptionLabel={(option) => option.text}
              getOptionKey={(option) => `${option.categoryId}/${option.itemId}`}
              isOptionEqualToValue={(option, chosen) =>
                option.itemId === chosen.itemId && option.categoryId === chosen.categoryId
              }
              onChange={(_event, option) => handleItemChoice(option)}
              onInputChange={(_event, text, reason) => {
                setValue('itemText', text);
                // Typing over a chosen item un-chooses it: free text is not an option.
                if (reason === 'input' && value && text !== value.text) setValue('observationItemId', '');
              }}
              onBlur={() => {
                field.onBlur();
                if (!getValues('observationItemId') && getValues('itemText').trim())
                  void trigger('observationItemId');
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  required
                  label={t('entries.dialog.item')}
                  error={fieldState.error !== undefined}
                  helperText={errorText(fieldState.error?.message)}
                />
              )}
            />
          );
        }}
      />
    </>
  );
}
