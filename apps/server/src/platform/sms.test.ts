import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, smsProviderOf } from './sms.js';

const log = { info: () => undefined };

interface Received {
  url: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for Twilio's Messages API: records each request, answers `status`. */
function fakeProvider() {
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status < 300 ? '{"sid":"SM1"}' : '{"message":"The To number is not a valid phone number."}',
      );
    });
  });
  return {
    received,
    server,
    answer: (next: number) => (status = next),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('text messages', () => {
  const fake = fakeProvider();
  beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('posts to the provider’s Messages API with basic auth and the form fields', async () => {
    const provider = smsProviderOf({
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token-1',
      SMS_FROM: '+15550000000',
      SMS_API_URL: fake.url(),
    });
    const sms = createSmsSender({ provider, dataDir: mkdtempSync(join(tmpdir(), 'sms-')), log });
    await sms.send({ to: '+14045550101', body: '123456 is your code' });
    const [request] = fake.received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:token-1').toString('base64')}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+14045550101',
      From: '+15550000000',
      Body: '123456 is your code',
    });
  });

  it('fails when the provider refuses, so the caller can say so', async () => {
    fake.answer(400);
    const provider = smsProviderOf({
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 't',
      SMS_FROM: '+15550000000',
      SMS_API_URL: fake.url(),
    });
    const sms = createSmsSender({ provider, dataDir: tmpdir(), log });
    await expect(sms.send({ to: '+14045550101', body: 'x' })).rejects.toThrow(/SMS provider answered 400/);
    fake.answer(201);
  });

  it('without a provider, writes each message to DATA_DIR/sms', async () => {
    expect(smsProviderOf({ SMS_ACCOUNT_SID: 'AC1', SMS_API_URL: 'https://api.twilio.com' })).toBeNull();
    const dataDir = mkdtempSync(join(tmpdir(), 'sms-'));
    const sms = createSmsSender({ provider: null, dataDir, log });
    await sms.send({ to: '+14045550101', body: '654321 is your code' });
    const file = sms.recent.at(-1)?.file ?? '';
    expect(file.startsWith(join(dataDir, 'sms'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('654321 is your code');
  });

  it('without a provider, two messages to one number at the same moment are two files', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sms-'));
    const sms = createSmsSender({ provider: null, dataDir, log });
    await Promise.all(['111111', '222222'].map((code) => sms.send({ to: '+14045550101', body: code })));
    const files = readdirSync(join(dataDir, 'sms'));
    expect(files).toHaveLength(2);
    expect(
      files
        .map((file) =>
          readFileSync(join(dataDir, 'sms', file), 'utf8')
            .trim()
            .split('\n')
            .at(-1),
        )
        .sort(),
    ).toEqual(['111111', '222222']);
  });
});
