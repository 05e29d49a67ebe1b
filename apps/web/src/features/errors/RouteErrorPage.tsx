import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayout } from '../../app/layouts/ErrorLayout';
import { NotFoundPage } from './NotFoundPage';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';

/** The router's errorElement: a 404 response reads as not found, anything else as an unexpected error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // Kept in the console so a crash can be reported; error reporting plugs in here later.
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  return <ErrorLayout>{isNotFound ? <NotFoundPage /> : <UnexpectedErrorPage />}</ErrorLayout>;
}
