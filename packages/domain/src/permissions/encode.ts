/**
 * The encoded permission set and its 984-character cap (spec 001 §5 "Users", §9).
 *
 * Format: `<entries>` or `<entries>|<schools>`
 * - `<schools>`: every school id that some per-school grant names, de-duplicated, sorted, each
 *   escaped with encodeURIComponent (so ',' and '|' cannot occur inside one), joined by ','.
 * - `<entries>`: one per held permission, in PERMISSIONS order, joined by ','. Each is the
 *   permission's two-letter code (PERMISSION_CODES) followed by 'A' (always, every school) or a
 *   lowercase hex bitmask over `<schools>` (bit i set = the i-th school; no leading zeros).
 * - Left out: hasPermission false, and per-school grants with no school (both resolve to denied).
 * Example: a principal of schools s1 and s2 encodes as `le3,ve3,...,ms3|s1,s2`; a district
 * role as `leA,veA,...` with no school list.
 *
 * Why a school table rather than listing ids per permission: ids are written once, so the size
 * grows with the number of schools, not schools x permissions. With inline lists a principal of
 * 20 schools (20-character ids) would need about 6,300 characters; here any permission set over
 * 20 such schools is at most 635, so following the spec's advice "(about 20 schools suggested)"
 * always works, whatever the role or custom choices. With 20-character ids a principal's defaults
 * fit up to 37 schools, and a set with all 27 permissions per school up to 32.
 *
 * The codes are part of the format: never change or reuse one.
 */
import { LIMITS } from '../constants.js';
import { PERMISSIONS, type PermissionMap, type PermissionName } from './names.js';

export const PERMISSIONS_ENCODED_MAX = LIMITS.permissionsEncodedMax;

export const PERMISSIONS_CAP_MESSAGE =
  "This user's permissions are too large to save. Use 'Enable for all schools' for some permissions, " +
  'or remove schools from this user (about 20 schools or fewer is suggested).';

const PERMISSION_CODES = {
  'log entries': 'le',
  'view entries': 've',
  'manage entries': 'me',
  'manage other entries': 'mo',
  'download entry reports': 'dr',
  'send neighborhood watch': 'nw',
  'view entry leaderboards': 'lb',
  'send safety alerts': 'sa',
  'receive safety alerts': 'ra',
  'manage safety alerts': 'ma',
  'propose tasks': 'pt',
  'be proposed tasks': 'bt',
  'manage tasks': 'mt',
  'manage tasks settings': 'ts',
  'manage task users': 'tu',
  'record drills': 'rd',
  'view assessments': 'va',
  'submit assessments': 'sb',
  'manage assessments': 'am',
  'create rubrics': 'cr',
  'manage rubrics': 'mr',
  'view data insights': 'di',
  'manage data profiles': 'dp',
  'download administrative reports': 'ar',
  'manage users': 'mu',
  'manage district': 'md',
  'manage schools': 'ms',
} as const satisfies Record<PermissionName, string>;

const NAME_BY_CODE = new Map<string, PermissionName>(
  PERMISSIONS.map((name) => [PERMISSION_CODES[name], name] as const),
);

const ALWAYS = 'A';

/** Encodes a stored permission map compactly and deterministically for the cap of spec 001 §5 (format above). */
export function encodePermissions(map: PermissionMap): string {
  const held = heldEntries(map);
  const schools = [...new Set(held.flatMap(([, value]) => value.forSchools))].sort();
  const indexBySchool = new Map(schools.map((schoolId, index) => [schoolId, index]));
  const entries = held.map(([name, value]) => {
    const scope = value.always ? ALWAYS : hexMask(value.forSchools.map((id) => indexBySchool.get(id) ?? 0));
    return PERMISSION_CODES[name] + scope;
  });
  const encoded = entries.join(',');
  return schools.length === 0 ? encoded : `${encoded}|${schools.map(encodeURIComponent).join(',')}`;
}

/** Reads back encodePermissions' format (spec 001 §5); every value is normalised, unreadable parts are skipped. */
export function decodePermissions(encoded: string): PermissionMap {
  const [entriesPart = '', schoolsPart = ''] = encoded.split('|');
  const schools = schoolsPart === '' ? [] : schoolsPart.split(',').map(decodeSchoolId);
  const map: PermissionMap = {};
  for (const entry of entriesPart.split(',')) {
    const name = NAME_BY_CODE.get(entry.slice(0, 2));
    const scope = entry.slice(2);
    if (name === undefined || scope === '') continue;
    if (scope === ALWAYS) {
      map[name] = { hasPermission: true, always: true, forSchools: [] };
      continue;
    }
    const forSchools = maskIndices(scope).flatMap((index) => schools[index] ?? []);
    if (forSchools.length > 0) map[name] = { hasPermission: true, always: false, forSchools };
  }
  return map;
}

/** "The encoded permission set must not exceed 984 characters" (spec 000 §6, 001 §5). */
export function permissionsFitCap(map: PermissionMap): boolean {
  return encodePermissions(map).length <= PERMISSIONS_ENCODED_MAX;
}

interface HeldScope {
  always: boolean;
  forSchools: string[];
}

/** Held permissions in PERMISSIONS order, normalised; stray keys such as the derived 'view district' are ignored. */
function heldEntries(map: PermissionMap): [PermissionName, HeldScope][] {
  const held: [PermissionName, HeldScope][] = [];
  for (const name of PERMISSIONS) {
    const value = map[name];
    if (value?.hasPermission !== true) continue;
    if (value.always) {
      held.push([name, { always: true, forSchools: [] }]);
      continue;
    }
    const forSchools = Array.isArray(value.forSchools) ? [...new Set(value.forSchools)] : [];
    if (forSchools.length > 0) held.push([name, { always: false, forSchools }]);
  }
  return held;
}

/** Hex digits, most significant first, of the bitmask with the given bit indices set. */
function hexMask(indices: number[]): string {
  const nibbles: number[] = [];
  for (const index of indices) {
    const at = Math.floor(index / 4);
    while (nibbles.length <= at) nibbles.push(0);
    nibbles[at] = (nibbles[at] ?? 0) | (1 << (index % 4));
  }
  return nibbles
    .reverse()
    .map((nibble) => nibble.toString(16))
    .join('')
    .replace(/^0+/, '');
}

function maskIndices(hex: string): number[] {
  if (!/^[0-9a-f]+$/.test(hex)) return [];
  const indices: number[] = [];
  [...hex].reverse().forEach((digit, position) => {
    const nibble = Number.parseInt(digit, 16);
    for (let bit = 0; bit < 4; bit += 1) {
      if (nibble & (1 << bit)) indices.push(position * 4 + bit);
    }
  });
  return indices;
}

function decodeSchoolId(escaped: string): string {
  try {
    return decodeURIComponent(escaped);
  } catch {
    return escaped;
  }
}
