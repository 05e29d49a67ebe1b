import {
  defaultCommunicationPreferences,
  defaultPermissionsForRole,
  isDistrictLevelOnCreate,
  newId,
  readUserImport,
  roleDisplayName,
  type TUserImportPreview,
  type TUserImportResult,
  USER_ADMIN_MESSAGES as M,
  userChangeRefusal,
} from '@schooldog/domain';
import { asc, inArray } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { DomainError } from '../../http/errors.js';
import { recordAudit } from '../../core/audit.js';
import { schools } from '../schools/public.js';
import { adminOf } from './admin-present.js';
import { insertUser } from './admin-service.js';
import { users } from './tables.js';
import { sendWelcome } from './welcome.js';

/**
 * The CSV import's preview (issue 13 point 5): the domain's reader against the district's schools
 * and the addresses in use, then the actor's reach (a school-scoped grant imports only school-level
 * users at its schools).
 */
export async function previewImport(db: Executor, actor: Actor, csv: string): Promise<TUserImportPreview> {
  const allSchools = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .orderBy(asc(schools.name));
  const preview = readUserImport(csv, { schools: allSchools, existingEmails: new Set() });
  const emails = [...new Set(preview.rows.map((row) => row.values.email.toLowerCase()).filter(Boolean))];
  const taken = new Set<string>();
  // In chunks: a file of thousands of addresses stays within the database's parameter limit.
  for (let at = 0; at < emails.length; at += 1000) {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails.slice(at, at + 1000)));
    for (const row of rows) taken.add(row.email);
  }
  const admin = adminOf(actor);
  for (const row of preview.rows) {
    if (!row.errors.email && taken.has(row.values.email.toLowerCase())) row.errors.email = M.emailTaken;
    if (!row.role || row.errors.schools) continue;
    const refusal = userChangeRefusal(admin, null, {
      role: row.role,
      isDistrictLevel: isDistrictLevelOnCreate(row.role),
      isSchoolDogStaff: false,
      roleSchoolIds: row.schoolIds,
      permissions: defaultPermissionsForRole(row.role, row.schoolIds),
    });
    if (refusal === M.districtOutsideGrant) row.errors.role = refusal;
    else if (refusal) row.errors.schools = refusal;
  }
  preview.rowsWithErrors = preview.rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return preview;
}

/** Imports every row in the write's transaction, only when the preview has no error; each gets the welcome mail after commit. */
export async function importUsers(write: WriteDeps, actor: Actor, csv: string): Promise<TUserImportResult> {
  const preview = await previewImport(write.db, actor, csv);
  if (preview.fileError || preview.rowsWithErrors > 0)
    throw new DomainError(400, 'invalid', preview.fileError ?? M.importHasErrors);
  const userIds: string[] = [];
  for (const row of preview.rows) {
    const role = row.role ?? '';
    const values = {
      id: newId(),
      name: `${row.values.firstName} ${row.values.lastName}`,
      email: row.values.email.toLowerCase(),
      firstName: row.values.firstName,
      lastName: row.values.lastName,
      title: row.values.title || null,
      role,
      friendlyRole: roleDisplayName(role),
      isDistrictLevel: isDistrictLevelOnCreate(role),
      roleSchoolIds: row.schoolIds,
      schoolId: row.schoolIds[0] ?? null,
      permissions: defaultPermissionsForRole(role, row.schoolIds),
      communicationPreferences: defaultCommunicationPreferences(),
    };
    const user = await insertUser(write.db, values);
    await recordAudit(write.db, {
      entity: 'users',
      entityId: user.id,
      userId: actor.user.id,
      before: {},
      after: { email: user.email, role: user.role, roleSchoolIds: user.roleSchoolIds, imported: true },
    });
    await sendWelcome(write, user);
    userIds.push(user.id);
  }
  return { imported: userIds.length, userIds };
}
