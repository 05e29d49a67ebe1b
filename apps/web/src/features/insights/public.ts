/* What other features use of insights: the dashboard's entries-over-time and favourite cards. */
export { EntriesOverTimeCard } from './cards/EntriesOverTimeCard';
export { FavoriteInsightCard } from './cards/FavoriteInsightCard';
