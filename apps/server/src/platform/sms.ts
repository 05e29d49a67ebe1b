import { mkdirSync, writeFileSync } from 'node:fs';
import { outboxFile } from './outbox-file.js';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

export interface SentSms extends SmsMessage {
  file?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** The most recent messages handed to this sender (newest last); tests read them. */
  readonly recent: SentSms[];
}

export interface SmsProviderConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** The API's origin; Twilio's unless overridden (a test points it at a local fake). */
  apiUrl: string;
}

const RECENT_MAX = 50;
const SEND_TIMEOUT_MS = 10_000;

/**
 * All text messages leave through here: an HTTP SMS API in Twilio's shape (form-encoded To, From,
 * Body to /2010-04-01/Accounts/{sid}/Messages.json, basic auth) when configured, otherwise a .txt
 * file in DATA_DIR/sms and a log line, so a fresh install works without an SMS account.
 */
export function createSmsSender(options: {
  provider: SmsProviderConfig | null;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): SmsSender {
  const recent: SentSms[] = [];
  const remember = (message: SentSms) => {
    recent.push(message);
    if (recent.length > RECENT_MAX) recent.shift();
  };
  const { provider, log } = options;

  if (provider) {
    const endpoint = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`,
      provider.apiUrl,
    );
    const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
    return {
      recent,
      async send(message) {
        remember(message);
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: provider.from, Body: message.body }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (!response.ok) {
          // The provider's answer names the cause (bad number, no credit); the code never reaches the log.
          const detail = (await response.text().catch(() => '')).slice(0, 500);
          throw new Error(`SMS provider answered ${response.status}: ${detail}`);
        }
        log.info({ to: maskNumber(message.to) }, 'text message sent');
      },
    };
  }

  const folder = join(options.dataDir, 'sms');
  return {
    recent,
    async send(message) {
      const safeTo = message.to.replace(/[^0-9+]/g, '_');
      const file = outboxFile(folder, safeTo, 'txt');
      remember({ ...message, file });
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, `To: ${message.to}\n\n${message.body}\n`);
      log.info({ to: message.to, file }, 'text message written to file (no SMS provider set)');
    },
  };
}

/** The provider settings from the configuration, or null when any is missing. */
export function smsProviderOf(config: {
  SMS_ACCOUNT_SID?: string | undefined;
  SMS_AUTH_TOKEN?: string | undefined;
  SMS_FROM?: string | undefined;
  SMS_API_URL: string;
}): SmsProviderConfig | null {
  if (!config.SMS_ACCOUNT_SID || !config.SMS_AUTH_TOKEN || !config.SMS_FROM) return null;
  return {
    accountSid: config.SMS_ACCOUNT_SID,
    authToken: config.SMS_AUTH_TOKEN,
    from: config.SMS_FROM,
    apiUrl: config.SMS_API_URL,
  };
}

const maskNumber = (number: string) => `…${number.slice(-4)}`;
