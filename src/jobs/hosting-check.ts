import type { Job } from './types.js';

/**
 * The certificate, site and domain check of hosting projects: daily at 6:30 inside `serve`;
 * `marketplace jobs run hosting-check` for system cron (or `marketplace hosting check`). Stores each
 * active project's certificate expiry and issuer, whether its site answers and when its domain's
 * registration ends (RDAP), and notifies the back office of a certificate expiring within 14 days, a
 * domain ending within 30 days or a site down (once per project and problem).
 */
export const hostingCheckJob: Job = {
  name: 'hosting-check',
  schedule: '0 30 6 * * *',
  run: async (core) => {
    const { checked, site_down, cert_expiring, domain_expiring, notified } = await core.hostingCheck.run();
    return { checked, site_down, cert_expiring, domain_expiring, notified };
  },
};
