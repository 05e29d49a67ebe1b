/* What other features use of assessment templates: the table an assessment is begun from. */
export { rubrics } from './tables.js';
