import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
}

/** A labelled switch bound to a boolean of react-hook-form. */
export function FormSwitch<T extends FieldValues>({ name, control, label }: FormSwitchProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              {...field}
              inputRef={ref}
              checked={Boolean(value)}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
}
