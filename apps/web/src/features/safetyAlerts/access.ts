import {
  canSendSafetyAlert,
  type SafetyAlertTab,
  safetyAlertSchoolsManaged,
  type TMeResponse,
  type TSafetyAlertSummary,
} from '@schooldog/domain';
import { resolvedPermissionsOf, userCan } from '../auth/permissions';

/** The list's tabs: received and sent for everyone here; all only for those who manage safety alerts somewhere. */
export function safetyAlertTabsOf(me: TMeResponse): SafetyAlertTab[] {
  const managed = safetyAlertSchoolsManaged(resolvedPermissionsOf(me));
  const hasAll = managed === 'all' || managed.length > 0;
  return hasAll ? ['received', 'sent', 'all'] : ['received', 'sent'];
}

/** Who it reached (in the app, devices, email) is for the sender and those who manage alerts at its school. */
export function seesDeliveries(
  me: TMeResponse,
  alert: Pick<TSafetyAlertSummary, 'sender' | 'schoolId'>,
): boolean {
  return alert.sender?.id === me.user.id || userCan(me, 'manage safety alerts', alert.schoolId);
}

/** Where the log entry dialog offers the alert: the schools where the user may send one (canSendSafetyAlert). */
export const safetyAlertOfferOf =
  (me: TMeResponse) =>
  (schoolId: string): boolean =>
    canSendSafetyAlert(resolvedPermissionsOf(me), schoolId);
