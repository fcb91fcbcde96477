import type { Job } from './types.js';

/** The outbound e-mail queue: every 10 s inside `serve`; `marketplace jobs run queue` for system cron. */
export const sendQueueJob: Job = {
  name: 'queue',
  schedule: '*/10 * * * * *',
  run: async (core, options) => ({
    ...(await core.mail.worker.run({ limit: options?.limit, leaseSeconds: options?.leaseSeconds, signal: options?.signal })),
  }),
};
