import type { Job } from './types.js';

/**
 * Task reminders: daily at 7:30 inside `serve`; `marketplace jobs run task-reminders` for system cron.
 * Every open task due tomorrow (Prague) or overdue gets a notification and its assignee an e-mail,
 * once per task and day whatever runs overlap or repeat (task_reminders' unique key). `--limit N`:
 * at most N tasks a run (default REMINDERS_PER_RUN, 2 000); a later run the same day takes the rest.
 */
export const taskRemindersJob: Job = {
  name: 'task-reminders',
  schedule: '0 30 7 * * *',
  run: async (core, options) => {
    const run = await core.tasks.reminders({ limit: options?.limit });
    return { ...run };
  },
};
