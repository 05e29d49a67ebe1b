import { Navigate } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { SchoolDogAdminPage } from './SchoolDogAdminPage';

/** Staff-only pages send anyone else to the dashboard (the server refuses them too). */
export function StaffOnlySchoolDogAdminPage() {
  const me = useCurrentUser();
  if (!me.user.isSchoolDogStaff) return <Navigate to="/dashboard" replace />;
  return <SchoolDogAdminPage />;
}
