export * from './reports.js';
export * from './scrub.js';
