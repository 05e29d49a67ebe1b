import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listImagePaths, storeImage } from '../../offline/imageStore';
import { whenSyncSettled } from '../../offline/syncLoop';
import { answerPushes, keepBlobsInIndexedDb, resetOfflineStores } from '../../offline/testkit';
import { OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, type MeOverrides } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { AppProviders } from '../../app/AppProviders';
import { initI18n } from '../../i18n';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntryDialog } from './EntryDialog';
import { EntryPicture } from './EntryPicture';
import type * as PictureResize from './pictureResize';
import { observationSettingsQuery } from '../observation-settings/queries';

// jsdom cannot decode or draw pictures; the resizing itself is covered by pictureResize.test.ts.
vi.mock('./pictureResize', async (importOriginal) => ({
  ...(await importOriginal<typeof PictureResize>()),
  resizePicture: vi.fn(async () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' })),
}));

beforeEach(async () => {
  keepBlobsInIndexedDb();
  await resetOfflineStores();
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.useRealTimers();
  await whenSyncSettled();
  setManualOffline(false);
  vi.unstubAllGlobals();
});

function renderDialog(meOverrides: MeOverrides = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  const me = buildMe(meOverrides);
  return renderRoutes({
    at: '/',
    queryClient,
    routes: [
      {
        path: '/',
        element: (
          <CurrentUserProvider me={me}>
            <EntryDialog onClose={() => undefined} />
          </CurrentUserProvider>
        ),
      },
    ],
  });
}

const photo = (name: string, lastModified: number) =>
  new File([new Uint8Array(10)], name, { type: 'image/jpeg', lastModified });

describe('pictures in the log entry dialog', () => {
  it('accepts jpeg, jpg and gif, ignores a picture chosen twice, and uploads before the entry is pushed', async () => {
    const push = answerPushes();
    const { calls } = mockFetch({
      'GET /api/schools/school1/locations': () => json(200, { locations: [] }),
      'HEAD /api/files/observations/*': () => new Response(null, { status: 404 }),
      'PUT /api/files/observations/*': ({ url }) =>
        json(201, { path: url.pathname.replace('/api/files/', '') }),
      'POST /api/sync/push': push.handler,
    });
    renderDialog();
    const input = await screen.findByLabelText('Add Pictures');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/jpg,image/gif');
    fireEvent.change(input, { target: { files: [photo('a.jpg', 1), photo('b.gif', 2)] } });
    fireEvent.change(input, { target: { files: [photo('a.jpg', 1)] } });
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    expect(await within(pictures).findByRole('img', { name: 'Picture 2' })).toBeTruthy();
    expect(within(pictures).getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(2);

    fireEvent.change(screen.getByRole('combobox', { name: /^item/i }), { target: { value: 'broken' } });
    fireEvent.click(screen.getByRole('option', { name: 'Broken window (Facilities)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();

    const writes = calls.filter((call) => call.method !== 'GET' && call.method !== 'HEAD');
    expect(writes.map((call) => call.method)).toEqual(['PUT', 'PUT', 'POST']);
    const args = push.pushed[0]?.args as { id: string; imagePaths: string[] };
    const paths = writes.slice(0, 2).map((call) => call.path.replace('/api/files/', ''));
    for (const path of paths) expect(path).toMatch(new RegExp(`^observations/${args.id}/[A-Za-z0-9]{20}$`));
    expect([...args.imagePaths].sort()).toEqual([...paths].sort());
    // Uploaded: the device's copies are gone.
    expect(await listImagePaths()).toEqual([]);
  });

  it('removes a picture with its remove button', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': () => json(200, { locations: [] }) });
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Add Pictures'), {
      target: { files: [photo('a.jpg', 1)] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it('shows Take Picture only with a camera or the alwaysShowTakePicture setting', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': () => json(200, { locations: [] }) });
    const { unmount } = renderDialog();
    await screen.findByLabelText('Add Pictures');
    expect(screen.queryByLabelText('Take Picture')).toBeNull();
    unmount();
    renderDialog({ user: { alwaysShowTakePicture: true } });
    const camera = await screen.findByLabelText('Take Picture');
    expect(camera.getAttribute('capture')).toBe('environment');
  });
});

describe('showing a picture', () => {
  it('retries loading after 2 s, 4 s and 6 s, then says the picture is unavailable', () => {
    vi.useFakeTimers();
    render(
      <AppProviders i18n={initI18n({ language: 'en' })} queryClient={createTestQueryClient()}>
        <EntryPicture src="/api/files/observations/e/p" alt="Picture 1" />
      </AppProviders>,
    );
    const failOnce = (waitMs: number, retry: number) => {
      fireEvent.error(screen.getByRole('img', { name: 'Picture 1' }));
      act(() => vi.advanceTimersByTime(waitMs - 1));
      expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
        `/api/files/observations/e/p?retry=${retry}`,
      );
    };
    expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      '/api/files/observations/e/p',
    );
    failOnce(2_000, 1);
    failOnce(4_000, 2);
    failOnce(6_000, 3);
    fireEvent.error(screen.getByRole('img', { name: 'Picture 1' }));
    expect(screen.getByRole('img', { name: 'Picture 1: Picture unavailable' })).toBeTruthy();
    expect(screen.getByText('Picture unavailable')).toBeTruthy();
  });
});

describe('a picture not uploaded yet', () => {
  const renderPicture = (src: string) =>
    render(
      <AppProviders i18n={initI18n({ language: 'en' })} queryClient={createTestQueryClient()}>
        <EntryPicture src={src} alt="Picture 1" />
      </AppProviders>,
    );

  it("shows the device's copy while ImageUploadDB holds it, and frees it on unmount", async () => {
    await storeImage(
      'observations/entry1/pic1',
      new Blob([new Uint8Array(3)], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const { fetchMock } = mockFetch({});
    const view = renderPicture('/api/files/observations/entry1/pic1');
    await vi.waitFor(
      () => expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe('blob:preview-1'),
      { timeout: 30_000 },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('each picture fetched (404) before its upload: no request for a picture still only on the device', async () => {
    const path = 'observations/entry2/pic2';
    await storeImage(path, new Blob([new Uint8Array(3)], { type: 'image/jpeg' }), 'a.jpg');
    // Every address a picture element was ever given, even one replaced before the next check.
    const sources: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes)
          if (node instanceof Element)
            for (const img of [node, ...node.querySelectorAll('img')])
              if (img.tagName === 'IMG') sources.push(img.getAttribute('src') ?? '');
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src'],
    });
    renderPicture(`/api/files/${path}`);
    await vi.waitFor(
      () => expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toMatch(/^blob:/),
      { timeout: 30_000 },
    );
    observer.disconnect();
    expect(sources.filter((src) => src.startsWith('/api/files/'))).toEqual([]);
  });

  it("offline without a copy on the device says 'Pictures cannot be displayed while offline.'", () => {
    setManualOffline(true);
    renderPicture('/api/files/observations/entry1/elsewhere');
    expect(
      screen.getByRole('img', { name: 'Picture 1: Pictures cannot be displayed while offline.' }),
    ).toBeTruthy();
  });
});
