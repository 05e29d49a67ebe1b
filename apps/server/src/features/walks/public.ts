/*
 * What other features use of walks: the table, reading a walk and its audience, the locks and rules
 * an entry of a walk goes through. Reactions to walks go through their domain
 * events (events.ts), never through calls.
 */
export { audienceOf, findWalk, loadViewableWalk, lockWalk, viewerOf } from './access.js';
export { assertCanChangeWalkEntry, canSeeThroughWalk, lockWalkOfEntry, walkToLogInto } from './entries.js';
export type { WalkAudience } from './events.js';
export { publishWalk } from './live.js';
export { type WalkRow, walks } from './tables.js';
export { completeDueWalks } from './auto-complete.js';
// The demo seed of assessments makes walks through the walks' own services.
export { submitForReview, submitReview } from './lifecycle.js';
export { createWalk } from './service.js';
