import { MESSAGES, type MessageKey } from '@schooldog/domain';
import type { TFunction } from 'i18next';

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The server answers with the spec's English messages; show them in the user's language when we know them. */
export function translateServerMessage(t: TFunction, message: string): string {
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`messages.${key}`) : message;
}
