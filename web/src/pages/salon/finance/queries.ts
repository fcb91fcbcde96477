import { fetchFinance, FINANCE_PERIODS, type FinancePeriod } from '../../../api/finance.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** Finance's queries: under 'salon', so a booking marked completed or a no-show makes them stale too. */
export const financeKeys = {
  all: ['salon', 'finance'] as const,
  /** `from` null: the period holding today */
  figures: (period: FinancePeriod, from: string | null) => ['salon', 'finance', period, from] as const,
};

/** The period `?obdobi=day|week|month|year` asks for, else a month. */
export const parseFinancePeriod = (value: string | null): FinancePeriod => FINANCE_PERIODS.find((p) => p === value) ?? 'month';

/** The day `?od=YYYY-MM-DD` opens the period on, else null (the period holding today). */
export const parseFinanceFrom = (value: string | null): string | null => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The figures of a period: the section's first query (the period and its day in the URL). */
export const financeQuery = (period: FinancePeriod, from: string | null) =>
  ({ key: financeKeys.figures(period, from), load: (signal) => fetchFinance(period, from, signal) }) satisfies FirstQuery<unknown>;
