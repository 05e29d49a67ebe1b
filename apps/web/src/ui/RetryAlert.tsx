import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  /** What failed to load. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed, with a button to try it again. */
export function RetryAlert({ children, retryLabel, onRetry }: RetryAlertProps) {
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
    </Alert>
  );
}
