export * from './rules.js';
export * from './schemas.js';
export * from './downloads.js';
