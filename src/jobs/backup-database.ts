import type { Job } from './types.js';

export const backupDatabaseJob: Job = {
  name: 'backup-database',
  description:
    'a backup of the whole database (`marketplace backup`, both engines) into <data dir>/backups/ while automatic backups are on, keeping the newest N (the backup retention setting, 30)',
  schedule: '0 30 3 * * *',
  run: async (core) => core.database.dailyBackup(),
};
