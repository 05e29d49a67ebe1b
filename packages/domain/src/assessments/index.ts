export * from './mutations.js';
export * from './rules.js';
export * from './schemas.js';
export * from './scoring.js';
export * from './messages.js';
export * from './status.js';
