/* The insights page, one chunk loaded by routes.tsx. */
export { InsightsPage } from './InsightsPage';
