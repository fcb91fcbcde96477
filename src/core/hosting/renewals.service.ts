import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { RenewalCandidate, RenewalsRepository } from './renewals.repository.js';
import { addDays, annualFee, daysBetween, hostingStatus, isCalendarDate, pragueToday, renewalDate } from './rules.js';

/** `marketplace hosting renewals` looks this many days ahead unless told otherwise. */
const DEFAULT_RENEWAL_WINDOW_DAYS = 30;
/** The longest window asked for: ten years. */
export const MAX_RENEWAL_WINDOW_DAYS = 3660;

/** One renewal due: the project, its renewal date (next_payment_date), days left, its yearly fee and status. */
export interface RenewalRow {
  id: number;
  company_name: string;
  domain: string;
  /** the renewal date: next_payment_date, else a year after the site was made, else the day asked about */
  next_payment_date: string;
  /** negative: overdue */
  days_left: number;
  /** the yearly fee (annual_fee, else 12 x monthly_cost, else 1000 Kč) */
  annual_fee: number;
  status: string;
  phone: string | null;
  /** the day the domain's registration ends (RDAP, `marketplace hosting check`); null: not known */
  domain_expiration_date: string | null;
}

interface RenewalMonth {
  /** 'YYYY-MM' */
  month: string;
  count: number;
  sum: number;
}

export interface RenewalsReport {
  as_of: string;
  within_days: number;
  /** the sum of the renewals' yearly fees (Kč) */
  total_due: number;
  renewals: RenewalRow[];
  by_month: RenewalMonth[];
}

const RENEWAL_TEXTS = {
  withinDays: `Počet dní musí být celé číslo od 0 do ${MAX_RENEWAL_WINDOW_DAYS}.`,
  asOf: 'Datum musí být skutečné datum ve tvaru RRRR-MM-DD.',
} as const;

/** A project's renewal as of `today`. */
export function renewalOf(project: RenewalCandidate, today: string): RenewalRow {
  const date = renewalDate(project, today);
  return {
    id: project.id,
    company_name: project.company_name,
    domain: project.domain,
    next_payment_date: date,
    days_left: daysBetween(today, date),
    annual_fee: annualFee(project),
    status: hostingStatus(project, today),
    phone: project.contact_phone,
    domain_expiration_date: project.domain_expiration_date,
  };
}

const isOverdue = (r: RenewalRow) => r.status === 'expired' || r.days_left < 0;

/** Expired ones first, then by date and id; grouped by the renewal date's month in that order. */
export function renewalsReport(rows: RenewalRow[], asOf: string, withinDays: number): RenewalsReport {
  const renewals = [...rows].sort(
    (a, b) => Number(isOverdue(b)) - Number(isOverdue(a)) || a.next_payment_date.localeCompare(b.next_payment_date) || a.id - b.id,
  );
  const months = new Map<string, RenewalMonth>();
  for (const r of renewals) {
    const key = r.next_payment_date.slice(0, 7);
    const month = months.get(key) ?? { month: key, count: 0, sum: 0 };
    month.count += 1;
    month.sum += r.annual_fee;
    months.set(key, month);
  }
  return {
    as_of: asOf,
    within_days: withinDays,
    total_due: renewals.reduce((sum, r) => sum + r.annual_fee, 0),
    renewals,
    by_month: [...months.values()],
  };
}

/** The renewals due (`marketplace hosting renewals`): overdue ones and those within `withinDays` of `asOf`. */
export function createRenewalsService(deps: { repo: RenewalsRepository; clock: Clock }) {
  return {
    async due(options: { withinDays?: number; asOf?: string } = {}): Promise<RenewalsReport> {
      const withinDays = options.withinDays ?? DEFAULT_RENEWAL_WINDOW_DAYS;
      if (!Number.isInteger(withinDays) || withinDays < 0 || withinDays > MAX_RENEWAL_WINDOW_DAYS) {
        throw DomainError.validation([{ field: 'within', message: RENEWAL_TEXTS.withinDays }]);
      }
      if (options.asOf !== undefined && !isCalendarDate(options.asOf)) {
        throw DomainError.validation([{ field: 'as_of', message: RENEWAL_TEXTS.asOf }]);
      }
      const asOf = options.asOf ?? pragueToday(deps.clock.now());
      const projects = await deps.repo.renewingBy(addDays(asOf, withinDays), asOf);
      return renewalsReport(
        projects.map((p) => renewalOf(p, asOf)),
        asOf,
        withinDays,
      );
    },
  };
}
