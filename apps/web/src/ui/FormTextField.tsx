import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  name: FieldPath<T>;
  control: Control<T>;
  helperText?: string;
};

/** A text field bound to react-hook-form; validation messages are translation keys set by the form's schema. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ? t(fieldState.error.message as TranslationKey) : helperText}
        />
      )}
    />
  );
}
