import Alert from '@mui/material/Alert';
import { type FieldErrors, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import type { RubricFormValues } from './rubricForm';

/** A list's own message (at least one section, unique ids…), beside its items' errors. */
export function ListError({ errors, name }: { errors: FieldErrors<RubricFormValues>; name: string }) {
  const { t } = useTranslation();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ py: 0 }}>
      {t(message as TranslationKey)}
    </Alert>
  );
}
