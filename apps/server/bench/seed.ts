import { newId } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { schools } from '../src/features/schools/tables.js';
import { users } from '../src/features/users/tables.js';
import { seedUser } from '../src/seed/demo.js';
import { demoObservationSettings } from '../src/seed/observation-settings.js';

/**
 * Bulk-loads entries with SQL (generate_series; lists travel as jsonb, one parameter each), spread over `schools` schools and five school
 * years ending now; realistic enough for the explorer's plans: types, walk types, tags, reporters.
 */
export async function seedBenchEntries(
  db: Db,
  options: { entries: number; schoolIds: string[]; userIds: string[] },
) {
  const items = demoObservationSettings().items;
  const itemIds = items.map((item) => item.id);
  const categoryIds = items.map((item) => item.categories[0] ?? 'other');
  const chunk = 100_000;
  for (let offset = 0; offset < options.entries; offset += chunk) {
    const size = Math.min(chunk, options.entries - offset);
    const prefix = newId().slice(0, 8);
    await db.execute(sql`
      insert into observations (id, observation_type, observation_category_id, observation_item_id, quantity,
        location, searchable_location, timestamp, school_id, reported_by_user_id, walk_type, tags, searchable_tags,
        is_floating)
      select
        ${prefix} || lpad(to_hex(g), 12, '0'),
        (array['concern','praise','other'])[1 + (g % 3)],
        (${JSON.stringify(categoryIds)}::jsonb ->> (g % ${categoryIds.length})),
        (${JSON.stringify(itemIds)}::jsonb ->> (g % ${itemIds.length})),
        1 + (g % 5),
        'Room ' || (g % 40),
        'room ' || (g % 40),
        now() - (random() * interval '1825 days'),
        (${JSON.stringify(options.schoolIds)}::jsonb ->> (g % ${options.schoolIds.length})),
        (${JSON.stringify(options.userIds)}::jsonb ->> ((g / 7) % ${options.userIds.length})),
        (array['school','district','partner'])[1 + ((g / 3) % 3)],
        array['maintenance', 'door'],
        array['maintenance', 'door'],
        true
      from generate_series(${offset + 1}::int, ${offset + size}::int) as g
    `);
  }
  // Settled as a running district's table is: vacuumed (visibility map set) and analysed, so that
  // autovacuum does not start in the middle of the measurements.
  await db.execute(sql`vacuum analyze observations`);
}

/**
 * The benches' district: `schools` schools, `people` walkers (educators, named `${label} N`) and a
 * district safety coordinator who reads everything, signed in with BENCH_PASSWORD.
 */
export async function seedBenchDistrict(
  db: Db,
  options: { schools: number; people: number; label: string; password: string },
) {
  const schoolIds = Array.from({ length: options.schools }, () => newId());
  await db.insert(schools).values(
    schoolIds.map((id, index) => ({
      id,
      name: `School ${String(index + 1).padStart(3, '0')}`,
      address: { street: '', street2: '', city: '', state: '', zip: '' },
    })),
  );
  const userIds = Array.from({ length: options.people }, () => newId());
  const handle = options.label.toLowerCase();
  await db.insert(users).values(
    userIds.map((id, index) => ({
      id,
      name: `${options.label} ${index}`,
      email: `${handle}${index}@bench.test`,
      firstName: options.label,
      lastName: String(index),
      role: 'educator',
      friendlyRole: 'Educator',
    })),
  );
  const coordinator = await seedUser(db, 'district_safety_coordinator', {
    schoolIds: [],
    password: options.password,
    email: 'coordinator@bench.test',
  });
  return { schoolIds, userIds, coordinator };
}
