import { Outlet, ScrollRestoration } from 'react-router';
import { MaintenanceGuard } from '../guards/MaintenanceGuard';

/** Above every layout: the maintenance watcher and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <MaintenanceGuard />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
