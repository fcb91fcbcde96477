import type { Knex } from 'knex';
import type { CountryCode } from '../../config/schema.js';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';

type Row = Record<string, unknown>;

export interface CampaignRow {
  id: number;
  company_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  starts_at: string;
  ends_at: string;
  price: number;
  currency: string;
  impressions: number;
  clicks: number;
  created_at: string;
  cancelled_at: string | null;
  /** awaiting_payment (a hold: takes its slot, not featured) | paid */
  payment_status: string;
}

export interface NewCampaign {
  company_id: number;
  country_code: string;
  city_id: number;
  category_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  starts_at: Date;
  ends_at: Date;
  price: number;
  currency: string;
}

/** Where a listing is shown: its edition, city and category (the slots are counted by city and category). */
export interface ListingPlace {
  name: string;
  /** the listing's moderation state ('active': verified) */
  status: string;
  country_code: CountryCode;
  city_id: number;
  category_id: number;
}

/** A campaign's span as the featured check needs it (epoch milliseconds). */
export interface CampaignSpan {
  id: number;
  company_id: number;
  country_code: string;
  starts: number;
  ends: number;
}

/** Pending counts of campaigns, by campaign id. */
export type CampaignCounts = Map<number, { impressions: number; clicks: number }>;

const toCampaign = (r: Row): CampaignRow => ({
  id: Number(r.id),
  company_id: Number(r.company_id),
  name: String(r.name),
  starts_on: String(r.starts_on),
  ends_on: String(r.ends_on),
  starts_at: toIso(r.starts_at)!,
  ends_at: toIso(r.ends_at)!,
  price: Number(r.price),
  currency: String(r.currency),
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
  created_at: toIso(r.created_at)!,
  cancelled_at: toIso(r.cancelled_at),
  payment_status: String(r.payment_status ?? 'paid'),
});

const COLUMNS = [
  'id',
  'company_id',
  'name',
  'starts_on',
  'ends_on',
  'starts_at',
  'ends_at',
  'price',
  'currency',
  'impressions',
  'clicks',
  'created_at',
  'cancelled_at',
  'payment_status',
];

const insertedId = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);

