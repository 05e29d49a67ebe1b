import { lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PwaShell } from '../../offline/pwa/PwaShell';
import { AfterFirstScreen } from '../../ui/AfterFirstScreen';

// The maintenance watch reads the settings and the user (and their schemas) every 60 s: it starts
// after the first screen, which it does not need.
const MaintenanceGuard = lazy(async () => ({
  default: (await import('../guards/MaintenanceGuard')).MaintenanceGuard,
}));

/** Above every layout: the maintenance watcher, the service worker and update banner, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <AfterFirstScreen>
        <MaintenanceGuard />
      </AfterFirstScreen>
      <PwaShell />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
