import type { Knex } from 'knex';
import { likeContains, toBool, toIso, toNumber } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { FigureTotals, DailyFigures } from './rules.js';

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** An ad space's row. */
export interface SpaceRow {
  id: number;
  country_code: string;
  type: string;
  location: string;
  city: string;
  latitude: number;
  longitude: number;
  size: string;
  price_per_month: number;
  currency: string;
  visibility: string;
  status: string;
  occupancy: number;
  image_url: string | null;
  description: string | null;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
}

/** A contract's row with its client's name. */
export interface ContractRow {
  id: number;
  space_id: number;
  company_id: number;
  company_name: string;
  campaign_name: string;
  start_date: string;
  end_date: string;
  monthly_price: number;
  price: number;
  currency: string;
  status: string;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
}

/** The columns an admin's create or edit writes. */
export type SpaceFields = Partial<Omit<SpaceRow, 'id' | 'created_at' | 'updated_at'>>;
export type ContractFields = Partial<Pick<ContractRow, 'campaign_name' | 'start_date' | 'end_date' | 'price' | 'status'>>;
export interface NewContract {
  space_id: number;
  company_id: number;
  campaign_name: string;
  start_date: string;
  end_date: string;
  monthly_price: number;
  price: number;
  currency: string;
  is_demo?: boolean;
}

export interface Period {
  start_date: string;
  end_date: string;
}

/** A booked period with whether it is a hold awaiting payment (it blocks the days but is not a rental yet). */
export interface BookedPeriod extends Period {
  hold: boolean;
}

