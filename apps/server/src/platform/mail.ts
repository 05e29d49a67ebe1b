import { mkdirSync, writeFileSync } from 'node:fs';
import { outboxFile } from './outbox-file.js';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** `<id@host>`: the same for each attempt of one delivery. */
  messageId?: string;
}

export interface SentMail extends MailMessage {
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The most recent messages handed to this mailer (newest last, recorded as sending starts); tests read them. */
  readonly recent: SentMail[];
}

const RECENT_MAX = 50;

/**
 * All mail leaves through here: SMTP when SMTP_URL is set, otherwise an .eml file in
 * DATA_DIR/mail and a log line, so a fresh install works without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const recent: SentMail[] = [];
  const remember = (mail: SentMail) => {
    recent.push(mail);
    if (recent.length > RECENT_MAX) recent.shift();
  };

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      recent,
      async send(message) {
        remember(message);
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }

  const folder = join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    recent,
    async send(message) {
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = outboxFile(folder, safeTo, 'eml');
      remember({ ...message, file });
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, info.message as Buffer);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to file (no SMTP_URL set)',
      );
    },
  };
}
