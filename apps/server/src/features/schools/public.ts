/* What other features use of schools: the tables and how a school or a person's schools are read. */
export { assertMayReadSchool, knownSchoolsOf, schoolNameOf, schoolsOfUser } from './service.js';
export { schools } from './tables.js';
