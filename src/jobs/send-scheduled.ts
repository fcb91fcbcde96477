import type { Job } from './types.js';

/**
 * The Email Center's scheduled e-mails: every 10 s inside `serve`; `marketplace jobs run scheduled` for
 * system cron. Hands each due one to the outbound queue (once, whatever runs it at the same time) and
 * marks the ones the queue has finished sent or failed.
 */
export const sendScheduledJob: Job = {
  name: 'scheduled',
  schedule: '5-59/10 * * * * *',
  run: async (core, options) => ({ ...(await core.emailCenter.sender.run({ limit: options?.limit })) }),
};
