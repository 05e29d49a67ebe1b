import type { ChangeOf } from '@schooldog/domain';

/** A notification reached someone: their open app shows it (and may offer push on that device). */
export interface NotificationChangeEvent extends ChangeOf<'notification'> {
  userId: string;
}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    notification: NotificationChangeEvent;
  }
}
