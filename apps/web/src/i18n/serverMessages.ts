import { REFUSALS, refusalRefOf, type TMessageRef } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from './index';

/**
 * The server answers with the English text and, beside it, the message's key and values in the
 * domain's REFUSALS; the user reads `messages.<key>` in their language. A text without a key (a
 * refusal stored before keys were sent) is looked up in the same catalogue; an unknown one is shown as sent.
 */
export function translateServerMessage(t: TFunction, message: string, ref?: TMessageRef): string {
  const known = ref && ref.key in REFUSALS ? ref : refusalRefOf(message);
  if (!known) return message;
  return t(`messages.${known.key}` as TranslationKey, { ...known.params });
}

/** What a refusal (the API's error shape, or a refused offline change) carries about its messages. */
interface RefusalTexts {
  message: string;
  messageKey?: string;
  params?: TMessageRef['params'];
  fields?: Readonly<Record<string, string>>;
  fieldKeys?: Readonly<Record<string, TMessageRef>>;
}

/** A refusal's message in the user's language. */
export function translateRefusal(t: TFunction, refusal: RefusalTexts | null | undefined): string {
  if (!refusal) return '';
  const ref = refusal.messageKey ? { key: refusal.messageKey, params: refusal.params } : undefined;
  return translateServerMessage(t, refusal.message, ref);
}

/** A refusal's field messages, by field, in the user's language. */
export function translateRefusalFields(
  t: TFunction,
  refusal: RefusalTexts | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusal?.fields ?? {}).map(([field, message]) => [
      field,
      translateServerMessage(t, message, refusal?.fieldKeys?.[field]),
    ]),
  );
}