const toSpace = (r: Row): SpaceRow => ({
  id: Number(r.id),
  country_code: String(r.country_code),
  type: String(r.type),
  location: String(r.location),
  city: String(r.city),
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  size: String(r.size),
  price_per_month: Number(r.price_per_month),
  currency: String(r.currency),
  visibility: String(r.visibility ?? ''),
  status: String(r.status),
  occupancy: Number(r.occupancy ?? 0),
  image_url: text(r.image_url),
  description: text(r.description),
  is_demo: toBool(r.is_demo),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

const toContract = (r: Row): ContractRow => ({
  id: Number(r.id),
  space_id: Number(r.space_id),
  company_id: Number(r.company_id),
  company_name: String(r.company_name ?? ''),
  campaign_name: String(r.campaign_name),
  start_date: String(r.start_date),
  end_date: String(r.end_date),
  monthly_price: Number(r.monthly_price),
  price: Number(r.price),
  currency: String(r.currency),
  status: String(r.status),
  is_demo: toBool(r.is_demo),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

const insertedId = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);

/** Every query of outdoor advertising. Built on the database or on a unit of work's transaction. */
export function createOutdoorRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const contracts = () =>
    db('outdoor_contracts as c').join('companies as co', 'co.id', 'c.company_id').select('c.*', { company_name: 'co.name' });

  return {
    /** A page of spaces by city and location; `rentable` leaves out spaces in maintenance. */
    async listSpaces(filter: {
      country?: string;
      status?: string;
      rentable?: boolean;
      city?: string;
      q?: string;
      offset: number;
      limit: number;
    }): Promise<{ spaces: SpaceRow[]; total: number }> {
      const base = () => {
        const query = db('outdoor_ad_spaces as s');
        if (filter.country) query.where('s.country_code', filter.country);
        if (filter.status) query.where('s.status', filter.status);
        if (filter.rentable) query.whereNot('s.status', 'maintenance');
        if (filter.city) query.where('s.city', filter.city);
        if (filter.q) {
          const like = likeContains(filter.q.toLowerCase());
          query.where((w) =>
            w.whereRaw("lower(s.location) LIKE ? ESCAPE '\\'", [like]).orWhereRaw("lower(s.city) LIKE ? ESCAPE '\\'", [like]),
          );
        }
        return query;
      };
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        base()
          .select('s.*')
          .orderBy([{ column: 's.city' }, { column: 's.location' }, { column: 's.id' }])
          .offset(filter.offset)
          .limit(filter.limit) as Promise<Row[]>,
        base().count({ n: '*' }),
      ]);
      return { spaces: rows.map(toSpace), total: Number(n) };
    },

    /** The country edition of company `id` (its spaces and currency). */
    async companyCountry(id: number): Promise<string | undefined> {
      const row: Row | undefined = await db('companies').where({ id }).first('country_code');
      return row ? String(row.country_code) : undefined;
    },

    /** The listing of company `id`: its edition and moderation state ('active': verified). */
    async companyListing(id: number): Promise<{ country: string; status: string } | undefined> {
      const row: Row | undefined = await db('companies').where({ id }).first('country_code', 'status');
      return row ? { country: String(row.country_code), status: String(row.status) } : undefined;
    },

    async findSpace(id: number): Promise<SpaceRow | undefined> {
      const row: Row | undefined = await db('outdoor_ad_spaces').where({ id }).first();
      return row ? toSpace(row) : undefined;
    },

    /** Holds space `id` until the transaction ends: its contracts' dates change one writer at a time. */
    lockSpace: (id: number) => dialect.lockRow(db, 'outdoor_ad_spaces', id),

    async insertSpace(fields: SpaceFields, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('outdoor_ad_spaces')
        .insert({ ...fields, created_at: iso, updated_at: iso })
        .returning('id');
      return insertedId(row);
    },

    async updateSpace(id: number, fields: SpaceFields, now: Date): Promise<boolean> {
      return (
        (await db('outdoor_ad_spaces')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },

    async deleteSpace(id: number): Promise<boolean> {
      return (await db('outdoor_ad_spaces').where({ id }).delete()) > 0;
    },

    async contractCount(spaceId: number): Promise<number> {
      const [{ n } = { n: 0 }] = await db('outdoor_contracts').where({ space_id: spaceId }).count({ n: '*' });
      return Number(n);
    },

    /** The periods of the spaces' contracts (and holds) not cancelled and not ended by `today`, by start. */
    async bookedPeriods(spaceIds: number[], today: string): Promise<Map<number, BookedPeriod[]>> {
      const periods = new Map<number, BookedPeriod[]>();
      if (!spaceIds.length) return periods;
      const rows: Row[] = await db('outdoor_contracts')
        .whereIn('space_id', spaceIds)
        .whereNot('status', 'cancelled')
        .where('end_date', '>=', today)
        .orderBy([{ column: 'start_date' }, { column: 'id' }])
        .select('space_id', 'start_date', 'end_date', 'status');
      for (const r of rows) {
        const id = Number(r.space_id);
        const period = { start_date: String(r.start_date), end_date: String(r.end_date), hold: r.status === 'awaiting_payment' };
        periods.set(id, [...(periods.get(id) ?? []), period]);
      }
      return periods;
    },

    /** Whether another contract of the space (not cancelled, not `exceptId`) shares a day with the period. */
    async overlapping(spaceId: number, period: Period, exceptId?: number): Promise<boolean> {
      const query = db('outdoor_contracts')
        .where({ space_id: spaceId })
        .whereNot('status', 'cancelled')
        .where('start_date', '<=', period.end_date)
        .where('end_date', '>=', period.start_date);
      if (exceptId !== undefined) query.whereNot('id', exceptId);
      return (await query.first('id')) !== undefined;
    },

    /** A page of contracts, the latest start first. */
    async listContracts(filter: {
      companyId?: number;
      country?: string;
      spaceId?: number;
      offset: number;
      limit: number;
    }): Promise<{ contracts: ContractRow[]; total: number }> {
      const scope = (query: Knex.QueryBuilder) => {
        if (filter.companyId !== undefined) query.where('c.company_id', filter.companyId);
        if (filter.spaceId !== undefined) query.where('c.space_id', filter.spaceId);
        if (filter.country)
          query.whereExists(db('outdoor_ad_spaces as s').whereRaw('s.id = c.space_id').where('s.country_code', filter.country));
        return query;
      };
      const [rows, [{ n }]] = await Promise.all([
        scope(contracts())
          .orderBy([
            { column: 'c.start_date', order: 'desc' },
            { column: 'c.id', order: 'desc' },
          ])
          .offset(filter.offset)
          .limit(filter.limit) as Promise<Row[]>,
        scope(db('outdoor_contracts as c')).count({ n: '*' }),
      ]);
      return { contracts: rows.map(toContract), total: Number(n) };
    },

    async findContract(id: number): Promise<ContractRow | undefined> {
      const row: Row | undefined = await contracts().where('c.id', id).first();
      return row ? toContract(row) : undefined;
    },

    /** A rental: a hold awaiting payment (it takes the space's days; `markPaid` makes it active). */
    async insertContract(contract: NewContract, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('outdoor_contracts')
        .insert({ is_demo: false, ...contract, status: 'awaiting_payment', created_at: iso, updated_at: iso })
        .returning('id');
      return insertedId(row);
    },

    /** A hold paid: active from now on (false: it was not an open hold, e.g. cancelled meanwhile). */
    async markPaid(id: number, now: Date): Promise<boolean> {
      const changed = await db('outdoor_contracts')
        .where({ id, status: 'awaiting_payment' })
        .update({ status: 'active', updated_at: now.toISOString() });
      return Number(changed) > 0;
    },

    /** A hold cancelled unpaid: the space's days are free (false: it was not an open hold). */
    async cancelHold(id: number, now: Date): Promise<boolean> {
      const changed = await db('outdoor_contracts')
        .where({ id, status: 'awaiting_payment' })
        .update({ status: 'cancelled', updated_at: now.toISOString() });
      return Number(changed) > 0;
    },

    async updateContract(id: number, fields: ContractFields, now: Date): Promise<void> {
      await db('outdoor_contracts')
        .where({ id })
        .update({ ...fields, updated_at: now.toISOString() });
    },

    /** Each contract's summed figures; `recentFrom`: the first day counted in the recent views. */
    async totals(contractIds: number[], recentFrom: string, today: string): Promise<Map<number, FigureTotals>> {
      const totals = new Map<number, FigureTotals>();
      if (!contractIds.length) return totals;
      const rows: Row[] = await db('outdoor_contract_stats')
        .whereIn('contract_id', contractIds)
        .groupBy('contract_id')
        .select('contract_id')
        .sum({ views: 'views', clicks: 'clicks', conversions: 'conversions' })
        .count({ days: '*' })
        .select(db.raw('SUM(CASE WHEN day >= ? AND day <= ? THEN views ELSE 0 END) AS recent_views', [recentFrom, today]));
      for (const r of rows) {
        totals.set(Number(r.contract_id), {
          views: toNumber(r.views),
          clicks: toNumber(r.clicks),
          conversions: toNumber(r.conversions),
          days: toNumber(r.days),
          recent_views: toNumber(r.recent_views),
        });
      }
      return totals;
    },

    /** A contract's daily figures, by day. */
    async days(contractId: number): Promise<DailyFigures[]> {
      const rows: Row[] = await db('outdoor_contract_stats')
        .where({ contract_id: contractId })
        .orderBy('day')
        .select('day', 'views', 'clicks', 'conversions');
      return rows.map((r) => ({
        day: String(r.day),
        views: toNumber(r.views),
        clicks: toNumber(r.clicks),
        conversions: toNumber(r.conversions),
      }));
    },

    /** Adds or replaces days' figures (the demo, tests, an import). */
    async putDays(contractId: number, days: DailyFigures[]): Promise<void> {
      for (let i = 0; i < days.length; i += 200) {
        await db('outdoor_contract_stats')
          .insert(days.slice(i, i + 200).map((d) => ({ contract_id: contractId, ...d })))
          .onConflict(['contract_id', 'day'])
          .merge();
      }
    },
  };
}

export type OutdoorRepository = ReturnType<typeof createOutdoorRepository>;
