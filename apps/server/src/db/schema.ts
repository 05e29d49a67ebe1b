export { accounts, sessions, verifications } from '../auth/tables.js';
export { auditLog } from '../features/audit/tables.js';
export { schools } from '../features/schools/tables.js';
export { settings } from '../features/settings/tables.js';
export { users } from '../features/users/tables.js';
export { observationDeltas, observations } from '../features/entries/tables.js';
export { storedFiles } from '../features/files/tables.js';
export { insightCounts, tagUsage, topWalkers } from '../features/insights/tables.js';
export { walks } from '../features/walks/tables.js';
