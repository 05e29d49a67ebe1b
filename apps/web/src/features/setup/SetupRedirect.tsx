import { Navigate } from 'react-router';
import { usePublicSettings } from '../../app/publicSettings';

/** On a database without any user, the sign-in page leads to the first-run setup. */
export function SetupRedirect() {
  const { data } = usePublicSettings();
  return data?.needsSetup ? <Navigate to="/auth/setup" replace /> : null;
}
