import { DateTime } from 'luxon';
import type { FinancePeriod } from '../../contract/finance.js';
import { DomainError } from '../errors.js';
import { FINANCE_TEXTS } from './model.js';

const UNIT = { day: 'day', week: 'week', month: 'month', year: 'year' } as const;
/** The bucket of each period: an hour of a day, a day of a week or a month, a month of a year. */
const BUCKET = { day: 'hour', week: 'day', month: 'day', year: 'month' } as const;
const LABEL = { day: 'HH:mm', week: 'yyyy-MM-dd', month: 'yyyy-MM-dd', year: 'yyyy-MM' } as const;

interface FinanceBucket {
  start: DateTime;
  label: string;
}

/** A period in the company's zone: its local midnights as instants, its buckets, the neighbours' first days. */
export interface FinanceWindow {
  from: DateTime;
  /** the first instant after the period */
  to: DateTime;
  buckets: FinanceBucket[];
  /** the bucket edges as UTC instants: buckets.length + 1 of them */
  edges: Date[];
  previous: string;
  next: string;
}

/**
 * The period of kind `period` that holds the day `from` (default: today in `zone`): a day, an ISO week
 * (Monday), a month or a year, bounded by local midnights, so a day across a DST change has 23 or 25 hours.
 */
export function financeWindow(period: FinancePeriod, from: string | undefined, zone: string, now: Date): FinanceWindow {
  const asked = from ? DateTime.fromISO(from, { zone }) : DateTime.fromJSDate(now, { zone });
  if (!asked.isValid || asked.year < 2000 || asked.year > 2999) {
    throw DomainError.validation([{ field: 'from', message: FINANCE_TEXTS.invalidDate }]);
  }
  const unit = UNIT[period];
  const start = asked.startOf(unit);
  const end = start.plus({ [unit]: 1 });
  const buckets: FinanceBucket[] = [];
  // an hour is added in absolute time (23 or 25 of them on a DST day), a day or a month in the calendar
  for (let t = start; t < end; t = t.plus({ [BUCKET[period]]: 1 })) {
    const label = t.toFormat(LABEL[period]);
    // the hour repeated when clocks go back says its offset: '02:00', then '02:00 (+01:00)'
    buckets.push({ start: t, label: buckets.at(-1)?.label === label ? `${label} (${t.toFormat('ZZ')})` : label });
  }
  return {
    from: start,
    to: end,
    buckets,
    edges: [...buckets.map((b) => b.start.toJSDate()), end.toJSDate()],
    previous: start.minus({ [unit]: 1 }).toISODate()!,
    next: end.toISODate()!,
  };
}
