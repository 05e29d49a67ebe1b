import { type TPushSubscriptionRequest, ZPushKey } from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch, isNetworkError, isTimeout } from '../../api/client';
import { isOffline } from '../../offline/connectivity';

/*
 * This device and web push (issue 22 point 4): it subscribes only on a click, the browser asks for
 * permission only while fewer than 2 prompts were shown on this device (spec 000 §7 "Push messaging
 * token: requested on click, only with fewer than 2 prior permission requests"), and signing out
 * removes its subscription. Loaded on demand: no first screen carries it.
 */

const ZNoContent = z.unknown();
const DEVICES_PATH = '/api/notifications/devices';

/** How many permission prompts this device has shown (the spec's limit is 2). */
const PROMPTS_KEY = 'schooldog.notificationPrompts';
const PROMPT_LIMIT = 2;
/** Whose subscription this browser holds: a subscription is the browser's, the person is the app's. */
const OWNER_KEY = 'schooldog.pushDevice';
/** The offer of push after a notification arrived in the app was declined on this device. */
const OFFER_DISMISSED_KEY = 'schooldog.pushOfferDismissed';

/** The service worker registers after the first screen; a click before that waits this long for it. */
const READY_TIMEOUT_MS = 15_000;
/** Signing out waits at most this long for the device to leave (offline it must not hang). */
const FORGET_TIMEOUT_MS = 4_000;
const FORGET_REQUEST_TIMEOUT_MS = 3_000;

export type DeviceState = 'unsupported' | 'blocked' | 'promptLimit' | 'off' | 'on';

export type SubscribeOutcome =
  | 'subscribed'
  /** Refused at the prompt, or blocked in the browser's settings. */
  | 'blocked'
  /** The prompt was closed without an answer. */
  | 'dismissed'
  | 'promptLimit'
  | 'unsupported'
  | 'offline'
  | 'failed';

export type UnsubscribeOutcome = 'unsubscribed' | 'offline' | 'failed';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the device simply remembers less.
  }
}

