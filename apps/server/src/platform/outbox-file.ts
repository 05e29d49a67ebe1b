import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * The file a message without a provider is written to (DATA_DIR/mail, DATA_DIR/sms): named by its
 * time, so a folder lists oldest first, then a random part, so two messages to one address in the
 * same millisecond do not overwrite each other, then the address.
 */
export const outboxFile = (folder: string, safeTo: string, extension: string): string =>
  join(
    folder,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${safeTo}.${extension}`,
  );
