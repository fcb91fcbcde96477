import type { Knex } from 'knex';
import type { SocialPlatform, SocialPostDto, SocialPostStatus, SocialTemplateCategory } from '../../contract/social.js';
import { isUniqueViolation, toBool, toIso, toNumber } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { SocialAccountRow, SocialPostRow } from './model.js';

type Row = Record<string, unknown>;

function json<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string') return (raw as T) ?? fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const postOf = (r: Row): SocialPostRow => ({
  id: Number(r.id),
  scope_key: String(r.scope_key),
  company_id: r.company_id === null || r.company_id === undefined ? null : Number(r.company_id),
  title: String(r.title),
  content: String(r.content),
  hashtags: json<string[]>(r.hashtags, []),
  platforms: json<SocialPlatform[]>(r.platforms, []),
  image_url: (r.image_url as string | null) ?? null,
  status: r.status as SocialPostStatus,
  scheduled_at: toIso(r.scheduled_at),
  published_at: toIso(r.published_at),
  deliveries: json(r.deliveries, {}),
  awaiting_manual: toBool(r.awaiting_manual),
  attempts: toNumber(r.attempts),
  next_attempt_at: toIso(r.next_attempt_at),
  lease_until: toIso(r.lease_until),
  last_error: (r.last_error as string | null) ?? null,
  likes: toNumber(r.likes),
  shares: toNumber(r.shares),
  comments: toNumber(r.comments),
  in_cart: toBool(r.in_cart),
  is_demo: toBool(r.is_demo),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