/** Web push needs a service worker, the Push API and notifications (iOS: only in the installed app). */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function promptsShown(): number {
  const count = Number(readStorage(PROMPTS_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Whether the browser may still be asked for permission on this device. */
function mayPrompt(): boolean {
  return promptsShown() < PROMPT_LIMIT;
}

interface Owner {
  userId: string;
  endpoint: string;
}

function readOwner(): Owner | null {
  try {
    const parsed: unknown = JSON.parse(readStorage(OWNER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, endpoint } = parsed as Partial<Owner>;
    return typeof userId === 'string' && typeof endpoint === 'string' ? { userId, endpoint } : null;
  } catch {
    return null;
  }
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4);
  const raw = atob(padded.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(raw, (character) => character.charCodeAt(0));
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's subscription when it is the signed-in person's (another person may have left one). */
async function ownSubscription(userId: string): Promise<PushSubscription | null> {
  const subscription = await browserSubscription();
  const owner = readOwner();
  return subscription && owner?.userId === userId && owner.endpoint === subscription.endpoint
    ? subscription
    : null;
}

/** What 'Notifications on this device' shows for the signed-in person. */
export async function readDeviceState(userId: string): Promise<DeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = Notification.permission;
  if (permission === 'denied') return 'blocked';
  if (permission === 'granted') {
    const subscription = await ownSubscription(userId).catch(() => null);
    return subscription ? 'on' : 'off';
  }
  return mayPrompt() ? 'off' : 'promptLimit';
}

/** Whether to offer push when a notification arrives in the app (issue 22 point 4). */
export async function mayOfferPush(userId: string): Promise<boolean> {
  if (readStorage(OFFER_DISMISSED_KEY) === 'true' || !isPushSupported()) return false;
  if (Notification.permission !== 'default' || !mayPrompt()) return false;
  return (await ownSubscription(userId).catch(() => null)) === null;
}

/** 'No thanks' to the offer: it is not made again on this device. */
export function dismissPushOffer(): void {
  writeStorage(OFFER_DISMISSED_KEY, 'true');
}

/** The browser's permission, asking only while the prompt limit allows (called first, in the click). */
async function askPermission(): Promise<NotificationPermission | 'promptLimit'> {
  if (Notification.permission !== 'default') return Notification.permission;
  if (!mayPrompt()) return 'promptLimit';
  writeStorage(PROMPTS_KEY, String(promptsShown() + 1));
  return Notification.requestPermission();
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The browser's subscription for the server's key: kept if it has that key, else made anew. */
async function subscribeWithKey(pushManager: PushManager, key: Uint8Array<ArrayBuffer>) {
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  // Subscribed for another key (the server's keys changed): the browser refuses a second one.
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function subscriptionRequest(subscription: PushSubscription): TPushSubscriptionRequest {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the push subscription has no keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const isConnectionProblem = (error: unknown) => isNetworkError(error) || isTimeout(error);

/**
 * 'Notifications on this device' turned on (or the offer taken): permission (asked first, while the
 * click's user activation lasts), the server's key, the browser's subscription, then PUT to the
 * server. A subscription the server did not take is dropped again, so the switch never says on
 * for a device that gets nothing.
 */
export async function subscribeThisDevice(userId: string): Promise<SubscribeOutcome> {
  if (!isPushSupported()) return 'unsupported';
  if (isOffline()) return 'offline';
  const permission = await askPermission();
  if (permission === 'promptLimit') return 'promptLimit';
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return mayPrompt() ? 'dismissed' : 'promptLimit';
  try {
    const registration = await withTimeout(
      navigator.serviceWorker.ready,
      READY_TIMEOUT_MS,
      'the service worker',
    );
    const { publicKey } = await apiFetch('/api/notifications/push-key', { schema: ZPushKey });
    const subscription = await subscribeWithKey(registration.pushManager, urlBase64ToUint8Array(publicKey));
    try {
      await apiFetch(DEVICES_PATH, {
        method: 'PUT',
        body: subscriptionRequest(subscription),
        schema: ZNoContent,
      });
    } catch (error) {
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    writeStorage(OWNER_KEY, JSON.stringify({ userId, endpoint: subscription.endpoint } satisfies Owner));
    return 'subscribed';
  } catch (error) {
    if (isConnectionProblem(error)) return 'offline';
    console.warn('subscribing this device to notifications failed', error);
    return 'failed';
  }
}

/** Turned off: the server forgets the device first (else it would keep sending), then the browser. */
export async function unsubscribeThisDevice(): Promise<UnsubscribeOutcome> {
  if (isOffline()) return 'offline';
  try {
    const subscription = await browserSubscription();
    if (subscription) {
      const body = { endpoint: subscription.endpoint };
      await apiFetch(DEVICES_PATH, { method: 'DELETE', body, schema: ZNoContent });
      await subscription.unsubscribe();
    }
    writeStorage(OWNER_KEY, null);
    return 'unsubscribed';
  } catch (error) {
    if (isConnectionProblem(error)) return 'offline';
    console.warn('unsubscribing this device from notifications failed', error);
    return 'failed';
  }
}

/**
 * Signing out: the device stops taking the person's notifications. Best effort and bounded in
 * time, so an offline sign-out never hangs; the server also drops a signed-out session's devices.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!isPushSupported()) return;
  writeStorage(OWNER_KEY, null);
  const forget = async () => {
    const subscription = await browserSubscription();
    if (!subscription) return;
    if (!isOffline()) {
      await apiFetch(DEVICES_PATH, {
        method: 'DELETE',
        body: { endpoint: subscription.endpoint },
        schema: ZNoContent,
        timeoutMs: FORGET_REQUEST_TIMEOUT_MS,
      }).catch((error: unknown) => console.warn('removing this device from the server failed', error));
    }
    await subscription.unsubscribe();
  };
  await withTimeout(forget(), FORGET_TIMEOUT_MS, 'removing this device from notifications').catch(
    (error: unknown) => console.warn(error),
  );
}

/** Calls `onChange` when the browser's notification permission may have changed (its settings, another tab). */
export function watchPermission(onChange: () => void): () => void {
  if (!isPushSupported()) return () => undefined;
  let status: PermissionStatus | null = null;
  let isStopped = false;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      if (isStopped) return;
      status = found;
      found.addEventListener('change', onChange);
    })
    .catch(() => undefined);
  // Back from the browser's settings (not every browser reports the change).
  window.addEventListener('focus', onChange);
  return () => {
    isStopped = true;
    status?.removeEventListener('change', onChange);
    window.removeEventListener('focus', onChange);
  };
}
