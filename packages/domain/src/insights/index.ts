export * from './counts.js';
export * from './favorites.js';
export * from './query.js';
