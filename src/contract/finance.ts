import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('finance');

/** The periods Finance sums over, each starting at `from` (snapped to its day, ISO week, month or year). */
export const FINANCE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];

/** `GET /api/company/finance` and its CSV `GET /api/company/finance/export`: the period and a day in it (default today in the company's zone). */
export const financeQuery = z.object({
  period: z.enum(FINANCE_PERIODS, { error: M.period }).default('month'),
  from: z
    .string({ error: M.from })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.from })
    .optional(),
});
export type FinanceQuery = z.infer<typeof financeQuery>;

/** A group of completed bookings (a service, an employee, a branch): its name, how many, their sum. */
const financeGroupDto = z.object({
  /** null: a booking whose service / employee / branch is gone or was never set */
  id: z.number().nullable(),
  name: z.string().nullable(),
  count: z.number(),
  /** minor units of `currency` */
  sum: z.number(),
});
export type FinanceGroupDto = z.infer<typeof financeGroupDto>;

/** One bucket of the period (an hour of a day, a day of a week or month, a month of a year). */
const financeBucketDto = z.object({
  /** the bucket's first instant in the company's zone, ISO with offset */
  start: z.string(),
  /** its label: 'HH:mm' (day), 'YYYY-MM-DD' (week, month), 'YYYY-MM' (year) */
  label: z.string(),
  bookings: z.number(),
  orders: z.number(),
  no_show: z.number(),
});

/**
 * The company's revenue in a period. Every amount is an integer in the minor units of `currency`
 * (haléře, eurocenty, grosze): a booking's stored price (whole units) times 100, an order's stored total.
 */
const financeDto = z.object({
  period: z.enum(FINANCE_PERIODS),
  /** the period's first and last day (YYYY-MM-DD) in `time_zone` */
  from: z.string(),
  to: z.string(),
  /** the day the previous and the next period start (for stepping) */
  previous: z.string(),
  next: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  total: z.number(),
  bookings_total: z.number(),
  bookings_count: z.number(),
  orders_total: z.number(),
  orders_count: z.number(),
  no_show_loss: z.number(),
  no_show_count: z.number(),
  /** the VAT the totals contain: the edition country's rate (whole percent) */
  vat: z.object({ rate: z.number(), bookings: z.number(), orders: z.number(), total: z.number() }),
  by_service: z.array(financeGroupDto),
  by_employee: z.array(financeGroupDto),
  /** completed bookings by branch; `id` null: at the company's own address (no branch) */
  by_branch: z.array(financeGroupDto),
  series: z.array(financeBucketDto),
});
export type FinanceDto = z.infer<typeof financeDto>;

export const financeResponse = financeDto.extend({ success: z.literal(true) });
