/** What a backup folder (`npm run backup`) holds; `npm run restore` reads the same names. */
export const BACKUP_DATABASE_FILES = { pglite: 'pglite.tar.gz', postgres: 'postgres.sql' } as const;
/** The copy of DATA_DIR/files (pictures), when they are stored locally. */
export const BACKUP_FILES_FOLDER = 'files';
