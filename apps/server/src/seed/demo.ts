import {
  defaultPermissionsForRole,
  isDistrictLevelRole,
  newId,
  ROLES,
  type RoleName,
} from '@schooldog/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { schools } from '../features/schools/public.js';
import type { SettingsService } from '../core/settings.js';
import { users } from '../db/schema.js';
import { createUserAccount } from '../features/users/public.js';
import { demoObservationSettings } from './observation-settings.js';

export const DEMO_DISTRICT = 'Demo County Schools';
export const DEMO_EMAIL_DOMAIN = 'demo.schooldog.test';

const DEMO_SCHOOLS = [
  ['Lakeview Elementary School', '1200 Lakeview Dr', 'Maria Alvarez', '555', 'lakeview'],
  ['Pine Ridge Middle School', '450 Ridge Rd', 'James Carter', '556', 'pineridge'],
  ['Riverside High School', '3100 River Pkwy', 'Angela Brooks', '557', 'riverside'],
  ['Oak Hollow Academy', '78 Hollow Ln', 'David Nguyen', '558', 'oakhollow'],
] as const;

const PEOPLE: Record<RoleName, [string, string, string]> = {
  schooldog_master_admin: ['Morgan', 'Reyes', 'Superintendent'],
  district_safety_coordinator: ['Dana', 'Whitfield', 'Safety Coordinator'],
  district_nonsafety_coordinator: ['Chris', 'Patel', 'Operations Director'],
  principal: ['Maria', 'Alvarez', 'Principal'],
  assistant_principal: ['Kevin', 'Osei', 'Assistant Principal'],
  sro_district: ['Ray', 'Holloway', 'Chief of District Police'],
  sro: ['Tina', 'Marsh', 'School Resource Officer'],
  custodial_supervisor: ['Luis', 'Ortega', 'Facilities Manager'],
  custodial: ['Janet', 'Kim', 'Custodian'],
  educator: ['Sam', 'Fischer', 'Teacher'],
  clerical: ['Olivia', 'Grant', 'Front Office'],
  work_order_submitter: ['Pat', 'Doyle', 'Coordinator'],
  maintenance_supervisor: ['Frank', 'Novak', 'Maintenance Director'],
  maintenance_staff: ['Eddie', 'Brown', 'Technician'],
};

/** The demo district: its name, four schools with every field filled, observation settings. */
export async function seedDistrict(db: Db, settings: SettingsService) {
  const rows = DEMO_SCHOOLS.map(([name, street, principal, exchange, slug], index) => ({
    id: newId(),
    name,
    address: {
      street,
      street2: index === 3 ? 'Building B' : '',
      city: 'Springfield',
      state: 'GA',
      zip: `3010${index + 1}`,
    },
    principalName: principal,
    principalOfficePhone: `(404) ${exchange}-010${index}`,
    schoolOfficeNumber: `(404) ${exchange}-0200`,
    principalEmail: `${slug}.principal@demo-county.k12.test`,
    website: `https://${slug}.demo-county.k12.test`,
    contactPhone: `(404) ${exchange}-0300`,
    fax: `+404.${exchange}.0400`,
    email: `office@${slug}.demo-county.k12.test`,
    phone: `(404) ${exchange}-0500`,
    officePhone: `(404) ${exchange}-0600`,
    links: [
      { name: 'School website', url: `https://${slug}.demo-county.k12.test` },
      { name: 'Emergency operations plan', url: `https://${slug}.demo-county.k12.test/eop` },
    ],
  }));
  await db.insert(schools).values(rows);
  await settings.update('organization', { district: { name: DEMO_DISTRICT } }, null);
  await settings.update('observation', demoObservationSettings(), null);
  return rows;
}

/** One user of a role with the role's default permissions; school-level roles at the given schools. */
export async function seedUser(
  db: Db,
  role: RoleName,
  options: {
    schoolIds: string[];
    password?: string;
    passwordHash?: string;
    email?: string;
    isSchoolDogStaff?: boolean;
    name?: [string, string];
  },
) {
  // "New work order staff: isDistrictLevel true on create" (spec 001 §3): the crew serves every
  // school, and sees each work order's school by name.
  const isDistrictLevel = isDistrictLevelRole(role) || role === 'maintenance_staff';
  const roleSchoolIds = isDistrictLevel ? [] : options.schoolIds;
  const [firstName, lastName, title] = PEOPLE[role];
  return createUserAccount(db, {
    email: options.email ?? `${role}@${DEMO_EMAIL_DOMAIN}`,
    firstName: options.name?.[0] ?? firstName,
    lastName: options.name?.[1] ?? lastName,
    title,
    role,
    isDistrictLevel,
    roleSchoolIds,
    isSchoolDogStaff: options.isSchoolDogStaff ?? false,
    permissions: defaultPermissionsForRole(role, roleSchoolIds),
    emailVerified: true,
    ...(options.password ? { password: options.password } : {}),
    ...(options.passwordHash ? { passwordHash: options.passwordHash } : {}),
  });
}

export interface DemoAccount {
  email: string;
  role: string;
  school: string;
}

/** Seeds the whole demo district once: schools, settings, one account per role and two extras. */
export async function seedDemo(db: Db, settings: SettingsService, password: string): Promise<DemoAccount[]> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `principal@${DEMO_EMAIL_DOMAIN}`));
  if (existing.length > 0) return [];
  const [first, second] = await seedDistrict(db, settings);
  if (!first || !second) throw new Error('demo schools missing');
  const accounts: DemoAccount[] = [];
  // One hash for every demo account: they share the password anyway, and the start-up check of
  // the published password (listen-host.ts) then verifies it once.
  const passwordHash = await hashPassword(password);
  for (const role of ROLES) {
    const user = await seedUser(db, role, { schoolIds: [first.id], passwordHash });
    accounts.push({
      email: user.email,
      role: user.friendlyRole,
      school: user.isDistrictLevel ? 'District-Level' : first.name,
    });
  }
  const principal2 = await seedUser(db, 'principal', {
    schoolIds: [second.id],
    passwordHash,
    email: `principal2@${DEMO_EMAIL_DOMAIN}`,
    name: ['James', 'Carter'],
  });
  accounts.push({ email: principal2.email, role: principal2.friendlyRole, school: second.name });
  const staff = await seedUser(db, 'schooldog_master_admin', {
    schoolIds: [],
    passwordHash,
    email: `staff@${DEMO_EMAIL_DOMAIN}`,
    isSchoolDogStaff: true,
    name: ['Sky', 'Support'],
  });
  accounts.push({ email: staff.email, role: 'Product staff', school: 'District-Level' });
  await seedArchivedPeople(db, [first.id, second.id]);
  return accounts;
}

/** Former staff, archived, so the users list's archived filter shows something (they cannot sign in). */
async function seedArchivedPeople(db: Db, schoolIds: string[]) {
  const former: [RoleName, string, string][] = [
    ['educator', 'Harold', 'Finch'],
    ['clerical', 'Lena', 'Ortiz'],
    ['custodial', 'Marcus', 'Bell'],
  ];
  for (const [index, [role, firstName, lastName]] of former.entries()) {
    const user = await seedUser(db, role, {
      schoolIds: [schoolIds[index % schoolIds.length] ?? ''],
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
      name: [firstName, lastName],
    });
    await db.update(users).set({ isArchived: true }).where(eq(users.id, user.id));
  }
}
