import {
  type TDataProfileSettingsRequest,
  ZDataProfile,
  ZDataProfileList,
  ZDataProfileOptionPage,
  ZEntriesPage,
} from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The data profiles API (spec 000 §2, Experimental): one typed function per endpoint. */

const base = (profileId: string) => `/api/data-profiles/${encodeURIComponent(profileId)}`;

export const fetchDataProfiles = (signal?: AbortSignal) =>
  apiFetch('/api/data-profiles', { schema: ZDataProfileList, signal });

export const fetchDataProfile = (profileId: string, signal?: AbortSignal) =>
  apiFetch(base(profileId), { schema: ZDataProfile, signal });

const optionAt = (profileId: string, optionId: string) =>
  `${base(profileId)}/options/${encodeURIComponent(optionId)}`;

/** A room's page: its trend, count and work orders. */
export const fetchOptionPage = (profileId: string, optionId: string, signal?: AbortSignal) =>
  apiFetch(optionAt(profileId, optionId), { schema: ZDataProfileOptionPage, signal });

/** A page of a room's entries, newest first. */
export const fetchOptionEntries = (
  profileId: string,
  optionId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  apiFetch(
    `${optionAt(profileId, optionId)}/entries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    {
      schema: ZEntriesPage,
      signal,
    },
  );

/** The room labels PDF of a profile (a download link). */
export const roomLabelsUrl = (profileId: string) => `${base(profileId)}/labels.pdf`;

/** A change of a profile: answers the profile as saved. */
export type ProfileChange =
  | { kind: 'addOption'; name: string }
  | { kind: 'renameOption'; optionId: string; name: string }
  | { kind: 'setOptionStatus'; optionId: string; statusId: string | null }
  | { kind: 'settings'; settings: TDataProfileSettingsRequest }
  | { kind: 'removeOption'; optionId: string }
  | { kind: 'approve'; reviewId: string }
  | { kind: 'merge'; reviewId: string; optionId: string }
  | { kind: 'reject'; reviewId: string };

export function changeDataProfile(profileId: string, change: ProfileChange) {
  const at = base(profileId);
  const option = (id: string) => `${at}/options/${encodeURIComponent(id)}`;
  const review = (id: string, action: string) => `${at}/review/${encodeURIComponent(id)}/${action}`;
  const schema = ZDataProfile;
  switch (change.kind) {
    case 'addOption':
      return apiFetch(`${at}/options`, { schema, method: 'POST', body: { name: change.name } });
    case 'renameOption':
      return apiFetch(option(change.optionId), { schema, method: 'PATCH', body: { name: change.name } });
    case 'setOptionStatus':
      return apiFetch(option(change.optionId), {
        schema,
        method: 'PATCH',
        body: { statusId: change.statusId },
      });
    case 'settings':
      return apiFetch(`${at}/settings`, { schema, method: 'PUT', body: change.settings });
    case 'removeOption':
      return apiFetch(option(change.optionId), { schema, method: 'DELETE' });
    case 'approve':
      return apiFetch(review(change.reviewId, 'approve'), { schema, method: 'POST' });
    case 'merge':
      return apiFetch(review(change.reviewId, 'merge'), {
        schema,
        method: 'POST',
        body: { optionId: change.optionId },
      });
    case 'reject':
      return apiFetch(review(change.reviewId, 'reject'), { schema, method: 'POST' });
  }
}
