import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LIMITS } from '@schooldog/domain';
import { FormTextField } from '../../ui/FormTextField';

interface CodeFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  autoFocus?: boolean;
}

/** A 6-digit code field: number keypad on phones, the texted code offered by the keyboard. */
export function CodeField<T extends FieldValues>({ name, control, label, autoFocus }: CodeFieldProps<T>) {
  return (
    <FormTextField
      name={name}
      control={control}
      label={label}
      required
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.mfaCodeLength, pattern: '[0-9]*' } }}
    />
  );
}
