export * from './account.js';
export * from './sso.js';
export * from './abilities.js';
export { formatCsv, parseCsv } from './csv.js';
export * from './import.js';
export { USER_ADMIN_MESSAGES } from './messages.js';
export * from './schemas.js';
