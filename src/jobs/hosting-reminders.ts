import type { Job } from './types.js';

/**
 * Hosting renewal reminders: daily at 7:00 inside `serve`; `marketplace jobs run hosting-reminders`
 * for system cron (or `marketplace hosting renewals --notify`). Queues the reminders clients are due
 * today (30, 14 and 3 days before the renewal and on the day; each once per project, due date and lead
 * time, whatever runs overlap or repeat) and the operator's daily summary (once a day).
 */
export const hostingRemindersJob: Job = {
  name: 'hosting-reminders',
  schedule: '0 0 7 * * *',
  run: async (core) => {
    const run = await core.hostingReminders.run();
    return {
      reminded: run.reminders.length,
      domains_reminded: run.domain_reminders.length,
      already_reminded: run.already_reminded,
      without_email: run.without_email,
      digest: run.digest,
    };
  },
};
