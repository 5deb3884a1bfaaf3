/** Test files about SQLite itself (the file, pragmas, file backup): the PostgreSQL projects leave them out. */
export const SQLITE_ONLY = ['**/*.sqlite.test.ts', '**/node_modules/**'];
