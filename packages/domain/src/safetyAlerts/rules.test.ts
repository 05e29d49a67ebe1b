import { describe, expect, it } from 'vitest';
import { ZCreateEntryRequest } from '../entries/schemas.js';
import { ENTRY_SYNC } from '../entries/mutations.js';
import { MESSAGES } from '../messages.js';
import type { PermissionMap } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { SAFETY_ALERT_MESSAGES } from './messages.js';
import {
  canSeeSafetyAlert,
  canSeeSafetyAlertDeliveries,
  canSendSafetyAlert,
  isEligibleAlertRecipient,
  safetyAlertFieldErrors,
  safetyAlertSchoolsManaged,
} from './rules.js';

const permissionsOf = (permissions: PermissionMap, isSchoolDogStaff = false) =>
  resolvePermissions(buildSubject({ permissions, isSchoolDogStaff }), WORK_ORDERS_ON);

const ids = (n: number) => Array.from({ length: n }, (_, i) => `user${String(i).padStart(16, '0')}`);

describe('safety alert fields (spec 000 §5)', () => {
  it('need recipients when the alert is on: 1 to 5', () => {
    expect(safetyAlertFieldErrors({ shouldSendSafetyAlert: true, safetyAlertUserIds: [] })).toEqual({
      safetyAlertUserIds: MESSAGES.fieldRequired,
    });
    expect(safetyAlertFieldErrors({ shouldSendSafetyAlert: true, safetyAlertUserIds: ids(1) })).toEqual({});
    expect(safetyAlertFieldErrors({ shouldSendSafetyAlert: true, safetyAlertUserIds: ids(5) })).toEqual({});
    expect(safetyAlertFieldErrors({ shouldSendSafetyAlert: true, safetyAlertUserIds: ids(6) })).toEqual({
      safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientsMax,
    });
  });

  it('count a recipient named twice once', () => {
    const [one = ''] = ids(1);
    expect(
      safetyAlertFieldErrors({ shouldSendSafetyAlert: true, safetyAlertUserIds: [...ids(5), one] }),
    ).toEqual({});
  });

  it('allow a message of up to 500 characters', () => {
    const on = { shouldSendSafetyAlert: true, safetyAlertUserIds: ids(1) };
    expect(safetyAlertFieldErrors({ ...on, safetyAlertMessage: 'x'.repeat(500) })).toEqual({});
    expect(safetyAlertFieldErrors({ ...on, safetyAlertMessage: 'x'.repeat(501) })).toEqual({
      safetyAlertMessage: SAFETY_ALERT_MESSAGES.alertMessageMax,
    });
  });

  it('check nothing while the alert is off', () => {
    expect(safetyAlertFieldErrors({ shouldSendSafetyAlert: false, safetyAlertUserIds: ids(9) })).toEqual({});
  });

  it('are checked by the create request, online and offline, at their fields', () => {
    const entry = {
      observationCategoryId: 'cameras',
      observationItemId: 'cameras-1',
      observationType: 'concern',
      quantity: 1,
      schoolId: 'school1',
      shouldSendSafetyAlert: true,
      safetyAlertUserIds: ids(6),
      safetyAlertMessage: 'x'.repeat(501),
    };
    for (const schema of [ZCreateEntryRequest, ENTRY_SYNC.mutations['entry.create']]) {
      const result = schema.safeParse({ ...entry, id: ids(1)[0] });
      expect(result.success).toBe(false);
      const messages = Object.fromEntries(
        result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
      );
      expect(messages).toEqual({
        safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientsMax,
        safetyAlertMessage: SAFETY_ALERT_MESSAGES.alertMessageMax,
      });
    }
    expect(
      ZCreateEntryRequest.parse({ ...entry, shouldSendSafetyAlert: false, safetyAlertMessage: '' }),
    ).toMatchObject({
      shouldSendSafetyAlert: false,
    });
  });
});

