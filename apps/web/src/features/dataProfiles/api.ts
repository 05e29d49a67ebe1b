import { ZDataProfile, ZDataProfileList } from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The data profiles API (spec 000 §2, Experimental): one typed function per endpoint. */

const base = (profileId: string) => `/api/data-profiles/${encodeURIComponent(profileId)}`;

export const fetchDataProfiles = (signal?: AbortSignal) =>
  apiFetch('/api/data-profiles', { schema: ZDataProfileList, signal });

export const fetchDataProfile = (profileId: string, signal?: AbortSignal) =>
  apiFetch(base(profileId), { schema: ZDataProfile, signal });

/** A change of a profile: answers the profile as saved. */
export type ProfileChange =
  | { kind: 'addOption'; name: string }
  | { kind: 'renameOption'; optionId: string; name: string }
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
