import GlobalStyles from '@mui/material/GlobalStyles';
import { TIMINGS } from '@schooldog/domain';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from './toastQueue';

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

function Attach() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () => attachToastHost({ show: enqueueSnackbar, close: closeSnackbar }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/** Where toasts show (notistack), loaded apart from the app's first script (toastQueue.ts). */
export function ToastHost() {
  return (
    <>
      <GlobalStyles styles={toastsAboveFloatingButtons} />
      <GlobalStyles styles={readableToasts} />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TIMINGS.toastMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Attach />
      </SnackbarProvider>
    </>
  );
}
