import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { TIMINGS } from '@schooldog/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { i18n } from 'i18next';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryPersistOptions } from '../offline/queryPersistence';
import { createQueryClient } from './queryClient';
import { createAppTheme } from './theme';

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

/**
 * On a phone the toasts span the width at the bottom, where the floating buttons are (action menu,
 * a walk's entries): they sit above them instead of covering them.
 */
const toastsAboveFloatingButtons = {
  '@media (max-width: 599.95px)': {
    '.notistack-SnackbarContainer.notistack-SnackbarContainer': { bottom: 88 },
  },
};

/** notistack's own toast colours fall under 4.5:1 behind white text (axe): the theme's darker ones. */
const readableToasts = {
  '.notistack-MuiContent-success.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '.notistack-MuiContent-error.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '.notistack-MuiContent-warning.notistack-MuiContent-warning': { backgroundColor: '#b45309' },
  '.notistack-MuiContent-info.notistack-MuiContent-info': { backgroundColor: '#0277bd' },
};

/** Everything a screen needs around it; tests use the same providers with their own query client. */
export function AppProviders({ i18n, queryClient, persister, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [theme] = useState(createAppTheme);
  const [persistOptions] = useState(() => (persister ? queryPersistOptions(persister) : null));
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={toastsAboveFloatingButtons} />
      <GlobalStyles styles={readableToasts} />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TIMINGS.toastMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {children}
      </SnackbarProvider>
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
