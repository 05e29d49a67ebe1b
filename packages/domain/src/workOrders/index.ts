export * from './fields.js';
export * from './messages.js';
export * from './mutations.js';
export * from './rules.js';
export * from './schemas.js';
export * from './statuses.js';
export * from './settings.js';
export * from './settingsMessages.js';
