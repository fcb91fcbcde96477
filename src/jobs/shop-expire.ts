import type { Job } from './types.js';

/**
 * Unpaid e-shop orders expire: every 5 minutes inside `serve` (`marketplace jobs run shop-expire` from cron)
 * each order paid by card or transfer whose payment is still awaited after MARKETPLACE_SHOP_UNPAID_MINUTES is
 * cancelled, its stock returned once and the buyer told it was not paid in time. A payment settled at the
 * same moment wins or loses as a whole (core/payments: one conditional UPDATE of the payment row). Cash on
 * delivery has no payment row and never expires.
 */
export const shopExpireJob: Job = {
  name: 'shop-expire',
  schedule: '0 */5 * * * *',
  run: async (core, options) => core.payments.expireDue(['order'], options?.signal),
};
