import {
  type TCompleteWalkRequest,
  type TSubmitForReviewRequest,
  type TSubmitReviewRequest,
  type TUpdateWalkRequest,
  type TPersonSummary,
  type TWalk,
  type WalkReportType,
  ZEntryList,
  ZPeople,
  ZWalk,
  ZWalkCounts,
  ZWalkList,
  ZWalkReviewers,
  ZWalksPage,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The walks API (spec 000 §7): one typed function per endpoint, shared by the list and the walk screen. */

const ZNoContent = z.unknown();

export type WalkPerson = TPersonSummary;

const walkPath = (walkId: string, rest = '') => `/api/walks/${encodeURIComponent(walkId)}${rest}`;
const withSchool = (path: string, schoolId: string) =>
  `${path}?${new URLSearchParams({ schoolId }).toString()}`;

/** GET /api/walks?…: one page of the walks list. `search` is the list's filters as a query string. */
export function fetchWalks(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/walks?${search}`, { schema: ZWalksPage, signal });
}

/** GET /api/walks/counts?…: the In Progress and Completed badges. */
export function fetchWalkCounts(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/walks/counts?${search}`, { schema: ZWalkCounts, signal });
}

/** GET /api/walks/current: the user's in-progress walks, optionally at one school. */
export async function fetchCurrentWalks(schoolId?: string, signal?: AbortSignal): Promise<TWalk[]> {
  const path = schoolId ? withSchool('/api/walks/current', schoolId) : '/api/walks/current';
  const data = await apiFetch(path, { schema: ZWalkList, signal });
  return data.walks;
}

/** GET /api/walks/eligible-collaborators: people who can log entries at the school, never oneself. */
export async function fetchEligibleCollaborators(schoolId: string, signal?: AbortSignal) {
  const data = await apiFetch(withSchool('/api/walks/eligible-collaborators', schoolId), {
    schema: ZPeople,
    signal,
  });
  return data.users;
}

export function fetchWalk(walkId: string, signal?: AbortSignal): Promise<TWalk> {
  return apiFetch(walkPath(walkId), { schema: ZWalk, signal });
}

export function updateWalk(walkId: string, changes: TUpdateWalkRequest): Promise<TWalk> {
  return apiFetch(walkPath(walkId), { schema: ZWalk, method: 'PATCH', body: changes });
}

/** DELETE /api/walks/:id: Permanently Delete. */
export async function deleteWalk(walkId: string): Promise<void> {
  await apiFetch(walkPath(walkId), { schema: ZNoContent, method: 'DELETE' });
}

export async function fetchWalkEntries(walkId: string, signal?: AbortSignal) {
  const data = await apiFetch(walkPath(walkId, '/entries'), { schema: ZEntryList, signal });
  return data.entries;
}

/** The address of the walk's entries as CSV, for a download link. */
export const walkEntriesCsvUrl = (walkId: string) => walkPath(walkId, '/entries.csv');
/** GET /api/walks/:id/reports/:type: the Full Summative or the Observations Report (PDF). */
export const walkReportUrl = (walkId: string, type: WalkReportType) => walkPath(walkId, `/reports/${type}`);

export function submitWalk(walkId: string, request: TSubmitForReviewRequest): Promise<TWalk> {
  return apiFetch(walkPath(walkId, '/submit'), { schema: ZWalk, method: 'POST', body: request });
}

/** GET /api/walks/:id/reviewers: who may review this walk, with their roles. */
export async function fetchWalkReviewers(walkId: string, signal?: AbortSignal) {
  const data = await apiFetch(walkPath(walkId, '/reviewers'), { schema: ZWalkReviewers, signal });
  return data.users;
}

export function reviewWalk(walkId: string, body: TSubmitReviewRequest): Promise<TWalk> {
  return apiFetch(walkPath(walkId, '/review'), { schema: ZWalk, method: 'POST', body });
}

export function completeWalk(walkId: string, request: TCompleteWalkRequest): Promise<TWalk> {
  return apiFetch(walkPath(walkId, '/complete'), { schema: ZWalk, method: 'POST', body: request });
}

/** POST /api/walks/:id/in-progress: Place Back In Progress. */
export function placeWalkInProgress(walkId: string): Promise<TWalk> {
  return apiFetch(walkPath(walkId, '/in-progress'), { schema: ZWalk, method: 'POST', body: {} });
}

export function archiveWalk(walkId: string, archived: boolean): Promise<TWalk> {
  return apiFetch(walkPath(walkId, '/archive'), { schema: ZWalk, method: 'POST', body: { archived } });
}
