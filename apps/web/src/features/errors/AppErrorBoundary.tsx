import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorLayout } from '../../app/layouts/ErrorLayout';
import { handleUnexpectedError } from './unexpectedError';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';

interface State {
  hasFailed: boolean;
}

/**
 * Catches render errors above the router's own error page (the router itself, its providers): the
 * error page instead of a blank screen, the error reported and the Reload dialog shown.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    handleUnexpectedError(error, 'render');
  }

  override render(): ReactNode {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <ErrorLayout>
        <UnexpectedErrorPage />
      </ErrorLayout>
    );
  }
}
