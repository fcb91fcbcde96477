import type { Job } from './types.js';

/**
 * Deletes expired sessions, login attempts older than a day, expired two-factor sign-in challenges, ended
 * rate-limit windows, expired social sign-in codes, expired notifications and job runs older than a day (each
 * job's latest stays).
 */
export const pruneSessionsJob: Job = {
  name: 'prune-sessions',
  schedule: '0 17 * * * *',
  run: async (core) => ({
    ...(await core.accounts.prune()),
    twoFactorChallenges: await core.twoFactor.prune(),
    rateLimitWindows: await core.rateLimits.prune(),
    oauthCodes: await core.oauth.prune(),
    notifications: await core.notifications.prune(),
    jobRuns: await core.jobRuns.prune(),
  }),
};
