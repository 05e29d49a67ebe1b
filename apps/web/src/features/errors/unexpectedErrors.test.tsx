import type { TClientErrorReport } from '@schooldog/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { AppProviders } from '../../app/AppProviders';
import { initI18n, type Language } from '../../i18n';
import { applyUpdate } from '../../offline/pwa/serviceWorker';
import { mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderPage } from '../../test/render';
import { AppErrorBoundary } from './AppErrorBoundary';
import { resetClientErrorReports } from './reportClientError';
import { RouteErrorPage } from './RouteErrorPage';
import { UnexpectedErrorDialog } from './UnexpectedErrorDialog';
import { dismissUnexpectedError } from './unexpectedError';

vi.mock('../../offline/pwa/serviceWorker', () => ({ applyUpdate: vi.fn(async () => undefined) }));

let reports: TClientErrorReport[] = [];

beforeEach(() => {
  reports = [];
  mockFetch({
    'POST /api/client-errors': ({ body }) => {
      reports.push(body as TClientErrorReport);
      return new Response(null, { status: 204 });
    },
  });
  window.history.replaceState(null, '', '/entries/AbCdEfGhIjKlMnOpQrSt?reporter=teacher@school.org#top');
});

afterEach(() => {
  act(() => dismissUnexpectedError());
  resetClientErrorReports();
  vi.mocked(applyUpdate).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  initI18n({ language: 'en' });
});

function throwUncaught(error: unknown, filename?: string) {
  act(() => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error instanceof Error ? error.message : String(error),
        filename,
      }),
    );
  });
}

function rejectUnhandled(reason: unknown) {
  // jsdom has no PromiseRejectionEvent; the listener reads only `reason`.
  act(() => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  });
}

function Broken(): never {
  throw new Error('render failed for teacher@school.org');
}

/** The app's arrangement: the dialog sits beside the router, outside every error boundary. */
function renderApp(children: ReactNode, language: Language = 'en') {
  return render(
    <AppProviders i18n={initI18n({ language })} queryClient={createTestQueryClient()}>
      {children}
      <UnexpectedErrorDialog />
    </AppProviders>,
  );
}

describe('unexpected errors (spec 000 §2: Unexpected-reset Reload dialog)', () => {
  it('an uncaught error shows the Reload dialog and is reported with the path only, without personal data', async () => {
    renderPage(<UnexpectedErrorDialog />);
    throwUncaught(new TypeError('Cannot read name of undefined for teacher@school.org'));

    const dialog = await screen.findByRole('dialog', { name: 'An Error Ocurred' });
    expect(within(dialog).getByText(/Something unexpected happened\. Reload the page/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload page' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);

    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'error',
      message: 'TypeError: Cannot read name of undefined for [email]',
      path: '/entries/AbCdEfGhIjKlMnOpQrSt',
      appVersion: expect.any(String),
    });
    expect(JSON.stringify(reports[0])).not.toContain('teacher@');
  });

  it('after a server error, the dialog names the request id to quote ("Reference: …")', async () => {
    renderPage(<UnexpectedErrorDialog />);
    rejectUnhandled(new ApiError(500, 'internal', 'Something went wrong on our side.', {}, 'AbCdEf123456'));

    const dialog = await screen.findByRole('dialog', { name: 'An Error Ocurred' });
    expect(within(dialog).getByText('Reference: AbCdEf123456')).toBeTruthy();
    expect(reports[0]).toMatchObject({ kind: 'unhandledrejection', requestId: 'AbCdEf123456' });
  });

  it('a page whose code failed to load after a deploy asks for a reload to get the new version', async () => {
    renderPage(<UnexpectedErrorDialog />);
    rejectUnhandled(
      new TypeError('Failed to fetch dynamically imported module: https://sd.test/assets/Walk-x1.js'),
    );

    const dialog = await screen.findByRole('dialog', { name: 'An Error Ocurred' });
    expect(within(dialog).getByText(/most likely because a new version was just installed/)).toBeTruthy();
    expect(reports[0]).toMatchObject({ kind: 'chunk' });
  });

  it('closing the dialog leaves the user on the page', async () => {
    renderPage(<UnexpectedErrorDialog />);
    throwUncaught(new Error('boom'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 30_000 });
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('ignores noise: ResizeObserver warnings, aborted requests, network failures, an ended session, extensions', () => {
    renderPage(<UnexpectedErrorDialog />);
    throwUncaught('ResizeObserver loop completed with undelivered notifications.');
    throwUncaught('Script error.');
    rejectUnhandled(new DOMException('The user aborted a request.', 'AbortError'));
    rejectUnhandled(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.'));
    rejectUnhandled(new ApiError(401, 'unauthorized', 'Please sign in.'));
    const fromExtension = new Error('extension broke');
    fromExtension.stack = 'Error: extension broke\n    at chrome-extension://abcdef/content.js:1:1';
    rejectUnhandled(fromExtension);
    throwUncaught(new Error('injected'), 'moz-extension://1234/inject.js');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reports).toHaveLength(0);
  });

  it('reports the same error once, and at most 5 errors per page load', () => {
    renderPage(<UnexpectedErrorDialog />);
    for (let count = 0; count < 3; count += 1) throwUncaught(new Error('the same one'));
    expect(reports).toHaveLength(1);
    for (let count = 0; count < 10; count += 1) throwUncaught(new Error(`distinct ${count}`));
    expect(reports).toHaveLength(5);
  });

  it('reads in Spanish', async () => {
    renderApp(null, 'es');
    rejectUnhandled(new ApiError(503, 'internal', 'x', {}, 'AbCdEf123456'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Referencia: AbCdEf123456')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(within(dialog).getByText(/Ocurrió algo inesperado/)).toBeTruthy();
  });
});

describe('render errors', () => {
  beforeEach(() => {
    // React and the error page log the caught error; the test asserts what the user sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("a page that fails to render shows 'An Error Ocurred' under the Reload dialog, and is reported", async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    renderApp(<RouterProvider router={router} />);

    const dialog = await screen.findByRole('dialog', { name: 'An Error Ocurred' });
    expect(within(dialog).getByRole('button', { name: 'Reload page' })).toBeTruthy();
    // The error page stays under the dialog, for when it is closed.
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeTruthy();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'render', message: 'Error: render failed for [email]' }),
    ]);
  });

  it('a render error outside the router is caught by the root boundary', async () => {
    renderApp(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('dialog', { name: 'An Error Ocurred' })).toBeTruthy();
    // The error page stays under the dialog, for when it is closed.
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeTruthy();
    expect(reports).toEqual([expect.objectContaining({ kind: 'render' })]);
  });
});
