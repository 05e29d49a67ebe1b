import { defineFeature } from '../../core/feature.js';
import { dashboardRoutes } from './routes.js';

/**
 * The dashboard's server side (spec 000 §2 "Dashboard"): the School Leaderboard and Top Walkers,
 * read from the insight counts, and the user's Customize Dashboard order.
 */
export const dashboardFeature = defineFeature({ name: 'dashboard', plugin: dashboardRoutes });
