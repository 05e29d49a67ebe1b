import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import { permissionsFitCap, PERMISSIONS_CAP_MESSAGE } from '../permissions/encode.js';
import { isDistrictLevelRole, ROLES, type RoleName, roleNames } from '../permissions/roles.js';
import { isDistrictLevelOnCreate } from './abilities.js';
import { parseCsv } from './csv.js';
import { USER_ADMIN_MESSAGES as M } from './messages.js';
import {
  isValidEmail,
  type TUserImportPreview,
  type TUserImportRow,
  USER_IMPORT_ROWS_MAX,
  type UserImportField,
} from './schemas.js';

/**
 * Reading a staff CSV for import (issue 13 point 5): a header row names the columns (in any order;
 * HR exports differ), then one user a row. Schools are named, separated by ';'. Pure: the web
 * previews with it as the file is chosen, and the server decides with it.
 */

/** What a row is checked against: the district's schools and the addresses already in use (lower case). */
export interface UserImportContext {
  schools: readonly { id: string; name: string }[];
  existingEmails: ReadonlySet<string>;
}

/** The column titles a template file has, in order. */
export const USER_IMPORT_COLUMNS = ['First Name', 'Last Name', 'Email', 'Title', 'Role', 'Schools'] as const;

const HEADER_ALIASES: Record<string, UserImportField> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  title: 'title',
  jobtitle: 'title',
  position: 'title',
  role: 'role',
  schools: 'schools',
  school: 'schools',
  schoolnames: 'schools',
};
const REQUIRED_COLUMNS: UserImportField[] = ['firstName', 'lastName', 'email', 'role'];

const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The role a cell names: a role key, or a name of the role. The spec's two shared names (School
 * Resource Officer, Custodial/Environmental) belong to two roles each: with schools listed the
 * school-level role is meant, without the district-wide one.
 */
export function roleOfCell(cell: string, hasSchools: boolean): RoleName | null {
  const wanted = folded(cell).replace(/ /g, '_');
  const byKey = ROLES.find((role) => role === wanted);
  if (byKey) return byKey;
  const matches = ROLES.filter((role) => roleNames(role).some((name) => folded(name) === folded(cell)));
  if (matches.length <= 1) return matches[0] ?? null;
  return matches.find((role) => isDistrictLevelRole(role) !== hasSchools) ?? matches[0] ?? null;
}

/** Every row of the file with its values and errors, or the file's own problem. */
export function readUserImport(text: string, context: UserImportContext): TUserImportPreview {
  const [header = [], ...body] = parseCsv(text);
  const columns = header.map((title) => HEADER_ALIASES[key(title)] ?? null);
  const refuse = (fileError: string): TUserImportPreview => ({ fileError, rows: [], rowsWithErrors: 0 });
  if (REQUIRED_COLUMNS.some((field) => !columns.includes(field))) return refuse(M.importMissingColumns);
  const lines = body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length === 0) return refuse(M.importEmpty);
  if (lines.length > USER_IMPORT_ROWS_MAX)
    return refuse(M.importTooMany.replace('{{max}}', String(USER_IMPORT_ROWS_MAX)));

  const schoolByName = new Map<string, string>();
  for (const school of context.schools) {
    if (!schoolByName.has(folded(school.name))) schoolByName.set(folded(school.name), school.id);
  }
  const rows = lines.map(({ cells, line }) => readRow(cells, line, columns, schoolByName, context));
  markRepeatedEmails(rows);
  return {
    fileError: null,
    rows,
    rowsWithErrors: rows.filter((row) => Object.keys(row.errors).length > 0).length,
  };
}

function readRow(
  cells: string[],
  line: number,
  columns: (UserImportField | null)[],
  schoolByName: ReadonlyMap<string, string>,
  context: UserImportContext,
): TUserImportRow {
  const values = { firstName: '', lastName: '', email: '', title: '', role: '', schools: '' };
  columns.forEach((field, index) => {
    if (field && values[field] === '') values[field] = (cells[index] ?? '').trim();
  });
  const errors: TUserImportRow['errors'] = {};
  const tooLong = `Use at most ${LIMITS.profileTextMax} characters.`;
  for (const field of ['firstName', 'lastName'] as const) {
    if (values[field] === '') errors[field] = MESSAGES.fieldRequired;
    else if (values[field].length > LIMITS.profileTextMax) errors[field] = tooLong;
  }
  if (values.title.length > LIMITS.profileTextMax) errors.title = tooLong;
  const email = values.email.toLowerCase();
  if (email === '') errors.email = MESSAGES.fieldRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.validEmail;
  else if (context.existingEmails.has(email)) errors.email = M.emailTaken;

  const schoolNames = values.schools
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  const schoolIds = [...new Set(schoolNames.flatMap((name) => schoolByName.get(folded(name)) ?? []))];
  if (schoolNames.some((name) => !schoolByName.has(folded(name)))) errors.schools = M.importUnknownSchool;

  const role = values.role === '' ? null : roleOfCell(values.role, schoolNames.length > 0);
  if (values.role === '') errors.role = MESSAGES.fieldRequired;
  else if (!role) errors.role = M.importUnknownRole;
  if (role && !errors.schools) {
    if (!isDistrictLevelOnCreate(role) && schoolIds.length === 0) errors.schools = M.schoolsNeeded;
    else if (!permissionsFitCap(defaultPermissionsForRole(role, schoolIds)))
      errors.schools = PERMISSIONS_CAP_MESSAGE;
  }
  return { line, values, role, schoolIds, errors };
}

/** Every row whose address another row also has gets the error (each copy, so none is imported by accident). */
function markRepeatedEmails(rows: TUserImportRow[]) {
  const count = new Map<string, number>();
  for (const row of rows) {
    const email = row.values.email.toLowerCase();
    if (email) count.set(email, (count.get(email) ?? 0) + 1);
  }
  for (const row of rows) {
    const email = row.values.email.toLowerCase();
    if ((count.get(email) ?? 0) > 1 && !row.errors.email) row.errors.email = M.importEmailTwice;
  }
}
