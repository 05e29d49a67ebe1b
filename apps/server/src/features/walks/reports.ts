import {
  canDownloadWalkReports,
  LIMITS,
  type ObservationType,
  type Precipitation,
  type TSubmissionHistoryItem,
  WALK_HISTORY_LABELS,
  WALK_STATUS_LABELS,
  WALK_TYPE_LABELS,
  type WalkReportType,
} from '@schooldog/domain';
import type { Actor } from '../../http/access.js';
import type { DownloadName } from '../../http/download.js';
import { Forbidden } from '../../http/errors.js';
import { districtDay, heading, newReport } from '../../platform/documents/index.js';
import {
  entriesPageRows,
  entriesPageSql,
  type EntryWithNames,
  type ReportNames,
  reportNames,
  writeEntries,
} from '../entries/public.js';
import { loadViewableWalk } from './access.js';
import { schoolNameOf } from '../schools/public.js';
import { fullName } from '../users/public.js';
import type { AppDeps } from '../../core/deps.js';
import { presentOneWalk } from './presenter.js';
import type { WalkRow } from './tables.js';

export const WALK_REPORTS: Record<WalkReportType, string> = {
  summative: 'Full Summative Report',
  observations: 'Observations Report',
};

const PRECIPITATION_LABELS: Record<Precipitation, string> = {
  none: 'None',
  rain: 'Rain',
  snow: 'Snow',
  sleet: 'Sleet',
  fog: 'Fog',
};

/**
 * generateReport (spec 000 §7): the walk's Full Summative Report (summary, counts by category,
 * context, history, then every entry) or its Observations Report (the entries). Needs download
 * entry reports at the walk's school (spec 000 §6 "Reports card and download buttons").
 */
export async function walkReport(
  deps: AppDeps,
  actor: Actor,
  walkId: string,
  type: WalkReportType,
): Promise<{ fileName: DownloadName; pdf: PDFKit.PDFDocument }> {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  if (!canDownloadWalkReports(actor.permissions, walk)) throw Forbidden();
  const [schoolName, names, rows] = await Promise.all([
    schoolNameOf(deps.db, walk.schoolId),
    reportNames(deps),
    entriesPageRows(
      deps.raw,
      entriesPageSql(
        { where: 'not o.is_deleted and o.walk_id = $1', values: [walkId] },
        { cursor: undefined, sortAsc: true, limit: LIMITS.walkReportEntriesMax },
      ),
    ),
  ]);
  const school = schoolName ?? 'School';
  const title = WALK_REPORTS[type];
  const pdf = newReport(title, names, [
    `${school} SchoolDog Walk, started ${names.when.format(walk.timeCreated)}`,
  ]);
  if (type === 'summative') await writeSummary(deps, pdf, walk, rows, names);
  heading(pdf, `Entries (${rows.length})`);
  await writeEntries(pdf, deps.storage, rows, names);
  pdf.end();
  return {
    fileName: `${school} - ${districtDay(walk.timeCreated, names.timeZone)} SchoolDog Walk - ${title}.pdf`,
    pdf,
  };
}

async function writeSummary(
  deps: AppDeps,
  pdf: PDFKit.PDFDocument,
  walk: WalkRow,
  rows: readonly EntryWithNames[],
  names: ReportNames,
) {
  // The people the walk's screens name: leader, collaborators and everyone in its history.
  const { people } = await presentOneWalk(deps.db, walk, deps.clock());
  const fullNames = new Map(people.map((person) => [person.id, fullName(person)]));
  const name = (id: string | null) => (id ? (fullNames.get(id) ?? 'Unknown User') : '');
  heading(pdf, 'Summary');
  const facts: [string, string][] = [
    ['Status', WALK_STATUS_LABELS[walk.status]],
    ['Walk type', WALK_TYPE_LABELS[walk.walkType]],
    ['Leader', name(walk.leaderUserId)],
    ['Collaborators', walk.collaborators.map(name).join(', ') || 'None'],
    ['Started', names.when.format(walk.timeCreated)],
    ['Completed', walk.timeCompleted ? names.when.format(walk.timeCompleted) : 'Not yet'],
  ];
  for (const [label, value] of facts) pdf.text(`${label}: ${value}`);

  heading(pdf, 'Entries by category');
  const byCategory = new Map<string, Record<ObservationType, number>>();
  for (const { entry } of rows) {
    const counts = byCategory.get(entry.observationCategoryId) ?? { concern: 0, praise: 0, other: 0 };
    counts[entry.observationType] += entry.quantity;
    byCategory.set(entry.observationCategoryId, counts);
  }
  if (byCategory.size === 0) pdf.text('No entries were logged on this walk.');
  for (const [categoryId, counts] of byCategory) {
    const label = names.labels.get(categoryId) ?? categoryId;
    pdf.text(`${label}: ${counts.concern} concerns, ${counts.praise} praises, ${counts.other} other`);
  }

  heading(pdf, 'Context');
  const { context } = walk;
  pdf.text(
    `Weather: ${context.weatherPrecipitation ? PRECIPITATION_LABELS[context.weatherPrecipitation] : 'Not given'}` +
      (context.weatherTemperature === null ? '' : `, ${context.weatherTemperature} °F`),
  );
  if (context.weatherComment) pdf.text(`Weather comment: ${context.weatherComment}`);
  pdf.text(`Final notes: ${context.additionalNotes || 'None'}`);

  heading(pdf, 'History');
  if (walk.submissionHistory.length === 0) pdf.text('No history yet.');
  for (const step of walk.submissionHistory) pdf.text(historyLine(step, names, name));
}

function historyLine(
  step: TSubmissionHistoryItem,
  names: ReportNames,
  name: (id: string | null) => string,
): string {
  const who = step.byUserId ? ` by ${name(step.byUserId)}` : '';
  const comments = step.comments ? `: ${step.comments}` : '';
  return `${names.when.format(new Date(step.timestamp))} ${WALK_HISTORY_LABELS[step.toStatus]}${who}${comments}`;
}
