import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { FakeEventSource } from '../../test/eventSource';
import { buildMe, buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { parseEntryChange } from './useLiveEntries';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('live entries', () => {
  it('opens one event stream per signed-in session, kept across pages and closed at the end', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    });
    const { router, unmount } = renderRoutes({ at: '/dashboard', routes });
    await screen.findByRole('heading', { name: 'Welcome, Jordan!' });
    await router.navigate('/users/edit');
    await screen.findByRole('heading', { name: 'Edit Profile' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/events']);
    expect(FakeEventSource.instances[0]?.isClosed).toBe(false);
    unmount();
    await waitFor(() => expect(FakeEventSource.instances[0]?.isClosed).toBe(true));
  });

  it('reads entry changes and ignores other records and malformed data', () => {
    expect(parseEntryChange('{"type":"entry","id":"abc","action":"updated"}')).toEqual({
      type: 'entry',
      id: 'abc',
      action: 'updated',
    });
    expect(parseEntryChange('{"type":"walk","id":"abc","action":"updated"}')).toBeNull();
    expect(parseEntryChange('{"type":"entry","id":"abc","action":"archived"}')).toBeNull();
    expect(parseEntryChange('nope')).toBeNull();
  });
});
