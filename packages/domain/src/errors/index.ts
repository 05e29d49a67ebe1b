export * from './reports.js';
export * from './scrub.js';
export * from './refusals.js';
