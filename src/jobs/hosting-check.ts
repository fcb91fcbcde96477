import type { Job } from './types.js';

/**
 * The certificate and site check of hosting projects: daily at 6:30 inside `serve`;
 * `marketplace jobs run hosting-check` for system cron (or `marketplace hosting check`). Stores each
 * active project's certificate expiry and issuer and whether its site answers, and notifies the back
 * office of a certificate expiring within 14 days or a site down (once per project and problem).
 */
export const hostingCheckJob: Job = {
  name: 'hosting-check',
  description: 'Checks the HTTPS certificate and reachability of active hosting projects’ sites',
  schedule: '0 30 6 * * *',
  run: async (core) => {
    const { checked, site_down, cert_expiring, notified } = await core.hostingCheck.run();
    return { checked, site_down, cert_expiring, notified };
  },
};
