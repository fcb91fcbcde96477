import type { Job } from './types.js';

export const pruneSessionsJob: Job = {
  name: 'prune-sessions',
  description: 'Deletes expired sessions and login attempts older than a day',
  schedule: '0 17 * * * *',
  run: (core) => core.accounts.prune(),
};