describe('who sends and who receives (spec 000 §6)', () => {
  it('sending needs send safety alerts at the entry’s school', () => {
    const permissions = permissionsOf({ 'send safety alerts': atSchools('s1') });
    expect(canSendSafetyAlert(permissions, 's1')).toBe(true);
    expect(canSendSafetyAlert(permissions, 's2')).toBe(false);
    expect(canSendSafetyAlert(permissionsOf({ 'receive safety alerts': everywhere() }), 's1')).toBe(false);
  });

  it('recipients receive safety alerts at the school; never product staff, archived people or the sender', () => {
    const receiver = {
      id: 'receiver',
      permissions: permissionsOf({ 'receive safety alerts': atSchools('s1') }),
      isSchoolDogStaff: false,
      isArchived: false,
    };
    expect(isEligibleAlertRecipient(receiver, 's1', 'sender')).toBe(true);
    expect(isEligibleAlertRecipient(receiver, 's2', 'sender')).toBe(false);
    expect(isEligibleAlertRecipient({ ...receiver, isArchived: true }, 's1', 'sender')).toBe(false);
    // The sender is never offered to themselves.
    expect(isEligibleAlertRecipient(receiver, 's1', receiver.id)).toBe(false);
    // Staff resolve every permission but this one; even granted it, they are no recipients.
    const staff = permissionsOf({ 'receive safety alerts': everywhere() }, true);
    expect(
      isEligibleAlertRecipient(
        { id: 'staff', permissions: staff, isSchoolDogStaff: true, isArchived: false },
        's1',
        'sender',
      ),
    ).toBe(false);
    const staffByMap = permissionsOf({}, true);
    expect(staffByMap['receive safety alerts'].hasPermission).toBe(false);
  });
});

describe('who sees an alert (issue 25 point 6)', () => {
  const alert = { schoolId: 's1', senderUserId: 'sender', recipientUserIds: ['r1', 'r2'], isSent: true };
  const nobody = permissionsOf({});

  it('its sender, its recipients once sent, and those who manage safety alerts there', () => {
    expect(canSeeSafetyAlert({ userId: 'sender', permissions: nobody }, alert)).toBe(true);
    expect(canSeeSafetyAlert({ userId: 'r2', permissions: nobody }, alert)).toBe(true);
    expect(canSeeSafetyAlert({ userId: 'r2', permissions: nobody }, { ...alert, isSent: false })).toBe(false);
    expect(canSeeSafetyAlert({ userId: 'sender', permissions: nobody }, { ...alert, isSent: false })).toBe(
      true,
    );
    expect(canSeeSafetyAlert({ userId: 'other', permissions: nobody }, alert)).toBe(false);
    const managesHere = permissionsOf({ 'manage safety alerts': atSchools('s1') });
    const managesElsewhere = permissionsOf({ 'manage safety alerts': atSchools('s2') });
    const managesAll = permissionsOf({ 'manage safety alerts': everywhere() });
    expect(canSeeSafetyAlert({ userId: 'other', permissions: managesHere }, alert)).toBe(true);
    expect(canSeeSafetyAlert({ userId: 'other', permissions: managesElsewhere }, alert)).toBe(false);
    expect(canSeeSafetyAlert({ userId: 'other', permissions: managesAll }, alert)).toBe(true);
  });

  it('what reached each recipient: its sender and those who manage safety alerts there, not its recipients', () => {
    const sees = (userId: string, permissions = nobody) =>
      canSeeSafetyAlertDeliveries({ userId, permissions }, alert);
    expect(sees('sender')).toBe(true);
    expect(sees('r1')).toBe(false);
    expect(sees('other')).toBe(false);
    expect(sees('r1', permissionsOf({ 'manage safety alerts': atSchools('s1') }))).toBe(true);
    expect(sees('other', permissionsOf({ 'manage safety alerts': everywhere() }))).toBe(true);
    expect(sees('r1', permissionsOf({ 'manage safety alerts': atSchools('s2') }))).toBe(false);
    // Receiving or sending at the school is no managing.
    expect(
      sees(
        'r1',
        permissionsOf({ 'receive safety alerts': everywhere(), 'send safety alerts': everywhere() }),
      ),
    ).toBe(false);
  });

  it('the all tab covers the schools one manages alerts at', () => {
    expect(safetyAlertSchoolsManaged(permissionsOf({ 'manage safety alerts': atSchools('s2') }))).toEqual([
      's2',
    ]);
    expect(safetyAlertSchoolsManaged(permissionsOf({ 'manage safety alerts': everywhere() }))).toBe('all');
    expect(safetyAlertSchoolsManaged(nobody)).toEqual([]);
  });
});
