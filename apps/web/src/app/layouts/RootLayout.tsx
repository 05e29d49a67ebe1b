import { Outlet, ScrollRestoration } from 'react-router';
import { PwaShell } from '../../offline/pwa/PwaShell';
import { MaintenanceGuard } from '../guards/MaintenanceGuard';

/** Above every layout: the maintenance watcher, the service worker and update banner, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <MaintenanceGuard />
      <PwaShell />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
