/*
 * What other features use of entries: the tables, how an entry is presented, loaded and written
 * down. Reactions to entries go through their domain events (events.ts), never through calls.
 */
export { filteredEntriesCsv } from './csv.js';
export { schoolLocations } from './locations.js';
export { type ReportNames, reportNames, writeEntries } from './pdf.js';
export { countable, entryWalkOf, type EntryWithNames, presentEntryWithNames } from './presenter.js';
export { entriesPageRows, entriesPageSql } from './query.js';
export { createEntry } from './create.js';
export { assertEntryPlace, discardPictures, loadChangeableEntry, loadVisibleEntry } from './service.js';
export { type ObservationRow, observationDeltas, observations } from './tables.js';
/* Data profiles list the entries at a room on its page. */
export { entriesAtOption } from './at-option.js';
