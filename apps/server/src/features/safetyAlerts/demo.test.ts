import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { seedDemo } from '../../seed/demo.js';
import { seedFeatureDemos } from '../../seed/features.js';
import { fitsDemoItem } from '../../seed/observation-settings.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_ALERTS } from './demo.js';
import { unreadCount } from './service.js';
import { safetyAlerts } from './tables.js';

describe('seedDemoSafetyAlerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedFeatureDemos(t.deps);
  });
  afterAll(() => t.close());

  const unreadOf = async (role: string) => {
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${role}@demo.schooldog.test`));
    return (await unreadCount(t.database.db, user?.id ?? '')).count;
  };

  it('the demo district has alerts, read and unread, sent from entries that fit their items', async () => {
    const rows = await t.database.db.select().from(safetyAlerts);
    expect(rows).toHaveLength(DEMO_ALERTS.length);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const alert of DEMO_ALERTS)
      expect(fitsDemoItem(alert.entry.observationItemId, alert.entry.observationType)).toBe(true);
    // principal: the SRO's unread, the educator's read; sro: the educator's unread, the principal's read.
    expect(await unreadOf('principal')).toBe(1);
    expect(await unreadOf('sro')).toBe(1);
    expect(await unreadOf('district_safety_coordinator')).toBe(1);
    expect(await unreadOf('assistant_principal')).toBe(0);
  });
});
