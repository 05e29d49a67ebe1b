import { MESSAGES } from '../messages.js';
import { can, canAtEverySchool } from '../permissions/check.js';
import type { ResolvedPermissions } from '../permissions/names.js';
import type {
  TObservationCategory,
  TObservationItem,
  TObservationSettings,
} from '../observation-settings/schemas.js';
import type { WalkType } from './schemas.js';

/** Trimmed, blanks dropped, de-duplicated (first spelling kept), in order (spec 000 §5 "Tags"). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** An entry's tags: category tags + item tags + manual tags, cleaned; and their lower-case form. */
export function entryTags(
  settings: TObservationSettings,
  categoryId: string,
  itemId: string,
  manualTags: readonly string[],
): { tags: string[]; manualTags: string[]; searchableTags: string[] } {
  const category = settings.categories.find((candidate) => candidate.id === categoryId);
  const item = settings.items.find((candidate) => candidate.id === itemId);
  const cleanManual = cleanTags(manualTags);
  const tags = cleanTags([...(category?.tags ?? []), ...(item?.tags ?? []), ...cleanManual]);
  return { tags, manualTags: cleanManual, searchableTags: tags.map((tag) => tag.toLowerCase()) };
}

/**
 * The tag filter of the entries explorer (decisions.md "The tag filter"): ignoring case, a tag
 * matches when it or one of its words starts with the typed text ("fire" finds "Fire door" and
 * "Fire extinguisher", "door" finds "Fire door"). The rule as a regular expression over the
 * lower-case tag, read alike by JavaScript and PostgreSQL (`~`), so the server that filters and
 * the suggestions the web offers agree.
 */
export function tagFilterPattern(typed: string): string {
  const escaped = typed
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[\\s/-])${escaped}`;
}

/** Whether a tag matches the typed tag filter (see tagFilterPattern). */
export function tagMatchesFilter(tag: string, typed: string): boolean {
  return new RegExp(tagFilterPattern(typed)).test(tag.toLowerCase());
}

/** The searchable form of a location: trimmed and lower-case (spec 000 §5). */
export function searchableLocation(location: string): string {
  return location.trim().toLowerCase();
}

/**
 * Walk type from the person leading (or, for a floating entry, reporting): district for district
 * users, school when their schools include this one, otherwise partner (spec 000 §4 "Walk").
 */
export function walkTypeFor(
  person: { isDistrictUser: boolean; roleSchoolIds: readonly string[] },
  schoolId: string,
): WalkType {
  if (person.isDistrictUser) return 'district';
  return person.roleSchoolIds.includes(schoolId) ? 'school' : 'partner';
}

/** 'Please choose from provided options' unless the item exists and belongs to the category. */
export function observationChoiceError(
  settings: TObservationSettings,
  categoryId: string,
  itemId: string,
): { field: 'observationCategoryId' | 'observationItemId'; message: string } | null {
  if (!settings.categories.some((category) => category.id === categoryId)) {
    return { field: 'observationCategoryId', message: MESSAGES.chooseFromOptions };
  }
  const item = settings.items.find((candidate) => candidate.id === itemId);
  if (!item?.categories.includes(categoryId))
    return { field: 'observationItemId', message: MESSAGES.chooseFromOptions };
  return null;
}

const isOther = (label: string) => label.trim().toLowerCase() === 'other';

/** Alphabetical with Other last (spec 000 §2 "Observation picker"). */
export function sortByLabelOtherLast<T extends { label: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => {
    if (isOther(a.label) !== isOther(b.label)) return isOther(a.label) ? 1 : -1;
    return a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
  });
}

export interface ObservationOption {
  itemId: string;
  categoryId: string;
  /** 'label' when a category is chosen, else 'label (category)'. */
  text: string;
}

/**
 * The item options of the picker: within a chosen category, its items; with none chosen, every
 * item once per category it belongs to, reading 'label (category)', so choosing one sets both.
 */
export function observationOptions(
  settings: TObservationSettings,
  categoryId: string | null,
): ObservationOption[] {
  const categories = new Map<string, TObservationCategory>(
    settings.categories.map((category) => [category.id, category]),
  );
  const pairs: { item: TObservationItem; category: TObservationCategory; label: string }[] = [];
  for (const item of settings.items) {
    for (const id of item.categories) {
      const category = categories.get(id);
      if (!category || (categoryId && id !== categoryId)) continue;
      pairs.push({ item, category, label: categoryId ? item.label : `${item.label} (${category.label})` });
    }
  }
  // Other last by the item's label: with no category, 'Other (Safety)' is still Other.
  const sorted = [...pairs].sort((a, b) => {
    if (isOther(a.item.label) !== isOther(b.item.label)) return isOther(a.item.label) ? 1 : -1;
    return a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
  });
  return sorted.map(({ item, category, label }) => ({
    itemId: item.id,
    categoryId: category.id,
    text: label,
  }));
}

/**
 * Who sees an entry (spec 000 §6): one's own with log entries, anyone's with view entries, at the
 * entry's school.
 */
export function canSeeEntry(
  permissions: ResolvedPermissions,
  userId: string,
  entry: { schoolId: string; reportedByUserId: string },
): boolean {
  if (can(permissions, 'view entries', entry.schoolId)) return true;
  return entry.reportedByUserId === userId && can(permissions, 'log entries', entry.schoolId);
}

/**
 * Whether the entries explorer shows only the user's own entries: with log entries and no view
 * entries anywhere (a custodian), `canSeeEntry` lets them see only what they logged themselves.
 */
export function seesOnlyOwnEntries(permissions: ResolvedPermissions): boolean {
  return !can(permissions, 'view entries');
}

/**
 * Explorer scope (spec 000 §6): the schools where the user may look, and whether other people's
 * entries show. With view entries at every selected school, anyone's; otherwise only one's own.
 */
export function entryQueryScope(
  permissions: ResolvedPermissions,
  selectedSchoolIds: readonly string[],
): { mayFilterOthers: boolean } {
  if (selectedSchoolIds.length > 0)
    return { mayFilterOthers: canAtEverySchool(permissions, 'view entries', [...selectedSchoolIds]) };
  return { mayFilterOthers: permissions['view entries'].hasPermission && permissions['view entries'].always };
}

/**
 * Entry management (spec 000 §6): the reporter; on school-led entries, view entries and manage
 * entries at that school; on district- or partner-led ones, manage other entries.
 */
export function canManageEntry(
  permissions: ResolvedPermissions,
  userId: string,
  entry: { schoolId: string; walkType: WalkType; reportedByUserId: string },
): boolean {
  if (entry.reportedByUserId === userId) return true;
  if (entry.walkType === 'school') {
    return (
      can(permissions, 'view entries', entry.schoolId) && can(permissions, 'manage entries', entry.schoolId)
    );
  }
  return can(permissions, 'manage other entries', entry.schoolId);
}
