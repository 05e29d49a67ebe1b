import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryPersistOptions } from '../offline/queryPersistence';
import { createQueryClient } from './queryClient';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { useHasWaitingToast } from '../ui/toastQueue';
import { createAppTheme } from './theme';

const ToastHost = lazy(async () => ({ default: (await import('../ui/toastHost')).ToastHost }));

interface AppProvidersProps {
  i18n: i18n;
  queryClient?: QueryClient;
  /**
   * Persists the query cache on the device (the app passes one; tests usually do not). Queries wait
   * for the restore before they run.
   */
  persister?: Persister;
  children: ReactNode;
}

/** Everything a screen needs around it; tests use the same providers with their own query client. */
export function AppProviders({ i18n, queryClient, persister, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [theme] = useState(createAppTheme);
  const [persistOptions] = useState(() => (persister ? queryPersistOptions(persister) : null));
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Toasts />
    </ThemeProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {persistOptions ? (
        <PersistQueryClientProvider
          client={client}
          persistOptions={persistOptions}
          // What the device kept is shown at once but is not fresh: every screen asks the server
          // again (offline the refetch waits and the kept answer stays).
          onSuccess={() => void client.invalidateQueries()}
        >
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={client}>{content}</QueryClientProvider>
      )}
    </I18nextProvider>
  );
}

/** The toast host mounts after the first screen, or at once for a toast that comes earlier. */
function Toasts() {
  const hasWaitingToast = useHasWaitingToast();
  return (
    <AfterFirstScreen now={hasWaitingToast}>
      <ToastHost />
    </AfterFirstScreen>
  );
}
