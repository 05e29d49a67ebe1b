export * from './cards.js';
export * from './leaderboards.js';
export * from './messages.js';
export * from './schemas.js';
