import {
  canBeBoardUser,
  checkTasksSettings,
  type TTasksSettings,
  TASKS_SETTINGS_MESSAGES,
  type TTasksSettingsInput,
} from '@schooldog/domain';
import type { AppDeps } from '../../core/deps.js';
import { districtTimeZone } from '../../core/settings.js';
import type { WriteDeps } from '../../core/write.js';
import { Invalid } from '../../http/errors.js';
import { districtDay } from '../../platform/documents/index.js';
import { candidates } from '../users/public.js';

type ReadDeps = Pick<AppDeps, 'db' | 'settings'>;

/** Who may be assigned to a board: active people who can be proposed tasks somewhere, by name. */
export async function boardUserChoices(deps: ReadDeps) {
  return (await candidates(deps))
    .filter((person) => canBeBoardUser({ permissions: person.permissions, isArchived: false }))
    .map(({ user }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      friendlyRole: user.friendlyRole,
    }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/**
 * The users a save adds to its boards who may not be there: not eligible (canBeBoardUser) and not on
 * that board before. One kept from before stays, so a person who lost the permission does not
 * block saving the rest; the page shows them for removal.
 */
async function ineligibleBoardUsers(write: WriteDeps, before: TTasksSettings, next: TTasksSettings) {
  const errors: Record<string, string> = {};
  const added = next.boards.map((board) => {
    const kept = new Set(before.boards.find((old) => old.id === board.id)?.assignedUserIds ?? []);
    return board.assignedUserIds.filter((id) => !kept.has(id));
  });
  const ids = [...new Set(added.flat())];
  const eligible = new Set(
    (await candidates(write, ids))
      .filter((person) => canBeBoardUser({ permissions: person.permissions, isArchived: false }))
      .map((person) => person.id),
  );
  added.forEach((userIds, index) => {
    if (userIds.some((id) => !eligible.has(id)))
      errors[`boards.${index}.assignedUserIds`] = TASKS_SETTINGS_MESSAGES.boardUserIneligible;
  });
  return errors;
}

/**
 * PUT /api/tasks-settings: the whole record replaced, checked with the domain's rules (spec 001
 * §5) in the district's day; the settings service audits the change with who made it.
 */
export async function saveTasksSettings(
  write: WriteDeps,
  userId: string,
  body: TTasksSettingsInput,
): Promise<TTasksSettings> {
  const today = districtDay(write.clock(), await districtTimeZone(write.settings));
  const { settings, errors } = checkTasksSettings(body, today);
  const before = await write.settings.get('tasks');
  Object.assign(errors, await ineligibleBoardUsers(write, before, settings));
  if (Object.keys(errors).length > 0) throw Invalid(errors);
  return write.settings.update('tasks', settings, userId);
}
