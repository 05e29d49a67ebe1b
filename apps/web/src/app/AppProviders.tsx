import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { TIMINGS } from '@schooldog/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from './queryClient';
import { createAppTheme } from './theme';

interface AppProvidersProps {
  i18n: i18n;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it; tests use the same providers with their own query client. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [theme] = useState(createAppTheme);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={TIMINGS.toastMs}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
