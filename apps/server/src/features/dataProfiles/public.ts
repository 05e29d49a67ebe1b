/* What other features use of data profiles: the table and the check of a location's profile and option. */
export { assertProfileOption } from './check.js';
export { dataProfiles } from './tables.js';
