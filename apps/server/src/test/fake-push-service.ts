import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on localhost that checks what a real one (FCM, Mozilla's) checks: the VAPID JWT
 * (RFC 8292: ES256 signature by the key the device subscribed with, audience, expiry, subject), the
 * Topic (RFC 8030 §5.4) and the encrypted payload (RFC 8291 aes128gcm), which it decrypts as the
 * browser would with the device's own private key and auth secret. A device is a subscription it
 * made here. A message to a device that is asleep is kept until it wakes, a newer one of the same
 * Topic replacing it, as a real service keeps and replaces undelivered messages.
 */

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's push subscription: what PushSubscription.toJSON() gives the app, and its private half. */
export interface FakeDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The server key the device subscribed with (applicationServerKey). */
  applicationServerKey: string;
  privateKey: Buffer;
  authSecret: Buffer;
  /** The decrypted payloads received, newest last. */
  received: unknown[];
  /** When each of them arrived (performance.now() as its request came in), in step with `received`. */
  arrivedAt: number[];
  /** The Urgency each was sent with (RFC 8030 §5.3; 'normal' when none was given), in step with `received`. */
  urgencies: string[];
  /** From now on the service answers 410 Gone for it (the person unsubscribed in the browser). */
  gone: boolean;
  /**
   * Unreachable (off, offline): the service accepts its messages and keeps them until `wake`, a
   * message with a Topic replacing a kept one with the same Topic (RFC 8030 §5.4).
   */
  asleep: boolean;
}

/**
 * What the device shows: the app's service worker (web/public/notifications-sw.js) shows each
 * payload with its tag, and a notification with the tag of one shown replaces it, without alerting
 * again (no renotify).
 */
export function notificationsShown(device: FakeDevice): unknown[] {
  const shown = new Map<unknown, unknown>();
  device.received.forEach((payload, index) => {
    const tag = (payload as { tag?: unknown }).tag;
    shown.set(typeof tag === 'string' ? tag : index, payload);
  });
  return [...shown.values()];
}

export interface Rejection {
  status: number;
  reason: string;
}

export interface FakePushService {
  url: string;
  /** A new device subscribing with the server's VAPID public key. */
  subscribe(applicationServerKey: string): FakeDevice;
  /** Requests refused, with why (a bad signature, a payload that does not decrypt). */
  rejections: Rejection[];
  /** The next `count` pushes answer this status (a push service having trouble). */
  failNext(count: number, status: number): void;
  /**
   * The next push to this device is accepted (received, or kept while it is asleep) and never
   * answered: the sender waits, as one does that dies before the answer comes. Resolves once it is.
   */
  holdAnswer(device: FakeDevice): Promise<void>;
  /** The device is reachable again: it receives what was kept for it. */
  wake(device: FakeDevice): void;
  /** Stops the service; the connections of answers held are cut. */
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The EC public key of an uncompressed P-256 point, as a verification key. */
function p256Key(point: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` as RFC 8292 says; answers why not, or null. */
function vapidProblem(header: string | undefined, device: FakeDevice, audience: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return 'no VAPID authorization';
  const [token, key] = [match[1], match[2]];
  if (key !== device.applicationServerKey) return 'signed with another key than the device subscribed with';
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return 'not ES256';
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: p256Key(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return `audience ${body.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp <= now || body.exp > now + 24 * 3600) return 'expiry missing or over 24 hours';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'no contact (sub)';
  return null;
}

/** RFC 8291 / RFC 8188: decrypts an aes128gcm body with the device's keys. */
export function decryptPush(
  body: Buffer,
  device: Pick<FakeDevice, 'privateKey' | 'authSecret' | 'keys'>,
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const devicePublic = Buffer.from(device.keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no final-record delimiter');
  return padded.subarray(0, end);
}

/** `latencyMs`: how long it takes to answer each push, as a real push service over the internet. */
export async function startFakePushService({ latencyMs = 0 } = {}): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice>();
  const rejections: Rejection[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const kept = new Map<string, { topic: string | undefined; payload: unknown; urgency: string }[]>();
  const holds = new Map<string, () => void>();
  const server: Server = createServer((request, response) => {
    const arrived = performance.now();
    void (async () => {
      const id = /^\/push\/(\w+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      const refuse = (status: number, reason: string) => {
        rejections.push({ status, reason });
        response.writeHead(status).end(reason);
      };
      const body = await readBody(request);
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (request.method !== 'POST' || !device) return refuse(404, 'no such subscription');
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return response.writeHead(failures.status).end('try again later');
      }
      if (device.gone) return response.writeHead(410).end('unsubscribed');
      const problem = vapidProblem(request.headers.authorization, device, url);
      if (problem) return refuse(403, problem);
      if (!request.headers.ttl) return refuse(400, 'no TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const topic = request.headers.topic;
      if (Array.isArray(topic) || (topic !== undefined && !/^[\w-]{1,32}$/.test(topic)))
        return refuse(400, 'bad Topic');
      const urgency = request.headers.urgency ?? 'normal';
      if (typeof urgency !== 'string' || !['very-low', 'low', 'normal', 'high'].includes(urgency))
        return refuse(400, 'bad Urgency');
      let payload: unknown;
      try {
        payload = JSON.parse(decryptPush(body, device).toString());
      } catch (error) {
        return refuse(400, `does not decrypt: ${String(error)}`);
      }
      if (device.asleep) {
        const waiting = (kept.get(device.id) ?? []).filter((message) => !topic || message.topic !== topic);
        kept.set(device.id, [...waiting, { topic, payload, urgency }]);
      } else {
        device.received.push(payload);
        device.arrivedAt.push(arrived);
        device.urgencies.push(urgency);
      }
      const held = holds.get(device.id);
      holds.delete(device.id);
      if (held) return held();
      response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    rejections,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const device: FakeDevice = {
        id,
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: b64url(publicKey), auth: b64url(randomBytes(16)) },
        applicationServerKey,
        privateKey: ecdh.getPrivateKey(),
        authSecret: Buffer.alloc(0),
        received: [],
        arrivedAt: [],
        urgencies: [],
        gone: false,
        asleep: false,
      };
      device.authSecret = Buffer.from(device.keys.auth, 'base64url');
      devices.set(id, device);
      return device;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    holdAnswer: (device) => new Promise<void>((resolve) => holds.set(device.id, resolve)),
    wake(device) {
      device.asleep = false;
      const woken = performance.now();
      for (const message of kept.get(device.id) ?? []) {
        device.received.push(message.payload);
        device.arrivedAt.push(woken);
        device.urgencies.push(message.urgency);
      }
      kept.delete(device.id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
