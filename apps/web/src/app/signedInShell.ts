/** The signed-in shell, loaded with the first signed-in screen (routes.tsx). */
export { RequireAuth } from './guards/RequireAuth';
export { DefaultLayout } from './layouts/DefaultLayout';
export { LandingRedirect } from '../features/dashboard/landing';
