import type { Job } from './types.js';

/**
 * Unpaid holds expire: every 5 minutes inside `serve` (`marketplace jobs run featured-holds` from cron) each
 * featured campaign and outdoor contract whose payment is still awaited after MARKETPLACE_FEATURED_HOLD_HOURS is
 * cancelled, freeing its slot or space, and the company is notified. A payment settled at the same moment wins
 * or loses as a whole (core/payments).
 */
export const featuredHoldsJob: Job = {
  name: 'featured-holds',
  schedule: '30 */5 * * * *',
  run: async (core, options) => core.payments.expireDue(['featured', 'outdoor'], options?.signal),
};
