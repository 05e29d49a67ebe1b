import { defineFeature } from '../../core/feature.js';
import { insightSubscribers } from './subscribers.js';

/**
 * Insights: the counts by month, school, category, item and tag, the walkers' leaderboard and tag
 * usage, kept in step with every entry write (never a scan of all entries).
 */
export const insightsFeature = defineFeature({ name: 'insights', subscribers: insightSubscribers });
