import {
  DATA_PROFILE_MESSAGES as M,
  optionKey,
  type TDataProfileOptionChange,
  type TDataProfileSettingsRequest,
} from '@schooldog/domain';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { assertNewName, managed, optionOf, save } from './change.js';

/*
 * A profile's settings and an option's name and status (spec 000 §3 friendlyName, icon,
 * useStatuses, statusOptions; §6 manage data profiles).
 */

/** Saves the friendly name, icon and statuses; options whose status was removed keep none. */
export async function updateSettings(
  write: WriteDeps,
  actor: Actor,
  profileId: string,
  settings: TDataProfileSettingsRequest,
) {
  const row = await managed(write, actor, profileId);
  const names = settings.statusOptions.map((status) => optionKey(status.name));
  if (new Set(names).size !== names.length)
    throw Invalid({ statusOptions: M.dataProfileStatusNamesDistinct });
  const ids = new Set(settings.statusOptions.map((status) => status.id));
  if (ids.size !== settings.statusOptions.length)
    throw Invalid({ statusOptions: M.dataProfileStatusNamesDistinct });
  const options = row.options.map((option) =>
    option.statusId && !ids.has(option.statusId) ? { ...option, statusId: null } : option,
  );
  return save(write, row, {
    friendlyName: settings.friendlyName.trim(),
    icon: settings.icon,
    useStatuses: settings.useStatuses,
    statusOptions: settings.statusOptions.map((status) => ({ ...status, name: status.name.trim() })),
    options,
  });
}

/** Renames an option and/or sets its status (one of the profile's statuses, or none). */
export async function changeOption(
  write: WriteDeps,
  actor: Actor,
  profileId: string,
  optionId: string,
  change: TDataProfileOptionChange,
) {
  const row = await managed(write, actor, profileId);
  optionOf(row, optionId);
  if (change.name !== undefined) assertNewName(row, change.name, optionId);
  const { statusId } = change;
  if (statusId && !row.statusOptions.some((status) => status.id === statusId))
    throw NotFound(M.dataProfileStatusNotFound);
  const options = row.options.map((option) =>
    option.id === optionId
      ? {
          ...option,
          ...(change.name !== undefined ? { name: change.name.trim() } : {}),
          ...(statusId !== undefined ? { statusId } : {}),
        }
      : option,
  );
  return save(write, row, { options });
}
