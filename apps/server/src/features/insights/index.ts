import { defineFeature } from '../../core/feature.js';
import { insightRoutes } from './routes.js';
import { insightSubscribers } from './subscribers.js';

/**
 * Insights: the counts by month, school, category, item and tag, the walkers' leaderboard and tag
 * usage, kept in step with every entry write (never a scan of all entries); the explorer reads
 * them by month and school (GET /api/insights) and keeps each person's favourites.
 */
export const insightsFeature = defineFeature({
  name: 'insights',
  plugin: insightRoutes,
  subscribers: insightSubscribers,
});
