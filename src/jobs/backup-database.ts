import type { Job } from './types.js';

export const backupDatabaseJob: Job = {
  name: 'backup-database',
  description:
    'SQLite: a consistent copy of the database (VACUUM INTO) into <data dir>/backups/, keeping the newest N (the backup retention setting, 30); PostgreSQL: nothing (use pg_dump)',
  schedule: '0 30 3 * * *',
  run: async (core) => core.database.dailyBackup(),
};
