import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { SETUP_SCHOOLS_MAX } from '@schooldog/domain';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/FormTextField';
import type { TSetupForm } from './schema';

/** The district's first schools: one name field each, at least one; more can be added later. */
export function SchoolNameFields({ control }: { control: Control<TSetupForm> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'schools' });
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            name={`schools.${index}.name`}
            control={control}
            label={t('setup.fields.schoolName', { number: index + 1 })}
            required
            fullWidth
          />
          {fields.length > 1 ? (
            <IconButton
              aria-label={t('setup.removeSchool', { number: index + 1 })}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          ) : null}
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ name: '' }, { shouldFocus: true })}
        disabled={fields.length >= SETUP_SCHOOLS_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('setup.addSchool')}
      </Button>
    </Stack>
  );
}