/** Every query of featured campaigns (core/featured). */
export function createFeaturedRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  /** Campaigns covering the instant `now`: starts_at <= now < ends_at, paid, not cancelled (index featured_campaigns_in_effect). */
  const inEffectAt = (now: Date) =>
    db('featured_campaigns')
      .where('ends_at', '>', now.toISOString())
      .andWhere('starts_at', '<=', now.toISOString())
      .whereNull('cancelled_at')
      .andWhere('payment_status', 'paid');

  return {
    async listingPlace(companyId: number): Promise<ListingPlace | undefined> {
      const row = (await db('companies').where({ id: companyId }).first('name', 'status', 'country_code', 'city_id', 'category_id')) as
        Row | undefined;
      if (!row) return undefined;
      return {
        name: String(row.name),
        status: String(row.status),
        country_code: row.country_code as CountryCode,
        city_id: Number(row.city_id),
        category_id: Number(row.category_id),
      };
    },

    async list(companyId: number, offset: number, limit: number): Promise<{ campaigns: CampaignRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db('featured_campaigns')
          .where({ company_id: companyId })
          .orderBy([
            { column: 'starts_on', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .offset(offset)
          .limit(limit)
          .select(COLUMNS),
        db('featured_campaigns').where({ company_id: companyId }).count({ n: '*' }).first(),
      ]);
      return { campaigns: (rows as Row[]).map(toCampaign), total: Number((count as Row | undefined)?.n ?? 0) };
    },

    async find(id: number): Promise<CampaignRow | undefined> {
      const row = (await db('featured_campaigns').where({ id }).first(COLUMNS)) as Row | undefined;
      return row ? toCampaign(row) : undefined;
    },

    /** Serialises purchases in one city and category until commit (PostgreSQL advisory lock; SQLite's one write lock). */
    lockPlace: (cityId: number, categoryId: number) => dialect.lockKey(db, `featured:${cityId}:${categoryId}`),

    /** The campaigns of a city and category (or of the company) sharing a day with the period, not cancelled. */
    async overlapping(place: { city_id: number; category_id: number }, companyId: number, startsOn: string, endsOn: string) {
      const rows = (await db('featured_campaigns')
        .where((q) => q.where({ city_id: place.city_id, category_id: place.category_id }).orWhere({ company_id: companyId }))
        .andWhere('ends_on', '>=', startsOn)
        .andWhere('starts_on', '<=', endsOn)
        .whereNull('cancelled_at')
        .select('company_id', 'city_id', 'category_id', 'starts_on', 'ends_on')) as Row[];
      return rows.map((r) => ({
        company_id: Number(r.company_id),
        same_place: Number(r.city_id) === place.city_id && Number(r.category_id) === place.category_id,
        starts_on: String(r.starts_on),
        ends_on: String(r.ends_on),
      }));
    },

    /** A purchase: a hold awaiting payment (it takes its slot; `markPaid` makes it featured). */
    async insert(campaign: NewCampaign, now: Date, isDemo = false): Promise<number> {
      const [row] = await db('featured_campaigns')
        .insert({
          ...campaign,
          payment_status: 'awaiting_payment',
          starts_at: campaign.starts_at.toISOString(),
          ends_at: campaign.ends_at.toISOString(),
          is_demo: isDemo,
          created_at: now.toISOString(),
        })
        .returning('id');
      return insertedId(row);
    },

    /** Cancels a campaign not yet started at `now`; false when it has started or is cancelled already. */
    async cancelPlanned(id: number, now: Date): Promise<boolean> {
      const changed = await db('featured_campaigns')
        .where({ id })
        .whereNull('cancelled_at')
        .andWhere('starts_at', '>', now.toISOString())
        .update({ cancelled_at: now.toISOString() });
      return Number(changed) > 0;
    },

    /** A hold paid: featured from now on (false: it was not an open hold, e.g. cancelled meanwhile). */
    async markPaid(id: number): Promise<boolean> {
      const changed = await db('featured_campaigns')
        .where({ id, payment_status: 'awaiting_payment' })
        .whereNull('cancelled_at')
        .update({ payment_status: 'paid' });
      return Number(changed) > 0;
    },

    /** A hold cancelled unpaid (expired, or by the company): its slot is free (false: not an open hold). */
    async cancelHold(id: number, now: Date): Promise<boolean> {
      const changed = await db('featured_campaigns')
        .where({ id, payment_status: 'awaiting_payment' })
        .whereNull('cancelled_at')
        .update({ cancelled_at: now.toISOString() });
      return Number(changed) > 0;
    },

    /** The paid campaigns not ended at `now` (running or planned), not cancelled: what `inEffect` filters by the instant. */
    async notEnded(now: Date): Promise<CampaignSpan[]> {
      const rows = (await db('featured_campaigns')
        .where('ends_at', '>', now.toISOString())
        .whereNull('cancelled_at')
        .andWhere('payment_status', 'paid')
        .select('id', 'company_id', 'country_code', 'starts_at', 'ends_at')) as Row[];
      return rows.map((r) => ({
        id: Number(r.id),
        company_id: Number(r.company_id),
        country_code: String(r.country_code),
        starts: Date.parse(toIso(r.starts_at)!),
        ends: Date.parse(toIso(r.ends_at)!),
      }));
    },

    /** The campaign covering the listing `slug` at `now`, if any. */
    async inEffectOf(slug: string, now: Date): Promise<number | undefined> {
      const row = (await inEffectAt(now).whereIn('company_id', db('companies').where({ slug }).select('id')).first('id')) as
        Row | undefined;
      return row ? Number(row.id) : undefined;
    },

    /** Adds pending counts to their campaigns (a campaign deleted meanwhile is skipped). */
    async addCounts(counts: CampaignCounts): Promise<void> {
      for (const [id, c] of counts) {
        await db('featured_campaigns')
          .where({ id })
          .update({ impressions: db.raw('impressions + ?', [c.impressions]), clicks: db.raw('clicks + ?', [c.clicks]) });
      }
    },
  };
}

export type FeaturedRepository = ReturnType<typeof createFeaturedRepository>;
