/* What other features use of insights: the tables and the recount that checks them. */
export { insightsRecountDifferences } from './recount.js';
export { insightCounts, tagUsage, topWalkers } from './tables.js';
