import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCachedUser, saveCachedUser } from '../../offline/cachedUser';
import { setManualOffline } from '../../offline/connectivity';
import { listImagePaths, storeImage } from '../../offline/imageStore';
import { enqueue, listMutations } from '../../offline/outbox';
import { resetOfflineStores } from '../../offline/testkit';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { installFakePush, removeFakePush } from '../notifications/pushTestKit';
import { ME_QUERY_KEY } from './me';
import { SignOutPage } from './SignOutPage';
import type { SignOutLocationState } from './useSignOut';

const me = buildMe();
const ENTRY = {
  id: 'entry000000000000001',
  schoolId: 'school1',
  observationCategoryId: 'security',
  observationItemId: 'door',
  observationType: 'concern' as const,
  quantity: 1,
  imagePaths: ['schools/school1/entries/picture.jpg'],
};

beforeEach(async () => {
  await resetOfflineStores();
  localStorage.clear();
});
afterEach(() => {
  setManualOffline(false);
  removeFakePush();
});

/** Two changes queued offline by the user (an entry with its picture), one by someone else on the device. */
async function queueUnsyncedChanges() {
  await enqueue(me.user.id, 'entry.create', ENTRY);
  await enqueue(me.user.id, 'entry.update', { id: ENTRY.id, changes: { quantity: 2 } });
  await enqueue('user2', 'entry.delete', { id: ENTRY.id });
  await storeImage('schools/school1/entries/picture.jpg', new Blob(['x']), 'picture.jpg');
}

function renderSignOut(state: SignOutLocationState = { from: '/walks' }) {
  const { calls } = mockFetch({
    'POST /api/auth/sign-out': () => json(200, { success: true }),
    'DELETE /api/notifications/devices': () => new Response(null, { status: 204 }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  saveCachedUser(me);
  const view = renderRoutes({
    at: '/',
    queryClient,
    routes: [
      { path: '/', element: <h1>Start</h1> },
      { path: '/sign-out', element: <SignOutPage /> },
      { path: '/auth/signin', element: <h1>Sign in</h1> },
      { path: '/walks', element: <h1>Walks</h1> },
    ],
  });
  void view.router.navigate('/sign-out', { state });
  const signOutCalls = () => calls.filter((call) => call.path === '/api/auth/sign-out');
  return { ...view, calls, signOutCalls };
}

describe('signing out with unsynced changes (spec 000 §4 "Auth")', () => {
  it("warns 'Changes may not be saved' and Cancel keeps everything", async () => {
    await queueUnsyncedChanges();
    const { router, signOutCalls } = renderSignOut();
    const dialog = await screen.findByRole('dialog', { name: 'Changes may not be saved' });
    expect(dialog.textContent).toContain('You have 2 unsynced changes on this device');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Walks' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/walks');
    expect(signOutCalls()).toHaveLength(0);
    expect(await listMutations(me.user.id)).toHaveLength(2);
    expect(await listImagePaths()).toHaveLength(1);
    expect(getCachedUser()).not.toBeNull();
  });

  it("purges the user's unsynced changes only after the user confirms", async () => {
    await queueUnsyncedChanges();
    const { router, signOutCalls } = renderSignOut();
    await screen.findByRole('dialog', { name: 'Changes may not be saved' });
    expect(await listMutations(me.user.id)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(signOutCalls()).toHaveLength(1);
    expect(await listMutations(me.user.id)).toHaveLength(0);
    expect(await listMutations('user2')).toHaveLength(1);
    expect(await listImagePaths()).toHaveLength(0);
    expect(getCachedUser()).toBeNull();
  });

  it('signs out at once without unsynced changes, forgetting the cached user', async () => {
    const { signOutCalls } = renderSignOut();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOutCalls()).toHaveLength(1);
    expect(getCachedUser()).toBeNull();
  });

  it('keeps the unsynced changes of an automatic sign-out, where nobody could be warned', async () => {
    await queueUnsyncedChanges();
    renderSignOut({ reason: 'inactivity' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Changes may not be saved' })).toBeNull();
    expect(await listMutations(me.user.id)).toHaveLength(2);
    await waitFor(() => expect(getCachedUser()).toBeNull());
  });
});

describe("signing out removes this device's push subscription (issue 22 point 4)", () => {
  const ENDPOINT = 'https://push.example.test/send/this-device';

  it('asks the server to forget the device before the session ends, and the browser lets go', async () => {
    const push = installFakePush({ permission: 'granted' });
    const subscription = push.manager.holdSubscription(ENDPOINT);
    const { calls } = renderSignOut();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/notifications/devices',
      'POST /api/auth/sign-out',
    ]);
    expect(calls[0]?.body).toEqual({ endpoint: ENDPOINT });
    expect(subscription.isActive).toBe(false);
    expect(await push.manager.getSubscription()).toBeNull();
  });

  it('offline it signs out without the server, and the browser still lets go', async () => {
    const push = installFakePush({ permission: 'granted' });
    const subscription = push.manager.holdSubscription(ENDPOINT);
    setManualOffline(true);
    const { calls } = renderSignOut();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/notifications/devices')).toBe(false);
    expect(subscription.isActive).toBe(false);
  });

  it('signs out as before on a device without a subscription', async () => {
    installFakePush({ permission: 'granted' });
    const { calls } = renderSignOut();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/sign-out']);
  });
});
