import {
  scoreAssessment,
  type TAssessment,
  type TAssessmentDetail,
  type TEntry,
  type TUpdateAssessmentRequest,
  withManualAnswer,
} from '@schooldog/domain';
import { pushTo } from '../../../offline/overlay';
import { indexOnce, type OverlayContext, type PendingChange } from '../../../offline/pendingChanges';
import { entryChangesOf } from '../../entries/overlay';
import { walkKeys } from '../../walks/keys';
import { overlayWalkEntries } from '../../walks/overlay';

/*
 * The answering view's overlay (offline/overlay.ts; the idea of features/walks/overlay.ts): the
 * cached assessment with the user's queued answers and updates on top, re-scored with the domain's
 * scoreAssessment, so the score moves at once and offline. A walk's assessment scores from the
 * walk's entries as the device knows them (the cached list with queued entry changes), as the
 * server does from the walk's entries.
 */

type AssessmentChange = Extract<PendingChange, { name: 'assessment.answer' | 'assessment.update' }>;

const ASSESSMENT_INDEX = {};

/** The queued assessment changes by assessment, in the order they were made. */
function assessmentChangesOf(changes: readonly PendingChange[]): Map<string, AssessmentChange[]> {
  return indexOnce(changes, ASSESSMENT_INDEX, () => {
    const index = new Map<string, AssessmentChange[]>();
    for (const change of changes) {
      if (change.name === 'assessment.answer' || change.name === 'assessment.update')
        pushTo(index, change.args.id, change);
    }
    return index;
  });
}

/** PATCH's changes on an assessment: notes, skipping it, a section's skip and notes. */
export function applyAssessmentUpdate(
  assessment: TAssessment,
  changes: TUpdateAssessmentRequest,
): TAssessment {
  const sections = changes.sections
    ? assessment.sections.map((section) => {
        const change = changes.sections?.[section.id];
        return change ? { ...section, ...change } : section;
      })
    : assessment.sections;
  return {
    ...assessment,
    location: changes.location ?? assessment.location,
    notes: changes.notes ?? assessment.notes,
    skip: changes.skip ?? assessment.skip,
    sections,
  };
}

function applyChange(assessment: TAssessment, change: AssessmentChange): TAssessment {
  if (change.name === 'assessment.answer') {
    const { questionId, answerId } = change.args;
    return { ...assessment, sections: withManualAnswer(assessment.sections, questionId, answerId) };
  }
  return applyAssessmentUpdate(assessment, change.args.changes);
}

/** The entries a walk's assessment scores from on this device; null when the walk's list is not cached. */
function walkEntriesOnDevice(
  walkId: string,
  ctx: OverlayContext,
  linked: readonly TEntry[],
): readonly TEntry[] | null {
  const cached = ctx.cached?.(walkKeys.entries(walkId)) as readonly TEntry[] | undefined;
  const onDevice = overlayWalkEntries(cached, walkId, ctx);
  if (!onDevice) return null;
  // The server's linked entries that the cached list does not have yet (logged elsewhere since it was read).
  const known = new Set(onDevice.map((entry) => entry.id));
  const { deletedIds } = entryChangesOf(ctx.changes);
  const newer = linked.filter((entry) => !known.has(entry.id) && !deletedIds.has(entry.id));
  return newer.length > 0 ? [...onDevice, ...newer] : onDevice;
}

/** Whether the queued entry changes may move a walk's scores. */
const hasEntryChanges = (ctx: OverlayContext) => {
  const index = entryChangesOf(ctx.changes);
  return index.creates.size > 0 || index.updates.size > 0 || index.deletedIds.size > 0;
};

/**
 * One assessment with its queued answers and updates, re-scored; its entries are those linked to
 * its questions (for the cards), from the server's answer and the walk's entries on the device.
 */
export function overlayAssessmentDetail(
  detail: TAssessmentDetail | null | undefined,
  id: string,
  ctx: OverlayContext,
): TAssessmentDetail | null | undefined {
  if (!detail) return detail;
  const queued = assessmentChangesOf(ctx.changes).get(id) ?? [];
  const { walkId } = detail.assessment;
  const walkEntries =
    walkId && hasEntryChanges(ctx) ? walkEntriesOnDevice(walkId, ctx, detail.entries) : null;
  if (queued.length === 0 && walkEntries === null) return detail;
  const changed = queued.reduce(applyChange, detail.assessment);
  // Outside a walk only manual answers count (no entries in scope), as on the server.
  const inScope = walkId
    ? (walkEntries ?? walkEntriesOnDevice(walkId, ctx, detail.entries) ?? detail.entries)
    : [];
  const scored = scoreAssessment(changed, inScope);
  const assessment: TAssessment = { ...changed, ...scored };
  const linkedIds = new Set(
    scored.sections.flatMap((section) =>
      section.questions.flatMap((question) => question.linkedObservations),
    ),
  );
  const known = new Map([...detail.entries, ...inScope].map((entry) => [entry.id, entry]));
  const entries = [...known.values()].filter((entry) => linkedIds.has(entry.id));
  return { assessment, entries };
}
