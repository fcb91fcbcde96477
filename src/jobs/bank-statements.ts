import type { Job } from './types.js';

/**
 * Fio banka's new transactions (MARKETPLACE_FIO_TOKEN) through the statement import: credits matched to awaiting
 * payments by variable symbol. Every 15 minutes inside `serve`; `marketplace jobs run bank-statements` for system
 * cron. Without the token it does nothing (`configured: 0`).
 */
export const bankStatementsJob: Job = {
  name: 'bank-statements',
  schedule: '0 */15 * * * *',
  run: async (core) => {
    if (!core.bankStatements.fioConfigured()) return { configured: 0 };
    const summary = await core.bankStatements.importFio();
    return { configured: 1, ...summary };
  },
};
