import type { CommunicationPreferenceKey, Language } from '@schooldog/domain';
import type { PushUrgency } from '../push/sender.js';

/*
 * What a notification says. A feature defines each kind it sends (its manifest's `notifications`),
 * with its text in both languages; the recipient's preferences and devices decide the channels.
 */

export type Channel = 'email' | 'push';

/** A person a notification is for, as the delivery reads them when it runs. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: Language;
  preferences: Partial<Record<CommunicationPreferenceKey, boolean>>;
  /** Archived people are never told anything. */
  isActive: boolean;
}

/** One message in one language: an email's subject, paragraphs and button; a push's title and body. */
export interface Message {
  subject: string;
  paragraphs: string[];
  /**
   * Lists after the paragraphs, in the email only (a walk's entries by category): each a heading and
   * items, an item's links (its pictures) paths of the app's address ('/api/files/…').
   */
  sections?: MessageSection[];
  /** The button (email) and the screen a push opens; a path of the web app ('/walks/…'). */
  action?: { label: string; path: string };
  /** Shorter text for a phone's notification (defaults to the subject and first paragraph). */
  push?: { title: string; body: string };
}

export interface MessageSection {
  heading: string;
  items: { text: string; links: { label: string; path: string }[] }[];
}

export interface MessageContext {
  /** The district's name, from its organization settings. */
  district: string;
  recipient: Pick<Recipient, 'firstName'>;
}

export interface NotificationKind<D extends object = object> {
  /** '<feature>.<what happened>', unique across features. */
  kind: string;
  /**
   * The communication preference that turns it off: an optional kind, whose every email carries a
   * one-click unsubscribe (RFC 8058). Without one it is a required kind (sign-in links, a review
   * asked of you) that always goes out.
   */
  preference?: CommunicationPreferenceKey;
  channels: readonly Channel[];
  /** Its pushes' urgency (RFC 8030 §5.3): 'high' for news that cannot wait, such as a safety alert. */
  urgency?: PushUrgency;
  /** What it says, in the recipient's language. */
  compose(language: Language, data: D, context: MessageContext): Message;
}

/** A kind of notification, with its text in each language. */
export function defineNotification<D extends object>(
  kind: Omit<NotificationKind<D>, 'compose'> & {
    message: Record<Language, (data: D, context: MessageContext) => Message>;
  },
): NotificationKind<D> {
  const { message, ...rest } = kind;
  return { ...rest, compose: (language, data, context) => message[language](data, context) };
}

/** The channels this recipient takes this kind on (none when they turned its preference off). */
export function channelsFor(kind: NotificationKind, recipient: Recipient): Channel[] {
  if (!recipient.isActive) return [];
  if (kind.preference && recipient.preferences[kind.preference] === false) return [];
  return [...kind.channels];
}
