import type { FinancePeriod } from '../../../api/finance.js';

/** Finance's queries: under 'salon', so a booking marked completed or a no-show makes them stale too. */
export const financeKeys = {
  all: ['salon', 'finance'] as const,
  /** `from` null: the period holding today */
  figures: (period: FinancePeriod, from: string | null) => ['salon', 'finance', period, from] as const,
};
