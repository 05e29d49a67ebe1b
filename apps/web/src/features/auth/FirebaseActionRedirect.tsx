import { Navigate, useSearchParams } from 'react-router';
import { firebaseActionTarget } from './firebaseAction';

/** /firebase/action: forwards old-style action links to their pages. */
export function FirebaseActionRedirect() {
  const [searchParams] = useSearchParams();
  return <Navigate to={firebaseActionTarget(searchParams)} replace />;
}
