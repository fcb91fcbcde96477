import type { Knex } from 'knex';
import type { ListingDto, ListingStateCounts } from '../../contract/listings.js';
import { likeContains, toIso } from '../../db/dialect.js';
import { foldText } from '../text/normalize.js';
import { LISTING_STATES, STATUS_OF, stateOfStatus, type ListingState } from './model.js';

type Row = Record<string, unknown>;

export interface ListingFilter {
  state?: ListingState;
  country?: string;
  search?: string;
  /** only listings whose business asked for another plan */
  planRequested?: boolean;
}

export interface Moderation {
  status: string;
  reason: string | null;
  by: number | null;
}

export interface ListingWrite {
  name: string;
  email: string;
  phone: string;
  website: string | null;
  city_id: number;
  category_id: number;
  subcategory_id: number | null;
}

const toListing = (r: Row): ListingDto => ({
  id: Number(r.id),
  country_code: String(r.country_code),
  slug: String(r.slug),
  name: String(r.name),
  state: stateOfStatus(String(r.status)),
  reason: (r.moderation_reason as string | null) ?? null,
  email: (r.email as string | null) ?? null,
  phone: String(r.phone),
  website: (r.website as string | null) ?? null,
  city: String(r.city ?? ''),
  city_slug: String(r.city_slug ?? ''),
  category: String(r.category ?? ''),
  category_slug: String(r.category_slug ?? ''),
  owner_email: (r.owner_email as string | null) ?? null,
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
  moderated_at: toIso(r.moderated_at),
  public_path: `/firma/${String(r.slug)}`,
  plan: String(r.plan ?? 'free') as ListingDto['plan'],
  requested_plan: (r.requested_plan ?? null) as ListingDto['requested_plan'],
  plan_requested_at: toIso(r.plan_requested_at),
});

/** Every query of listing moderation. The admin list walks `companies_moderation` (status, created_at, id). */
export function createListingModerationRepository(db: Knex) {
  function filtered(filter: Omit<ListingFilter, 'state'>) {
    const query = db('companies as c');
    if (filter.country) query.where('c.country_code', filter.country);
    if (filter.search) {
      const folded = likeContains(foldText(filter.search));
      const lower = likeContains(filter.search.toLowerCase());
      query.where((w) => w.whereRaw("c.name_search LIKE ? ESCAPE '\\'", [folded]).orWhereRaw("LOWER(c.email) LIKE ? ESCAPE '\\'", [lower]));
    }
    if (filter.planRequested) query.whereNotNull('c.requested_plan');
    return query;
  }

  function detailed(query: Knex.QueryBuilder) {
    return query
      .join('cities as ci', 'ci.id', 'c.city_id')
      .join('category_groups as g', 'g.id', 'c.category_id')
      .select(
        'c.id',
        'c.country_code',
        'c.slug',
        'c.name',
        'c.status',
        'c.moderation_reason',
        'c.email',
        'c.phone',
        'c.website',
        'c.created_at',
        'c.updated_at',
        'c.moderated_at',
        'c.plan',
        'c.requested_plan',
        'c.plan_requested_at',
        { city: 'ci.name', city_slug: 'ci.slug', category: 'g.name', category_slug: 'g.slug' },
        db.raw('(SELECT MIN(u.email) FROM users u WHERE u.company_id = c.id) AS owner_email'),
      );
  }

  const newestFirst = (query: Knex.QueryBuilder) =>
    query.orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ]);

  async function segment(
    filter: ListingFilter,
    statuses: { only?: string; except?: string },
    offset: number,
    limit: number,
  ): Promise<ListingDto[]> {
    if (limit <= 0) return [];
    const query = filtered(filter);
    if (statuses.only) query.where('c.status', statuses.only);
    if (statuses.except) query.whereNot('c.status', statuses.except);
    const rows = (await detailed(newestFirst(query)).offset(offset).limit(limit)) as Row[];
    return rows.map(toListing);
  }

  return {
    /** Listings per state within the country and search filters (the screen's filter badges). */
    async counts(filter: Omit<ListingFilter, 'state'>): Promise<ListingStateCounts> {
      const rows = (await filtered(filter).groupBy('c.status').select('c.status').count({ n: '*' })) as Row[];
      const counts = Object.fromEntries(LISTING_STATES.map((s) => [s, 0])) as ListingStateCounts;
      for (const r of rows) counts[stateOfStatus(String(r.status))] += Number(r.n);
      return counts;
    },

    /** Listings whose business asked for another plan, within the country and search filters. */
    async planRequests(filter: Omit<ListingFilter, 'state' | 'planRequested'>): Promise<number> {
      const row = (await filtered({ ...filter, planRequested: true })
        .count({ n: '*' })
        .first()) as Row | undefined;
      return Number(row?.n ?? 0);
    },

    /** One page: unverified first, then the rest; newest first within each (one state: newest first). */
    async page(filter: ListingFilter, unverifiedTotal: number, offset: number, limit: number): Promise<ListingDto[]> {
      if (filter.state) return segment(filter, { only: STATUS_OF[filter.state] }, offset, limit);
      const waiting = offset < unverifiedTotal ? await segment(filter, { only: 'unverified' }, offset, limit) : [];
      const rest = await segment(filter, { except: 'unverified' }, Math.max(0, offset - unverifiedTotal), limit - waiting.length);
      return [...waiting, ...rest];
    },

    async find(id: number): Promise<ListingDto | undefined> {
      const row = (await detailed(db('companies as c').where('c.id', id)).first()) as Row | undefined;
      return row ? toListing(row) : undefined;
    },

    /** Moves the listing from one of `from` to the new state; false when its state was not one of them. */
    async decide(id: number, from: string[], to: Moderation, now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const n = await db('companies')
        .where({ id })
        .whereIn('status', from)
        .update({ status: to.status, moderation_reason: to.reason, moderated_at: iso, moderated_by: to.by, updated_at: iso });
      return n === 1;
    },

    async update(id: number, write: ListingWrite, now: Date): Promise<boolean> {
      return (
        (await db('companies')
          .where({ id })
          .update({ ...write, updated_at: now.toISOString() })) === 1
      );
    },

    async countryOf(id: number): Promise<{ country_code: string; category_id: number; subcategory_id: number | null } | undefined> {
      const row = (await db('companies').where({ id }).first('country_code', 'category_id', 'subcategory_id')) as Row | undefined;
      return row
        ? {
            country_code: String(row.country_code),
            category_id: Number(row.category_id),
            subcategory_id: row.subcategory_id === null ? null : Number(row.subcategory_id),
          }
        : undefined;
    },

    /** An active city of the edition by its slug or folded name. */
    async findCity(country: string, slug: string, folded: string): Promise<number | undefined> {
      const row = (await db('cities')
        .where({ country_code: country, is_active: true })
        .andWhere((w) => w.where('slug', slug).orWhere('name_search', folded))
        .orderBy('population', 'desc')
        .first('id')) as Row | undefined;
      return row ? Number(row.id) : undefined;
    },

    async findCategory(country: string, slug: string): Promise<number | undefined> {
      const row = (await db('category_groups').where({ country_code: country, slug }).first('id')) as Row | undefined;
      return row ? Number(row.id) : undefined;
    },

    async firstSubcategory(groupId: number): Promise<number | null> {
      const row = (await db('subcategories').where({ group_id: groupId }).orderBy(['sort_order', 'id']).first('id')) as Row | undefined;
      return row ? Number(row.id) : null;
    },
  };
}

export type ListingModerationRepository = ReturnType<typeof createListingModerationRepository>;
