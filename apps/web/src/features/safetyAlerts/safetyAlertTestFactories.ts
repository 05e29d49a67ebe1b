import type { TSafetyAlert, TSafetyAlertRecipient, TSafetyAlertSummary } from '@schooldog/domain';

/** An alert sent from a concern (Security › Door propped open) at school1 by Sam Ortiz, unread. */
export function buildAlertSummary(overrides: Partial<TSafetyAlertSummary> = {}): TSafetyAlertSummary {
  return {
    id: 'alert1',
    schoolId: 'school1',
    status: 'sent',
    sender: { id: 'sender1', firstName: 'Sam', lastName: 'Ortiz' },
    message: 'Door 4 is propped open',
    timeCreated: '2026-03-02T15:00:00.000Z',
    timeSent: '2026-03-02T15:00:01.000Z',
    recipientCount: 2,
    isUnread: true,
    entry: {
      id: 'entry1',
      observationType: 'concern',
      observationCategoryId: 'security',
      observationItemId: 'door',
      quantity: 1,
      location: 'Gym',
      comment: 'The east door',
      imagePaths: [],
      timestamp: '2026-03-02T14:59:00.000Z',
      walkId: null,
      isDeleted: false,
    },
    ...overrides,
  };
}

export function buildRecipient(overrides: Partial<TSafetyAlertRecipient> = {}): TSafetyAlertRecipient {
  return {
    id: 'user1',
    firstName: 'Jordan',
    lastName: 'Lee',
    timeRead: null,
    delivered: { inApp: true, pushDevices: 2, email: true },
    ...overrides,
  };
}

export function buildAlert(overrides: Partial<TSafetyAlert> = {}): TSafetyAlert {
  return { ...buildAlertSummary(), recipients: [buildRecipient()], ...overrides };
}
