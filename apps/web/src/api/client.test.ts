import { ZPublicAppSettings } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshConnectivity, setManualOffline } from '../offline/connectivity';
import { getUpdateState, resetUpdateState } from '../offline/pwa/updateStore';
import { ApiError, apiFetch, INVALID_RESPONSE, NETWORK_ERROR, serverErrorReference, TIMEOUT } from './client';

const settings = {
  maintenanceMode: false,
  version: '0.1.0',
  productName: 'SchoolDog',
  supportEmail: null,
  supportPhone: null,
  needsSetup: false,
  ssoProviders: [],
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  refreshConnectivity();
  resetUpdateState();
});

describe('apiFetch', () => {
  it('returns the body parsed by the domain schema', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, settings));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/app-settings/public', { schema: ZPublicAppSettings })).resolves.toEqual(
      settings,
    );
  });

  it('sends JSON bodies with the method given', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, settings),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/x', { schema: ZPublicAppSettings, method: 'PATCH', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
  });

  it('throws the API error shape as an ApiError with status, code, message and fields', async () => {
    const body = {
      error: { code: 'INVALID', message: 'This field is required', fields: { firstName: 'Required' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, body)),
    );
    const error = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(error).toMatchObject({ status: 400, code: 'INVALID', message: 'This field is required' });
    expect(error.fields).toEqual({ firstName: 'Required' });
  });

  it('keeps the keys of the messages, for the web to translate them', async () => {
    const body = {
      error: {
        code: 'invalid',
        message: 'Some fields are not valid.',
        messageKey: 'fieldsInvalid',
        fields: { comment: 'Use at most 5000 characters.' },
        fieldKeys: { comment: { key: 'tooLong', params: { maximum: 5000 } } },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, body)),
    );
    const error = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(error).toMatchObject({
      messageKey: 'fieldsInvalid',
      fieldKeys: { comment: { key: 'tooLong', params: { maximum: 5000 } } },
    });
  });

  it("keeps the server's request id of a failed call, from the body or else the header", async () => {
    const body = { error: { code: 'internal', message: 'Something went wrong', requestId: 'AbCdEf123456' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, body)),
    );
    const fromBody = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(fromBody.requestId).toBe('AbCdEf123456');
    expect(serverErrorReference(fromBody)).toBe('AbCdEf123456');

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('bad gateway', { status: 502, headers: { 'x-request-id': 'proxy-id-0001' } }),
      ),
    );
    const fromHeader = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(serverErrorReference(fromHeader)).toBe('proxy-id-0001');
  });

  it('names no reference for a refusal (4xx): the user can act on its message', async () => {
    const body = { error: { code: 'forbidden', message: 'No', requestId: 'AbCdEf123456' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, body)),
    );
    expect(
      serverErrorReference(await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }))),
    ).toBeNull();
  });

  it('keeps the status of an error without the API shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a response that does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { maintenanceMode: 'yes' })),
    );
    const error = await caught(apiFetch('/api/app-settings/public', { schema: ZPublicAppSettings }));
    expect(error.code).toBe(INVALID_RESPONSE);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = caught(apiFetch('/api/me', { schema: ZPublicAppSettings, timeoutMs: 4000 }));
    await vi.advanceTimersByTimeAsync(4000);
    expect((await pending).code).toBe(TIMEOUT);
  });
});

describe('apiFetch and the offline shell', () => {
  it('makes no network call in Offline Mode and fails as a network error', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, settings));
    vi.stubGlobal('fetch', fetchMock);
    setManualOffline(true);
    const error = await caught(apiFetch('/api/app-settings/public', { schema: ZPublicAppSettings }));
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
    expect(fetchMock).not.toHaveBeenCalled();
    setManualOffline(false);
    await apiFetch('/api/app-settings/public', { schema: ZPublicAppSettings });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the server version from every answer, errors included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json', 'x-app-version': '99.0.0' },
          }),
      ),
    );
    await caught(apiFetch('/api/me', { schema: ZPublicAppSettings }));
    expect(getUpdateState()).toMatchObject({ serverVersion: '99.0.0', kind: 'major' });
  });
});
