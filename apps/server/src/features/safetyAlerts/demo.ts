import type { TCreateEntryRequest } from '@schooldog/domain';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { createEntry } from '../entries/public.js';
import { markRead } from './service.js';

export type DemoAlert = {
  sender: string;
  recipients: string[];
  /** Recipients who have opened it. */
  readBy: string[];
  entry: Omit<TCreateEntryRequest, 'schoolId'>;
  message: string;
};

export const DEMO_ALERTS: DemoAlert[] = [
  {
    sender: 'educator',
    recipients: ['principal', 'sro'],
    readBy: ['principal'],
    entry: {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      observationType: 'concern',
      quantity: 1,
      location: 'Gym exterior door',
      comment: 'Exterior door by the gym found unlocked and propped with a mat at 7:40.',
    },
    message: 'I closed it, but the latch does not catch. Can someone check it before recess?',
  },
  {
    sender: 'sro',
    recipients: ['principal', 'district_safety_coordinator'],
    readBy: [],
    entry: {
      observationCategoryId: 'hallways',
      observationItemId: 'hallways-1',
      observationType: 'concern',
      quantity: 1,
      location: 'East hallway',
      comment: 'Adult without a visitor badge in the east hallway during second period.',
    },
    message: 'Escorted to the front office; check-in was skipped at the side entrance.',
  },
  {
    sender: 'principal',
    recipients: ['sro', 'assistant_principal'],
    readBy: ['sro', 'assistant_principal'],
    entry: {
      observationCategoryId: 'exterior',
      observationItemId: 'exterior-2',
      observationType: 'concern',
      quantity: 1,
      location: 'North wall',
      comment: 'New graffiti on the north wall facing the bus loop.',
    },
    message: 'Photos taken; please keep an eye on the bus loop after hours this week.',
  },
];

/**
 * Three safety alerts at the first demo school, sent from floating entries through the entries'
 * own write (as the app sends them), some read and some not, so the Alerts badge and both tabs
 * show something on a new install.
 */
export async function seedDemoSafetyAlerts(deps: AppDeps): Promise<void> {
  const actors = new Map<string, Actor>();
  const actor = async (role: string) => {
    const known = actors.get(role) ?? (await actorByEmail(deps, `${role}@${DEMO_EMAIL_DOMAIN}`));
    actors.set(role, known);
    return known;
  };
  const schoolId = (await actor('principal')).user.roleSchoolIds[0];
  if (!schoolId) throw new Error('the demo principal has no school');
  const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

  for (const alert of DEMO_ALERTS) {
    const recipients = await Promise.all(alert.recipients.map(actor));
    const sender = await actor(alert.sender);
    const { entry } = await write((w) =>
      createEntry(w, sender, {
        ...alert.entry,
        schoolId,
        shouldSendSafetyAlert: true,
        safetyAlertUserIds: recipients.map((recipient) => recipient.user.id),
        safetyAlertMessage: alert.message,
      }),
    );
    const [alertId] = entry.createdSafetyAlertIds;
    if (!alertId) throw new Error('a demo alert was not made');
    for (const reader of alert.readBy) await write(async (w) => markRead(w, await actor(reader), alertId));
  }
}
