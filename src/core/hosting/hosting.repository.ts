import type { Knex } from 'knex';
import type { WebhostingProjectDto } from '../../contract/hosting.js';
import { isUniqueViolation, toBool, toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import {
  addDays,
  addYears,
  annualFee,
  daysBetween,
  EXPIRING_SOON_DAYS,
  hostingStatus,
  renewalDate,
  type HostingStatus,
  type HostingTerms,
} from './rules.js';

/** The latest payment of a project, as the list shows it. */
export interface LastPayment {
  period_date: string;
  amount: number;
  paid_at: string;
}

/** A recorded payment. */
export interface HostingPayment extends LastPayment {
  id: number;
  project_id: number;
}

/** The columns a create or an edit writes (the contract's `status` is `manual_status` here). */
export interface HostingProjectFields {
  country_code?: string;
  web_project_id?: number | null;
  prospect_id?: number | null;
  company_name?: string;
  domain?: string;
  domain_provider?: string | null;
  hosting_provider?: string | null;
  plan_type?: string | null;
  annual_fee?: number | null;
  monthly_cost?: number | null;
  website_created_date?: string | null;
  next_payment_date?: string | null;
  website_url?: string | null;
  manual_status?: string | null;
  notes?: string | null;
  contact_phone?: string | null;
  contact_email?: string | null;
  contact_address?: string | null;
  is_demo?: boolean;
}

type Row = Record<string, unknown>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const int = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** What the rules read of a row. */
export function termsOf(r: Row): HostingTerms {
  return {
    annual_fee: int(r.annual_fee),
    monthly_cost: int(r.monthly_cost),
    website_created_date: text(r.website_created_date),
    next_payment_date: text(r.next_payment_date),
    manual_status: text(r.manual_status),
  };
}

/** A row as the API shows it, with what the rules derive from it on `today` (Europe/Prague). */
function toHostingProject(r: Row, today: string, lastPayment: LastPayment | null): WebhostingProjectDto {
  const terms = termsOf(r);
  const renewal = renewalDate(terms, today);
  return {
    id: Number(r.id),
    country_code: String(r.country_code),
    web_project_id: int(r.web_project_id),
    prospect_id: int(r.prospect_id),
    company_name: String(r.company_name),
    domain: String(r.domain),
    domain_provider: text(r.domain_provider),
    hosting_provider: text(r.hosting_provider),
    plan_type: text(r.plan_type),
    annual_fee: terms.annual_fee,
    monthly_cost: terms.monthly_cost,
    website_created_date: terms.website_created_date,
    next_payment_date: terms.next_payment_date,
    website_url: text(r.website_url),
    manual_status: terms.manual_status,
    notes: text(r.notes),
    contact_phone: text(r.contact_phone),
    contact_email: text(r.contact_email),
    contact_address: text(r.contact_address),
    checked_at: toIso(r.checked_at),
    cert_expires_at: toIso(r.cert_expires_at),
    cert_issuer: text(r.cert_issuer),
    site_up: r.site_up === null || r.site_up === undefined ? null : toBool(r.site_up),
    check_error: text(r.check_error),
    domain_expiration_date: text(r.domain_expiration_date),
    domain_checked_at: toIso(r.domain_checked_at),
    domain_check_error: text(r.domain_check_error),
    domain_days_left: r.domain_expiration_date ? daysBetween(today, String(r.domain_expiration_date)) : null,
    is_demo: toBool(r.is_demo),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
    renewal_date: renewal,
    yearly_fee: annualFee(terms),
    status: hostingStatus(terms, today),
    days_left: daysBetween(today, renewal),
    last_payment: lastPayment,
  };
}

/**
 * The earliest creation day whose first renewal (one year on, 29 February -> 28 February) is on or
 * after `date`: "renews before `date`" is "created before this day", a comparison SQL can make.
 */
export function createdOnOrAfterRenewsFrom(date: string): string {
  let created = addDays(addYears(date, -1), -2);
  while (addYears(created, 1) < date) created = addDays(created, 1);
  return created;
}

/**
 * `where` restricted to the projects whose renewal date (next_payment_date, else one year after
 * website_created_date, else today) is before `date`. Every branch is true or false, never NULL, so the
 * condition can be negated.
 */
function renewsBefore(where: Knex.QueryBuilder, date: string, today: string): void {
  where
    .where((w) => w.whereNotNull('next_payment_date').andWhere('next_payment_date', '<', date))
    .orWhere((w) =>
      w
        .whereNull('next_payment_date')
        .whereNotNull('website_created_date')
        .andWhere('website_created_date', '<', createdOnOrAfterRenewsFrom(date)),
    );
  if (today < date) where.orWhere((w) => w.whereNull('next_payment_date').whereNull('website_created_date'));
}

/**
 * The renewal date as SQL, for ordering (both engines; bind today): next_payment_date, else the year after
 * website_created_date (a 29 February stays '-02-29', which sorts where 28 February would), else today.
 */
const RENEWAL_ORDER =
  'COALESCE(next_payment_date, CAST(CAST(substr(website_created_date, 1, 4) AS INTEGER) + 1 AS TEXT) || substr(website_created_date, 5), ?)';

/** `query` restricted to the projects whose status (the admin's, else the dates') is `status` on `today`. */
function whereStatus(query: Knex.QueryBuilder, status: HostingStatus, today: string): Knex.QueryBuilder {
  const soonEnd = addDays(today, EXPIRING_SOON_DAYS + 1);
  return query.where((q) =>
    q.where('manual_status', status).orWhere((byDate) => {
      byDate.whereNull('manual_status');
      if (status === 'expired') byDate.where((w) => renewsBefore(w, today, today));
      if (status === 'expiring_soon') byDate.whereNot((w) => renewsBefore(w, today, today)).where((w) => renewsBefore(w, soonEnd, today));
      if (status === 'active') byDate.whereNot((w) => renewsBefore(w, soonEnd, today));
    }),
  );
}

/** `query` restricted to the projects whose domain's registration ends within 30 days of `today` or has ended. */
function whereDomainExpiringSoon(query: Knex.QueryBuilder, today: string): Knex.QueryBuilder {
  return query.whereNotNull('domain_expiration_date').andWhere('domain_expiration_date', '<=', addDays(today, EXPIRING_SOON_DAYS));
}

const toPayment = (r: Row): HostingPayment => ({
  id: Number(r.id),
  project_id: Number(r.project_id),
  period_date: String(r.period_date),
  amount: Number(r.amount),
  paid_at: String(r.paid_at),
});

/**
 * Every query of webhosting projects and their payments. Calendar dates are 'YYYY-MM-DD' text, so
 * they compare as text on both engines. Built on the database or on a unit of work's transaction.
 */
export function createHostingRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const projects = (country?: string) => (country ? db('webhosting_projects').where('country_code', country) : db('webhosting_projects'));

  /** The latest payment (by period) of each of `ids`. */
  async function lastPayments(ids: number[]): Promise<Map<number, LastPayment>> {
    if (ids.length === 0) return new Map();
    const latest = db('hosting_payments')
      .whereIn('project_id', ids)
      .groupBy('project_id')
      .select('project_id')
      .max({ period_date: 'period_date' });
    const rows: Row[] = await db('hosting_payments as p')
      .join(latest.as('m'), (j) => j.on('m.project_id', 'p.project_id').andOn('m.period_date', 'p.period_date'))
      .select('p.*');
    return new Map(
      rows.map((r) => [Number(r.project_id), { period_date: String(r.period_date), amount: Number(r.amount), paid_at: String(r.paid_at) }]),
    );
  }

  async function toDtos(rows: Row[], today: string): Promise<WebhostingProjectDto[]> {
    const payments = await lastPayments(rows.map((r) => Number(r.id)));
    return rows.map((r) => toHostingProject(r, today, payments.get(Number(r.id)) ?? null));
  }

  return {
    async find(id: number, today: string): Promise<WebhostingProjectDto | undefined> {
      const row: Row | undefined = await db('webhosting_projects').where({ id }).first();
      return row ? (await toDtos([row], today))[0] : undefined;
    },

    /** What the rules read of project `id`, and its name. */
    async terms(id: number): Promise<(HostingTerms & { company_name: string }) | undefined> {
      const row: Row | undefined = await db('webhosting_projects')
        .where({ id })
        .first('company_name', 'annual_fee', 'monthly_cost', 'website_created_date', 'next_payment_date', 'manual_status');
      return row ? { ...termsOf(row), company_name: String(row.company_name) } : undefined;
    },

    /** Holds project `id` until the transaction ends (PostgreSQL FOR UPDATE; SQLite holds its one write lock already). */
    lock: (id: number) => dialect.lockRow(db, 'webhosting_projects', id),

    /** A page of the list, the renewals soonest first. */
    async list(
      filter: { country?: string; status?: HostingStatus; domainExpiringSoon?: boolean; offset: number; limit: number },
      today: string,
    ): Promise<{ projects: WebhostingProjectDto[]; total: number }> {
      const base = () => {
        const query = filter.status ? whereStatus(projects(filter.country), filter.status, today) : projects(filter.country);
        return filter.domainExpiringSoon ? whereDomainExpiringSoon(query, today) : query;
      };
      const [rows, [{ n }]] = await Promise.all([
        base().orderByRaw(`${RENEWAL_ORDER}, id`, [today]).offset(filter.offset).limit(filter.limit).select('*') as Promise<Row[]>,
        base().count({ n: '*' }),
      ]);
      return { projects: await toDtos(rows, today), total: Number(n) };
    },

    /** Every project of `country` (all countries without one), the renewals soonest first. */
    async all(filter: { country?: string }, today: string): Promise<WebhostingProjectDto[]> {
      const rows: Row[] = await projects(filter.country).orderByRaw(`${RENEWAL_ORDER}, id`, [today]);
      return toDtos(rows, today);
    },

    /** The filter buttons' and the cards' figures: counts by status and the monthly income of active projects. */
    async counts(country: string | undefined, today: string) {
      const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }))[0].n);
      const [all, active, expiringSoon, expired, domainExpiringSoon, income] = await Promise.all([
        count(projects(country)),
        count(whereStatus(projects(country), 'active', today)),
        count(whereStatus(projects(country), 'expiring_soon', today)),
        count(whereStatus(projects(country), 'expired', today)),
        count(whereDomainExpiringSoon(projects(country), today)),
        whereStatus(projects(country), 'active', today).sum({ s: 'monthly_cost' }),
      ]);
      return {
        all,
        active,
        expiring_soon: expiringSoon,
        expired,
        domain_expiring_soon: domainExpiringSoon,
        monthly_income: Number(income[0].s ?? 0),
      };
    },

    async insert(fields: HostingProjectFields, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('webhosting_projects')
        .insert({ ...fields, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /** Whether project `id` existed. */
    async update(id: number, fields: HostingProjectFields, now: Date): Promise<boolean> {
      return (
        (await db('webhosting_projects')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },

    /** The deleted project's name; undefined when there was none. Its payments and reminders go with it. */
    async remove(id: number): Promise<string | undefined> {
      const row: Row | undefined = await db('webhosting_projects').where({ id }).first('company_name');
      if (!row) return undefined;
      await db('hosting_payments').where({ project_id: id }).delete();
      await db('hosting_reminders').where({ project_id: id }).delete();
      await db('domain_reminders').where({ project_id: id }).delete();
      await db('hosting_check_alerts').where({ project_id: id }).delete();
      await db('webhosting_projects').where({ id }).delete();
      return String(row.company_name);
    },

    async hasPayment(projectId: number, periodDate: string): Promise<boolean> {
      return !!(await db('hosting_payments').where({ project_id: projectId, period_date: periodDate }).first('id'));
    },

    /**
     * Records a payment; null when the period is paid already (the unique key: the caller must stop, as
     * PostgreSQL aborts the transaction on it).
     */
    async insertPayment(
      payment: { project_id: number; period_date: string; amount: number; paid_at: string; created_by: number | null },
      now: Date,
    ): Promise<HostingPayment | null> {
      try {
        const [row] = await db('hosting_payments')
          .insert({ ...payment, created_at: now.toISOString() })
          .returning('id');
        return { id: Number(typeof row === 'object' ? row.id : row), ...payment };
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** After a payment: the next renewal, and the status follows the dates again. */
    async renewUntil(id: number, nextPaymentDate: string, now: Date): Promise<void> {
      await db('webhosting_projects')
        .where({ id })
        .update({ next_payment_date: nextPaymentDate, manual_status: null, updated_at: now.toISOString() });
    },

    /** Payments paid from `from` to `to` (inclusive), with their project's name and contact. */
    async paymentsPaidBetween(from: string, to: string, country?: string) {
      const query = db('hosting_payments as p')
        .join('webhosting_projects as w', 'w.id', 'p.project_id')
        .whereBetween('p.paid_at', [from, to])
        .orderBy([{ column: 'p.paid_at' }, { column: 'p.id' }])
        .select('p.*', 'w.company_name', 'w.domain', 'w.contact_phone', 'w.website_url', 'w.contact_address');
      if (country) query.where('w.country_code', country);
      const rows: Row[] = await query;
      return rows.map((r) => ({
        ...toPayment(r),
        company_name: String(r.company_name),
        domain: String(r.domain),
        contact_phone: text(r.contact_phone),
        website_url: text(r.website_url),
        contact_address: text(r.contact_address),
      }));
    },
  };
}

export type HostingRepository = ReturnType<typeof createHostingRepository>;
