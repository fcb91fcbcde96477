import type { Knex } from 'knex';
import type { WebProjectDto } from '../../contract/web-projects.js';
import { toBool, toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { termsOf } from '../hosting/hosting.repository.js';
import { hostingStatus, renewalDate } from '../hosting/rules.js';
import { WEB_PROJECT_FILTER_STATUSES, type WebProjectFilter } from './model.js';

/** The columns a create or an edit writes. */
export interface WebProjectFields {
  country_code?: string;
  prospect_id?: number | null;
  company_name?: string;
  project_type?: string;
  status?: string;
  estimated_price?: number;
  domain_name?: string | null;
  hosting_price?: number;
  notes?: string | null;
  is_demo?: boolean;
  completed_at?: string | null;
}

/** What a web project takes from its prospect, and its hosting project from both. */
export interface ProspectForProject {
  id: number;
  name: string;
  country_code: string;
  website_domain: string | null;
  website_interest: string | null;
  phone: string | null;
  email: string | null;
  /** street, postal code and city in one line */
  address: string | null;
}

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * A row as the API shows it: a server status 'active' is shown as completed; the hosting fields are those of
 * the linked hosting project (`h_` columns) on `today` (Prague).
 */
function toWebProject(r: Row, today: string): WebProjectDto {
  const hosted = r.webhosting_project_id !== null && r.webhosting_project_id !== undefined;
  const terms = termsOf({
    annual_fee: r.h_annual_fee,
    monthly_cost: r.h_monthly_cost,
    website_created_date: r.h_website_created_date,
    next_payment_date: r.h_next_payment_date,
    manual_status: r.h_manual_status,
  });
  return {
    id: Number(r.id),
    country_code: String(r.country_code),
    prospect_id: r.prospect_id === null || r.prospect_id === undefined ? null : Number(r.prospect_id),
    company_name: String(r.company_name),
    project_type: String(r.project_type),
    status: r.status === 'active' ? 'completed' : String(r.status),
    estimated_price: Number(r.estimated_price ?? 0),
    domain_name: text(r.domain_name),
    hosting_price: Number(r.hosting_price ?? 0),
    notes: text(r.notes),
    webhosting_project_id:
      r.webhosting_project_id === null || r.webhosting_project_id === undefined ? null : Number(r.webhosting_project_id),
    domain_expiration_date: hosted ? text(r.h_domain_expiration_date) : null,
    hosting_status: hosted ? hostingStatus(terms, today) : null,
    last_hosting_payment: hosted ? text(r.h_last_payment) : null,
    next_payment_due: hosted ? renewalDate(terms, today) : null,
    is_demo: toBool(r.is_demo),
    completed_at: toIso(r.completed_at),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** Every query of web projects (and what they read of prospects). Built on the database or on a unit of work's transaction. */
export function createWebProjectRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const scoped = (country?: string) => (country ? db('web_projects as p').where('p.country_code', country) : db('web_projects as p'));
  /** with the linked hosting project's columns the DTO derives its hosting fields from (`h_`), and its latest payment day */
  const withHosting = (query: Knex.QueryBuilder) =>
    query.leftJoin('webhosting_projects as h', 'h.web_project_id', 'p.id').select('p.*', {
      webhosting_project_id: 'h.id',
      h_domain_expiration_date: 'h.domain_expiration_date',
      h_annual_fee: 'h.annual_fee',
      h_monthly_cost: 'h.monthly_cost',
      h_website_created_date: 'h.website_created_date',
      h_next_payment_date: 'h.next_payment_date',
      h_manual_status: 'h.manual_status',
      h_last_payment: db('hosting_payments as hp').whereRaw('hp.project_id = h.id').max('hp.paid_at'),
    });

  return {
    /** A page, the newest first. */
    async list(
      filter: {
        country?: string;
        status?: WebProjectFilter;
        offset: number;
        limit: number;
      },
      today: string,
    ): Promise<{ projects: WebProjectDto[]; total: number }> {
      const base = () => {
        const query = scoped(filter.country);
        return filter.status ? query.whereIn('p.status', WEB_PROJECT_FILTER_STATUSES[filter.status]) : query;
      };
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        withHosting(base())
          .orderBy([
            { column: 'p.created_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ])
          .offset(filter.offset)
          .limit(filter.limit) as Promise<Row[]>,
        base().count({ n: '*' }),
      ]);
      return { projects: rows.map((r) => toWebProject(r, today)), total: Number(n) };
    },

    /** The summary banner: counts by filter and the total value (Kč), over the country. */
    async summary(country?: string) {
      const rows: Row[] = await scoped(country)
        .groupBy('p.status')
        .select('p.status')
        .count({ n: '*' })
        .sum({ value: 'p.estimated_price' });
      const count = (statuses: readonly string[]) =>
        rows.filter((r) => statuses.includes(String(r.status))).reduce((sum, r) => sum + Number(r.n), 0);
      return {
        total: rows.reduce((sum, r) => sum + Number(r.n), 0),
        email_sent: count(WEB_PROJECT_FILTER_STATUSES.email_sent),
        interested: count(WEB_PROJECT_FILTER_STATUSES.interested),
        converted: count(WEB_PROJECT_FILTER_STATUSES.converted),
        completed: count(WEB_PROJECT_FILTER_STATUSES.completed),
        total_value: rows.reduce((sum, r) => sum + Number(r.value ?? 0), 0),
      };
    },

    async find(id: number, today: string): Promise<WebProjectDto | undefined> {
      const row: Row | undefined = await withHosting(db('web_projects as p').where('p.id', id)).first();
      return row ? toWebProject(row, today) : undefined;
    },

    /** Holds project `id` until the transaction ends (PostgreSQL FOR UPDATE; SQLite holds its one write lock already). */
    lock: (id: number) => dialect.lockRow(db, 'web_projects', id),

    /** Serialises the creations of a project for prospect `id` (PostgreSQL advisory lock). */
    lockProspect: (id: number) => dialect.lockKey(db, `web-project-prospect:${id}`),

    async insert(fields: WebProjectFields, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('web_projects')
        .insert({ ...fields, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /** Whether project `id` existed. */
    async update(id: number, fields: WebProjectFields, now: Date): Promise<boolean> {
      return (
        (await db('web_projects')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },

    /** The deleted project's name; undefined when there was none. A hosting project made from it stays (its link is cleared). */
    async remove(id: number): Promise<string | undefined> {
      const row: Row | undefined = await db('web_projects').where({ id }).first('company_name');
      if (!row) return undefined;
      await db('webhosting_projects').where({ web_project_id: id }).update({ web_project_id: null });
      await db('web_projects').where({ id }).delete();
      return String(row.company_name);
    },

    /** The stored status and completion time of project `id` (a server 'active' stays 'active' here). */
    async state(id: number): Promise<{ status: string; completed_at: string | null } | undefined> {
      const row: Row | undefined = await db('web_projects').where({ id }).first('status', 'completed_at');
      return row ? { status: String(row.status), completed_at: toIso(row.completed_at) } : undefined;
    },

    /** A project of prospect `id` that was not cancelled, if any. */
    async openProjectOf(prospectId: number): Promise<number | undefined> {
      const row: Row | undefined = await db('web_projects').where({ prospect_id: prospectId }).whereNot('status', 'cancelled').first('id');
      return row ? Number(row.id) : undefined;
    },

    async prospect(id: number): Promise<ProspectForProject | undefined> {
      const r: Row | undefined = await db('prospects')
        .where({ id })
        .first('id', 'name', 'country_code', 'website_domain', 'website_interest', 'phone', 'email', 'address', 'postal_code', 'city');
      if (!r) return undefined;
      const place = [text(r.postal_code), text(r.city)].filter(Boolean).join(' ');
      return {
        id: Number(r.id),
        name: String(r.name),
        country_code: String(r.country_code),
        website_domain: text(r.website_domain),
        website_interest: text(r.website_interest),
        phone: text(r.phone),
        email: text(r.email),
        address: [text(r.address), place].filter(Boolean).join(', ') || null,
      };
    },

    /** The hosting project made from web project `id`, if any. */
    async hostingOf(id: number): Promise<number | undefined> {
      const row: Row | undefined = await db('webhosting_projects').where({ web_project_id: id }).first('id');
      return row ? Number(row.id) : undefined;
    },
  };
}

export type WebProjectRepository = ReturnType<typeof createWebProjectRepository>;
