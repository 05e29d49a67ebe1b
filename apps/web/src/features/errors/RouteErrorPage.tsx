import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayout } from '../../app/layouts/ErrorLayout';
import { NotFoundPage } from './NotFoundPage';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';
import { handleUnexpectedError } from './unexpectedError';

/**
 * The router's errorElement: a 404 response reads as not found; anything else (a render error, a
 * page whose code failed to load after a deploy) shows the error page, is reported, and opens the
 * Reload dialog.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (isNotFound) return;
    console.error(error);
    handleUnexpectedError(error, 'render');
  }, [error, isNotFound]);

  return <ErrorLayout>{isNotFound ? <NotFoundPage /> : <UnexpectedErrorPage cause={error} />}</ErrorLayout>;
}
