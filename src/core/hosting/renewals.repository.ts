import type { Knex } from 'knex';
import { toBool } from '../../db/dialect.js';
import { addDays, addYears, renewalDate, type HostingTerms } from './rules.js';

/** What the renewals, the reminders and the check read of a webhosting project. */
export interface RenewalCandidate extends HostingTerms {
  id: number;
  country_code: string;
  company_name: string;
  domain: string;
  contact_phone: string | null;
  contact_email: string | null;
  /** a row of the demo seed: its domain and addresses are made up, so it is never reminded nor checked */
  is_demo: boolean;
  /** the day the domain's registration ends, as last read over RDAP; null: not known */
  domain_expiration_date: string | null;
}

const COLUMNS = [
  'id',
  'country_code',
  'company_name',
  'domain',
  'contact_phone',
  'contact_email',
  'annual_fee',
  'monthly_cost',
  'website_created_date',
  'next_payment_date',
  'manual_status',
  'is_demo',
  'domain_expiration_date',
];

const toCandidate = (r: Record<string, unknown>): RenewalCandidate => ({
  id: Number(r.id),
  country_code: String(r.country_code),
  company_name: String(r.company_name),
  domain: String(r.domain),
  contact_phone: r.contact_phone ? String(r.contact_phone) : null,
  contact_email: r.contact_email ? String(r.contact_email) : null,
  annual_fee: r.annual_fee === null || r.annual_fee === undefined ? null : Number(r.annual_fee),
  monthly_cost: r.monthly_cost === null || r.monthly_cost === undefined ? null : Number(r.monthly_cost),
  website_created_date: r.website_created_date ? String(r.website_created_date) : null,
  next_payment_date: r.next_payment_date ? String(r.next_payment_date) : null,
  manual_status: r.manual_status ? String(r.manual_status) : null,
  is_demo: toBool(r.is_demo),
  domain_expiration_date: r.domain_expiration_date ? String(r.domain_expiration_date) : null,
});

/** Renewals at most this many rows a read (a hosting business has hundreds of projects, not millions). */
const RENEWALS_READ_CAP = 10_000;

/**
 * The reads of `marketplace hosting renewals`, the reminders and the check over webhosting_projects
 * (the projects' own reads and writes are hosting.repository.ts).
 */
export function createRenewalsRepository(db: Knex) {
  return {
    /**
     * The projects renewing on or before `last` (overdue ones included), as of `today`. The renewal
     * date may come from website_created_date (one year later) or be today (no date at all), so the
     * query bounds it loosely on the index and the rule decides exactly (29 February).
     */
    async renewingBy(last: string, today: string): Promise<RenewalCandidate[]> {
      const createdBound = addDays(addYears(last, -1), 1);
      const rows = await db('webhosting_projects')
        .where('next_payment_date', '<=', last)
        .orWhere((q) =>
          q
            .whereNull('next_payment_date')
            .andWhere((w) => w.whereNull('website_created_date').orWhere('website_created_date', '<=', createdBound)),
        )
        .orderBy('id')
        .limit(RENEWALS_READ_CAP)
        .select(COLUMNS);
      return rows.map(toCandidate).filter((p) => renewalDate(p, today) <= last);
    },

    /** The projects whose domain's registration ends from `from` to `last` (inclusive), soonest first. */
    async domainsEndingBetween(from: string, last: string): Promise<RenewalCandidate[]> {
      const rows = await db('webhosting_projects')
        .whereBetween('domain_expiration_date', [from, last])
        .orderBy([{ column: 'domain_expiration_date' }, { column: 'id' }])
        .limit(RENEWALS_READ_CAP)
        .select(COLUMNS);
      return rows.map(toCandidate);
    },

    /** Every project (for the check), in id order, at most RENEWALS_READ_CAP. */
    async all(): Promise<RenewalCandidate[]> {
      const rows = await db('webhosting_projects').orderBy('id').limit(RENEWALS_READ_CAP).select(COLUMNS);
      return rows.map(toCandidate);
    },
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
