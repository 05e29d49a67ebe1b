import {
  canSendSafetyAlert,
  type SafetyAlertTab,
  safetyAlertSchoolsManaged,
  type TMeResponse,
} from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/** The list's tabs: received and sent for everyone here; all only for those who manage safety alerts somewhere. */
export function safetyAlertTabsOf(me: TMeResponse): SafetyAlertTab[] {
  const managed = safetyAlertSchoolsManaged(resolvedPermissionsOf(me));
  const hasAll = managed === 'all' || managed.length > 0;
  return hasAll ? ['received', 'sent', 'all'] : ['received', 'sent'];
}

/** Where the log entry dialog offers the alert: the schools where the user may send one (canSendSafetyAlert). */
export const safetyAlertOfferOf =
  (me: TMeResponse) =>
  (schoolId: string): boolean =>
    canSendSafetyAlert(resolvedPermissionsOf(me), schoolId);
