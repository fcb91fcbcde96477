import type { Job } from './types.js';

/**
 * Coordinates for listings and prospects without them (imported prospects, listings whose save found the
 * geocoder down): every five minutes inside `serve`, 30 at a time at the geocoder's pace (1 a second:
 * a run takes about 30 s); `marketplace jobs run geocode` for system cron. Nothing without
 * MARKETPLACE_GEOCODER_URL.
 */
export const geocodeJob: Job = {
  name: 'geocode',
  schedule: '0 */5 * * * *',
  run: async (core, options): Promise<Record<string, number | string>> => {
    const { configured, asked, found, missed, failed, error } = await core.geocoding.run(options?.limit);
    if (!configured) return { asked: 0, geocoder: 'není nastaven (MARKETPLACE_GEOCODER_URL)' };
    // a geocoder that fails stops the run: the shortfall makes `jobs run` exit 1, so cron mails the operator
    return { asked, found, missed, failed, ...(error ? { shortfall: error } : {}) };
  },
};
