import Button from '@mui/material/Button';
import { TIMINGS } from '@schooldog/domain';
import type { SnackbarKey, VariantType } from 'notistack';
import type { ReactNode } from 'react';
import { serverErrorReference } from '../api/client';
import { ErrorReference } from './ErrorReference';
import { closeToast, enqueueToast } from './toastQueue';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ErrorToastOptions {
  action?: ToastAction;
  /** The failure behind the toast: a server error (5xx) adds "Reference: …" to quote to support. */
  cause?: unknown;
}

/** "Toasts 3 s default, 4.5 s with button, 10 s for errors" (spec 001 §9). */
export function toastDuration(variant: VariantType, hasAction: boolean): number {
  if (variant === 'error') return TIMINGS.toastErrorMs;
  return hasAction ? TIMINGS.toastWithButtonMs : TIMINGS.toastMs;
}

export interface Toast {
  success: (message: string, action?: ToastAction) => void;
  info: (message: string, action?: ToastAction) => void;
  error: (message: string, options?: ErrorToastOptions) => void;
}

const show = (variant: VariantType, message: ReactNode, action?: ToastAction) =>
  enqueueToast(message, {
    variant,
    autoHideDuration: toastDuration(variant, action !== undefined),
    action: action
      ? (key: SnackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              action.onClick();
              closeToast(key);
            }}
          >
            {action.label}
          </Button>
        )
      : undefined,
  });

const toast: Toast = {
  success: (message, action) => show('success', message, action),
  info: (message, action) => show('info', message, action),
  error: (message, options = {}) =>
    show(
      'error',
      serverErrorReference(options.cause) ? (
        <span>
          {message}
          <ErrorReference cause={options.cause} />
        </span>
      ) : (
        message
      ),
      options.action,
    ),
};

/** The one way to show a toast, so every toast gets the spec's durations. */
export function useToast(): Toast {
  return toast;
}
