export * from './format.js';
export * from './messages.js';
export * from './mutations.js';
export * from './rules.js';
export * from './schemas.js';
