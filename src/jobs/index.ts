import type { Core } from '../core/index.js';
import { backupDatabaseJob } from './backup-database.js';
import { campaignsJob } from './campaigns.js';
import { hostingCheckJob } from './hosting-check.js';
import { hostingRemindersJob } from './hosting-reminders.js';
import { inboxSyncJob } from './inbox-sync.js';
import { pruneSessionsJob } from './prune-sessions.js';
import { startScheduler as schedule, type JobLog } from './scheduler.js';
import { sendQueueJob } from './send-queue.js';
import { sendScheduledJob } from './send-scheduled.js';
import { socialPublishJob } from './social-publish.js';
import type { Job } from './types.js';
import { webAnalyticsJob } from './web-analytics.js';
import { taskRemindersJob } from './task-reminders.js';
import { bankStatementsJob } from './bank-statements.js';
import { shopExpireJob } from './shop-expire.js';
import { featuredHoldsJob } from './featured-holds.js';
import { geocodeJob } from './geocode.js';

export type { Job } from './types.js';
export { runScheduledJob, type JobLog, type Scheduler } from './scheduler.js';

/** Every job the product runs. Later capabilities add theirs here. */
export const JOBS: Job[] = [
  sendQueueJob,
  pruneSessionsJob,
  inboxSyncJob,
  campaignsJob,
  sendScheduledJob,
  hostingRemindersJob,
  hostingCheckJob,
  backupDatabaseJob,
  webAnalyticsJob,
  taskRemindersJob,
  socialPublishJob,
  bankStatementsJob,
  shopExpireJob,
  featuredHoldsJob,
  geocodeJob,
];

export const findJob = (name: string) => JOBS.find((job) => job.name === name);

/** Starts every job (or the given ones) on its schedule, each tick claimed as `instance`'s; see scheduler.ts. */
export const startScheduler = (core: Core, log: JobLog, options: { timeZone: string; instance?: string }, jobs: Job[] = JOBS) =>
  schedule(core, log, jobs, options);
