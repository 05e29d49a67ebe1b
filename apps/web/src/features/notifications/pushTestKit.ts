import { vi } from 'vitest';

/*
 * jsdom has no service worker, Push API or notifications: these stand in for a browser that has
 * them, with the permission prompt answered as the test says.
 */

/** A VAPID public key as the server sends it (65 bytes, base64url). */
export const SERVER_KEY = Buffer.from(
  Array.from({ length: 65 }, (_, index) => (index * 7 + 4) % 256),
).toString('base64url');

export const SUBSCRIPTION_KEYS = { p256dh: 'BFakeP256dhKeyOfThisBrowser', auth: 'FakeAuthSecret' };

class FakePushSubscription {
  isActive = true;

  constructor(
    readonly endpoint: string,
    readonly options: { applicationServerKey: ArrayBuffer | null },
    private readonly manager: FakePushManager,
  ) {}

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: SUBSCRIPTION_KEYS };
  }

  async unsubscribe() {
    this.isActive = false;
    if (this.manager.subscription === this) this.manager.subscription = null;
    return true;
  }
}

class FakePushManager {
  subscription: FakePushSubscription | null = null;
  readonly subscribed: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }[] = [];

  async getSubscription() {
    return this.subscription;
  }

  async subscribe(options: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }) {
    this.subscribed.push(options);
    const key = new Uint8Array(options.applicationServerKey).buffer;
    this.subscription = new FakePushSubscription(
      `https://push.example.test/send/${this.subscribed.length}`,
      { applicationServerKey: key },
      this,
    );
    return this.subscription;
  }

  /** A subscription the browser already holds (made earlier, maybe by someone else). */
  holdSubscription(endpoint: string, key = Buffer.from(SERVER_KEY, 'base64url')) {
    this.subscription = new FakePushSubscription(
      endpoint,
      { applicationServerKey: new Uint8Array(key).buffer },
      this,
    );
    return this.subscription;
  }
}

/** How the browser answers its permission prompt: 'dismiss' closes it without an answer. */
type PromptAnswer = 'granted' | 'denied' | 'dismiss';

export interface FakePush {
  manager: FakePushManager;
  permission: NotificationPermission;
  answer: PromptAnswer;
  /** Permission prompts the browser showed. */
  prompts: number;
}

/** A browser with web push; call `removeFakePush` after the test. */
export function installFakePush(
  options: { permission?: NotificationPermission; answer?: PromptAnswer } = {},
): FakePush {
  const fake: FakePush = {
    manager: new FakePushManager(),
    permission: options.permission ?? 'default',
    answer: options.answer ?? 'granted',
    prompts: 0,
  };
  const registration = { pushManager: fake.manager };
  vi.stubGlobal('PushManager', FakePushManager);
  vi.stubGlobal('Notification', {
    get permission() {
      return fake.permission;
    },
    requestPermission: async () => {
      fake.prompts += 1;
      if (fake.answer !== 'dismiss') fake.permission = fake.answer;
      return fake.permission;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return fake;
}

export function removeFakePush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
