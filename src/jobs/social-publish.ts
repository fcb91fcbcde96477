import type { Job } from './types.js';

/**
 * Social posting: every 30 s inside `serve`; `marketplace jobs run social-publish` for system cron.
 * Publishes the due scheduled posts once (whatever runs at the same time), retries failures with
 * back-off, notifies the owners of posts to publish by hand.
 */
export const socialPublishJob: Job = {
  name: 'social-publish',
  schedule: '15,45 * * * * *',
  run: async (core, options) => ({ ...(await core.social.publisher.run({ limit: options?.limit })) }),
};
