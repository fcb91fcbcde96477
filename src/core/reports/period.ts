import { DateTime } from 'luxon';
import { contractProblem } from '../../contract/messages.js';
import { DomainError } from '../errors.js';
import { REPORT_TEXTS } from './model.js';

/** A report's period: its local days (both ends included) and the instants that bound them. */
export interface ReportPeriod {
  from: string;
  to: string;
  zone: string;
  /** every local day of the period, oldest first (YYYY-MM-DD) */
  days: string[];
  /** midnight starting `from` and midnight ending `to` (the next day's start), as instants */
  start: Date;
  end: Date;
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export const localDay = (instant: Date, zone: string): string => DateTime.fromJSDate(instant, { zone }).toISODate()!;

/**
 * Checks a period (`from <= to` is the contract's; here: real dates and at most `maxDays` days) and
 * gives its days in the zone. A day the clock changes on is still one day (23 or 25 hours).
 */
export function reportPeriod(from: string, to: string, zone: string, maxDays: number): ReportPeriod {
  const first = DateTime.fromISO(from, { zone }).startOf('day');
  const last = DateTime.fromISO(to, { zone }).startOf('day');
  if (!first.isValid) throw DomainError.validation([{ field: 'from', message: REPORT_TEXTS.badDate }]);
  if (!last.isValid) throw DomainError.validation([{ field: 'to', message: REPORT_TEXTS.badDate }]);
  const count = Math.round(last.diff(first, 'days').days) + 1;
  if (count < 1) throw DomainError.validation([contractProblem('to', 'reports.dateOrder')]);
  if (count > maxDays) throw DomainError.validation([{ field: 'to', message: REPORT_TEXTS.periodTooLong(maxDays) }]);
  const days = Array.from({ length: count }, (_, i) => first.plus({ days: i }).toISODate()!);
  return { from, to, zone, days, start: first.toJSDate(), end: last.plus({ days: 1 }).toJSDate() };
}
