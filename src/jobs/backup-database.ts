import type { Job } from './types.js';

/**
 * A backup of the whole database (`marketplace backup`, both engines) into <data dir>/backups/ while automatic
 * backups are on, keeping the newest N (the backup retention setting, 30).
 */
export const backupDatabaseJob: Job = {
  name: 'backup-database',
  schedule: '0 30 3 * * *',
  run: async (core) => core.database.dailyBackup(),
};
