import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { serverErrorReference } from '../api/client';

/** "Reference: …" under a server error (5xx), the request id a user can quote to support. */
export function ErrorReference({ cause, requestId }: { cause?: unknown; requestId?: string | null }) {
  const { t } = useTranslation();
  const reference = requestId ?? serverErrorReference(cause);
  if (!reference) return null;
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace' }}>
      {t('errors.reference', { requestId: reference })}
    </Typography>
  );
}
