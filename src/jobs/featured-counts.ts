import type { Job } from './types.js';

/**
 * Featured campaigns' impressions and clicks: counted in memory by the process that served them, written
 * every 30 seconds inside `serve` (and once more at its stop). A crash loses at most the last 30 seconds'
 * counts. `marketplace jobs run featured-counts` writes what its own process counted: nothing.
 */
export const featuredCountsJob: Job = {
  name: 'featured-counts',
  description: "Writes the featured campaigns' impressions and clicks counted in memory since the last run",
  schedule: '*/30 * * * * *',
  run: async (core) => core.featured.flush(),
};
