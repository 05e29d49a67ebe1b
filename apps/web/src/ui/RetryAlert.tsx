import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ErrorReference } from './ErrorReference';

interface RetryAlertProps {
  /** What failed to load. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** Why it failed: a server error (5xx) adds "Reference: …" for the user to quote. */
  cause?: unknown;
}

/** A load that failed, with a button to try it again. */
export function RetryAlert({ children, retryLabel, onRetry, cause }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
      <ErrorReference cause={cause} />
    </Alert>
  );
}