/** A stored post as the API answers it. */
export const postDto = (p: SocialPostRow): SocialPostDto => ({
  id: p.id,
  title: p.title,
  content: p.content,
  hashtags: p.hashtags,
  platforms: p.platforms,
  image_url: p.image_url,
  status: p.status,
  awaiting_manual: p.awaiting_manual,
  scheduled_date: p.scheduled_at,
  published_date: p.published_at,
  attempts: p.attempts,
  next_attempt_at: p.next_attempt_at,
  last_error: p.last_error,
  engagement: { likes: p.likes, shares: p.shares, comments: p.comments },
  in_cart: p.in_cart,
  is_demo: p.is_demo,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

const accountOf = (r: Row): SocialAccountRow => ({
  id: Number(r.id),
  scope_key: String(r.scope_key),
  company_id: r.company_id === null || r.company_id === undefined ? null : Number(r.company_id),
  platform: r.platform as SocialPlatform,
  display_name: String(r.display_name),
  adapter: r.adapter as SocialAccountRow['adapter'],
  webhook_url: (r.webhook_url as string | null) ?? null,
  secret_sealed: (r.secret_sealed as string | null) ?? null,
  connected: toBool(r.connected),
  last_published_at: toIso(r.last_published_at),
  created_at: toIso(r.created_at)!,
});

/** The columns a create or an edit of a post writes. */
export interface SocialPostFields {
  title?: string;
  content?: string;
  hashtags?: string[];
  platforms?: SocialPlatform[];
  image_url?: string | null;
  status?: SocialPostStatus;
  scheduled_at?: string | null;
  in_cart?: boolean;
  likes?: number;
  shares?: number;
  comments?: number;
  attempts?: number;
  next_attempt_at?: string | null;
  last_error?: string | null;
  deliveries?: SocialPostRow['deliveries'];
  awaiting_manual?: boolean;
  published_at?: string | null;
}

function columnsOf(fields: SocialPostFields): Row {
  const row: Row = { ...fields };
  for (const key of ['hashtags', 'platforms', 'deliveries'] as const) {
    if (fields[key] !== undefined) row[key] = JSON.stringify(fields[key]);
  }
  return row;
}

export interface TemplateRow {
  id: number;
  scope_key: string | null;
  category: SocialTemplateCategory;
  name: string;
  title: string;
  content: string;
  hashtags: string[];
  image_url: string | null;
}

/** What a template's placeholders read of the business. */
export interface CompanyFacts {
  name: string;
  address: string;
  phone: string;
  /** weekday 0 = sunday .. 6 = saturday */
  hours: Array<{ weekday: number; opens: string; closes: string }>;
}

/** Every query of social posting. */
export function createSocialRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const posts = () => db('social_posts');
  return {
    async insertPost(
      scopeKey: string,
      companyId: number | null,
      createdBy: number | null,
      fields: SocialPostFields,
      now: Date,
      demo = false,
    ) {
      const iso = now.toISOString();
      const [row] = await posts()
        .insert({
          ...columnsOf(fields),
          scope_key: scopeKey,
          company_id: companyId,
          created_by: createdBy,
          is_demo: demo,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id');
      return Number(typeof row === 'object' ? (row as Row).id : row);
    },

    async findPost(scopeKey: string, id: number): Promise<SocialPostRow | undefined> {
      const row = await posts().where({ id, scope_key: scopeKey }).first();
      return row ? postOf(row) : undefined;
    },

    /** Row `id` held for the rest of the transaction (FOR UPDATE on PostgreSQL; SQLite's write lock already holds it). */
    async findPostLocked(scopeKey: string, id: number): Promise<SocialPostRow | undefined> {
      await dialect.lockRow(db, 'social_posts', id);
      const row = await posts().where({ id, scope_key: scopeKey }).first();
      return row ? postOf(row) : undefined;
    },

    async postById(id: number): Promise<SocialPostRow | undefined> {
      const row = await posts().where({ id }).first();
      return row ? postOf(row) : undefined;
    },

    async updatePost(scopeKey: string, id: number, fields: SocialPostFields, now: Date): Promise<boolean> {
      const n = await posts()
        .where({ id, scope_key: scopeKey })
        .update({ ...columnsOf(fields), updated_at: now.toISOString() });
      return n > 0;
    },

    async deletePost(scopeKey: string, id: number): Promise<boolean> {
      return (await posts().where({ id, scope_key: scopeKey }).delete()) > 0;
    },

    async listPosts(scopeKey: string, status: SocialPostStatus | undefined, page: number, pageSize: number) {
      const base = () => {
        const q = posts().where({ scope_key: scopeKey });
        return status ? q.andWhere({ status }) : q;
      };
      const [{ n } = { n: 0 }] = await base().count({ n: '*' });
      const rows = await base()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { total: Number(n), posts: rows.map(postOf) };
    },

    async cart(scopeKey: string, limit: number): Promise<SocialPostRow[]> {
      const rows = await posts().where({ scope_key: scopeKey, in_cart: true }).orderBy('id').limit(limit);
      return rows.map(postOf);
    },

    async cartCount(scopeKey: string): Promise<number> {
      const [{ n } = { n: 0 }] = await posts().where({ scope_key: scopeKey, in_cart: true }).count({ n: '*' });
      return Number(n);
    },

    async stats(scopeKey: string, since: Date) {
      const byStatus = await posts().where({ scope_key: scopeKey }).groupBy('status').select('status').count({ n: '*' });
      const [sums] = await posts()
        .where({ scope_key: scopeKey })
        .sum({ likes: 'likes', shares: 'shares', comments: 'comments' })
        .count({ n: '*' });
      const [{ recent } = { recent: 0 }] = await posts()
        .where({ scope_key: scopeKey, status: 'published' })
        .andWhere('published_at', '>=', since.toISOString())
        .count({ recent: '*' });
      const platformLists = await posts().where({ scope_key: scopeKey }).select('platforms');
      return {
        byStatus: (byStatus as Row[]).map((r) => ({ status: String(r.status), n: Number(r.n) })),
        total: Number(sums?.n ?? 0),
        engagement: { likes: toNumber(sums?.likes), shares: toNumber(sums?.shares), comments: toNumber(sums?.comments) },
        publishedRecently: Number(recent),
        platforms: platformLists.map((r) => json<string[]>(r.platforms, [])),
      };
    },

    /** Ids of posts the job may take at `now`: scheduled, due, not waiting for a retry, not held by a run, not waiting for a hand publish. */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const iso = now.toISOString();
      const rows = await posts()
        .where({ status: 'scheduled', awaiting_manual: false })
        .andWhere('scheduled_at', '<=', iso)
        .andWhere((q) => q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', iso))
        .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', iso))
        .orderBy([{ column: 'scheduled_at' }, { column: 'id' }])
        .limit(limit)
        .select('id');
      return rows.map((r) => Number(r.id));
    },

    /**
     * Takes post `id` for one run until `leaseUntil`, counting a try: one conditional UPDATE, so of two
     * runs at once exactly one gets it (the other's UPDATE finds the lease taken and changes nothing).
     */
    async claim(id: number, now: Date, leaseUntil: Date): Promise<boolean> {
      const iso = now.toISOString();
      const n = await posts()
        .where({ id, status: 'scheduled', awaiting_manual: false })
        .andWhere('scheduled_at', '<=', iso)
        .andWhere((q) => q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', iso))
        .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', iso))
        .update({ lease_until: leaseUntil.toISOString(), attempts: db.raw('attempts + 1'), updated_at: iso });
      return n === 1;
    },

    /** Ends a claim with the run's outcome, only while the run still holds it (its lease). */
    async finishClaim(id: number, leaseUntil: Date, fields: SocialPostFields, now: Date): Promise<boolean> {
      const n = await posts()
        .where({ id, lease_until: leaseUntil.toISOString() })
        .update({ ...columnsOf(fields), lease_until: null, updated_at: now.toISOString() });
      return n === 1;
    },

    /** The platforms handed over so far, kept while the run still holds its lease. */
    async saveDeliveries(id: number, leaseUntil: Date, deliveries: SocialPostRow['deliveries'], now: Date): Promise<boolean> {
      const n = await posts()
        .where({ id, lease_until: leaseUntil.toISOString() })
        .update({ deliveries: JSON.stringify(deliveries), updated_at: now.toISOString() });
      return n === 1;
    },

    async accounts(scopeKey: string): Promise<SocialAccountRow[]> {
      return (await db('social_accounts').where({ scope_key: scopeKey }).orderBy('id')).map(accountOf);
    },

    async account(scopeKey: string, id: number): Promise<SocialAccountRow | undefined> {
      const row = await db('social_accounts').where({ scope_key: scopeKey, id }).first();
      return row ? accountOf(row) : undefined;
    },

    /** The new account's id, or null when the scope already has one on that platform. */
    async insertAccount(
      scopeKey: string,
      companyId: number | null,
      fields: Pick<SocialAccountRow, 'platform' | 'display_name' | 'adapter' | 'webhook_url' | 'secret_sealed'>,
      now: Date,
    ): Promise<number | null> {
      try {
        const [row] = await db('social_accounts')
          .insert({ ...fields, scope_key: scopeKey, company_id: companyId, connected: true, created_at: now.toISOString() })
          .returning('id');
        return Number(typeof row === 'object' ? (row as Row).id : row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async deleteAccount(scopeKey: string, id: number): Promise<boolean> {
      return (await db('social_accounts').where({ scope_key: scopeKey, id }).delete()) > 0;
    },

    async markAccountsPublished(ids: number[], now: Date): Promise<void> {
      if (ids.length) await db('social_accounts').whereIn('id', ids).update({ last_published_at: now.toISOString() });
    },

    /** Built-in templates and the scope's own, by category then order. */
    async templates(scopeKey: string, category?: SocialTemplateCategory): Promise<TemplateRow[]> {
      const q = db('social_post_templates').where((w) => w.whereNull('scope_key').orWhere('scope_key', scopeKey));
      if (category) q.andWhere({ category });
      const rows = await q.orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map((r: Row) => ({
        id: Number(r.id),
        scope_key: (r.scope_key as string | null) ?? null,
        category: r.category as SocialTemplateCategory,
        name: String(r.name),
        title: String(r.title),
        content: String(r.content),
        hashtags: json<string[]>(r.hashtags, []),
        image_url: (r.image_url as string | null) ?? null,
      }));
    },

    async insertImage(
      scopeKey: string,
      file: { name: string; content_type: string; size: number; sha256: string; content: Buffer; width: number; height: number },
      now: Date,
    ): Promise<number> {
      const [row] = await db('social_images')
        .insert({ ...file, scope_key: scopeKey, created_at: now.toISOString() })
        .returning('id');
      return Number(typeof row === 'object' ? (row as Row).id : row);
    },

    /** An uploaded image by its name (the unique index), with the scope it was uploaded in. */
    async imageByName(name: string) {
      const row = await db('social_images').where({ name }).first('scope_key', 'content_type', 'size', 'sha256', 'content');
      return row
        ? {
            scopeKey: String(row.scope_key),
            contentType: String(row.content_type),
            size: Number(row.size),
            sha256: String(row.sha256),
            content: Buffer.from(row.content as Uint8Array),
          }
        : undefined;
    },

    /** Whether a published post of the scope shows the image at `url` (the scope's published posts: the index on scope and status). */
    async imageShownByPublishedPost(scopeKey: string, url: string): Promise<boolean> {
      const row = await db('social_posts').where({ scope_key: scopeKey, status: 'published', image_url: url }).first('id');
      return row !== undefined;
    },

    /** The business's name, address, phone and opening hours, for the templates. */
    async companyFacts(companyId: number): Promise<CompanyFacts | undefined> {
      const company = await db('companies as c')
        .leftJoin('cities as ci', 'ci.id', 'c.city_id')
        .where('c.id', companyId)
        .first('c.name', 'c.address', 'c.postal_code', 'c.phone', 'ci.name as city');
      if (!company) return undefined;
      const hours = await db('opening_hours')
        .where({ company_id: companyId })
        .orderBy([{ column: 'weekday' }, { column: 'opens' }]);
      const place = [company.postal_code, company.city].filter(Boolean).join(' ');
      return {
        name: String(company.name),
        address: [company.address, place].filter(Boolean).join(', '),
        phone: String(company.phone ?? ''),
        hours: hours.map((h: Row) => ({ weekday: Number(h.weekday), opens: String(h.opens), closes: String(h.closes) })),
      };
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
