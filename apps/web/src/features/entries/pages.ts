// The explorer and the single-entry page load together: one usually leads to the other.
export { EntriesGuard } from './EntriesGuard';
export { EntriesPage } from './EntriesPage';
export { EntryDetailPage } from './EntryDetailPage';
