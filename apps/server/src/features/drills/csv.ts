import { DRILL_EVENT_TYPE_LABELS, DRILL_TYPE_LABELS, formatDrillDate, type TDrill } from '@schooldog/domain';
import { csvLine, safeCell } from '../../platform/documents/index.js';

/** The drills export's columns: the table's, then the rest of a drill's record. */
export const DRILLS_CSV_COLUMNS = [
  'Drill #',
  'School',
  'Date',
  'Time',
  'Drill Type',
  'Event Type',
  'Response Time',
  'Number of Participants',
  'Additional Information',
  'Results Additional Information',
  'Recorded By',
] as const;

const text = (value: string | null) => (value ? safeCell(value) : '');

export function drillsCsv(list: readonly TDrill[]): Buffer {
  let csv = csvLine(DRILLS_CSV_COLUMNS);
  for (const drill of list)
    csv += csvLine([
      drill.id,
      text(drill.schoolName),
      formatDrillDate(drill.drillDate),
      `${drill.drillTime} ${drill.drillTimeOfDay.toUpperCase()}`,
      drill.type === 'other' ? text(drill.otherType) : DRILL_TYPE_LABELS[drill.type],
      drill.eventType === 'other' ? text(drill.otherEventType) : DRILL_EVENT_TYPE_LABELS[drill.eventType],
      drill.responseTime ?? '',
      drill.numberOfParticipants,
      text(drill.additionalInfo),
      text(drill.resultsAdditionalInfo),
      drill.recordedBy ? text(drill.recordedBy.name) : 'Unknown',
    ]);
  return Buffer.from(csv, 'utf8');
}
