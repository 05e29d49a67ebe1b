import type { ChangeOf } from '@schooldog/domain';

/**
 * An alert reached people, or one of them read it: their open apps (each of their devices) read
 * their alerts and unread count again. Only those named hear of it.
 */
export interface SafetyAlertChangeEvent extends ChangeOf<'safetyAlert'> {
  userIds: string[];
}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    safetyAlert: SafetyAlertChangeEvent;
  }
}
