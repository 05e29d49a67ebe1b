import type { i18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { UnexpectedErrorDialog } from '../features/errors/UnexpectedErrorDialog';
import { createQueryPersister } from '../offline/queryPersistence';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

export function App({ i18n }: { i18n: i18n }) {
  const [router] = useState(() => createBrowserRouter(routes));
  // The query cache lives on the device, so views marked "offline ok" render after a reload offline.
  const [persister] = useState(() => createQueryPersister());
  return (
    <AppProviders i18n={i18n} persister={persister}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <UnexpectedErrorDialog />
    </AppProviders>
  );
}
