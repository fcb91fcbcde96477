import type { Job } from './types.js';

/**
 * Bulk campaigns: every 10 s inside `serve`; `marketplace jobs run campaigns` for system cron. Starts
 * the scheduled campaigns that are due, queues the next recipients of the sending ones (their stagger
 * reaches at most 10 minutes ahead) and marks the settled ones sent.
 */
export const campaignsJob: Job = {
  name: 'campaigns',
  schedule: '*/10 * * * * *',
  run: async (core) => ({ ...(await core.campaigns.tick()) }),
};
