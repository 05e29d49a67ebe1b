/* The data profiles pages, one chunk loaded by routes.tsx. */
export { DataProfilePage } from './DataProfilePage';
export { DataProfilesPage } from './DataProfilesPage';
export { OptionPage } from './OptionPage';
