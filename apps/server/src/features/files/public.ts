/* What other features use of files: the stored files table (who uploaded a picture). */
export { storedFiles } from './tables.js';
