import type { Knex } from 'knex';
import { toBool, toIso } from '../../db/dialect.js';
import type { OpeningInterval } from '../booking/slots.js';

type Row = Record<string, unknown>;

/** A branch row with its city, hours and employees (what the service turns into answers). */
export interface BranchRecord {
  id: number;
  company_id: number;
  name: string;
  address: string;
  postal_code: string | null;
  city: { id: number; name: string; slug: string };
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  is_active: boolean;
  opening_hours: OpeningInterval[];
  employees: Array<{ id: number; name: string }>;
  created_at: string;
  updated_at: string;
}

/** What a write stores (the service has checked the city and the employees). */
export interface BranchWrite {
  name: string;
  address: string;
  postal_code: string | null;
  city_id: number;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  is_active: boolean;
  opening_hours: OpeningInterval[];
  employee_ids: number[];
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Every query of branches (src/core/branches). Built on a transaction, its writes run in it. */
export function createBranchRepository(db: Knex) {
  async function withDetails(rows: Row[]): Promise<BranchRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const [hours, employees] = await Promise.all([
      db('branch_opening_hours')
        .whereIn('branch_id', ids)
        .orderBy(['branch_id', 'weekday', 'opens'])
        .select('branch_id', 'weekday', 'opens', 'closes'),
      db('branch_employees as be')
        .join('employees as e', 'e.id', 'be.employee_id')
        .whereIn('be.branch_id', ids)
        .orderBy(['e.sort_order', 'e.id'])
        .select('be.branch_id', 'e.id', 'e.name'),
    ]);
    return rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        company_id: Number(r.company_id),
        name: String(r.name),
        address: String(r.address),
        postal_code: (r.postal_code as string | null) ?? null,
        city: { id: Number(r.city_id), name: String(r.city_name), slug: String(r.city_slug) },
        phone: (r.phone as string | null) ?? null,
        latitude: numberOrNull(r.latitude),
        longitude: numberOrNull(r.longitude),
        is_active: toBool(r.is_active),
        opening_hours: (hours as Row[])
          .filter((h) => Number(h.branch_id) === id)
          .map((h) => ({ weekday: Number(h.weekday), opens: String(h.opens), closes: String(h.closes) })),
        employees: (employees as Row[]).filter((e) => Number(e.branch_id) === id).map((e) => ({ id: Number(e.id), name: String(e.name) })),
        created_at: toIso(r.created_at)!,
        updated_at: toIso(r.updated_at)!,
      };
    });
  }

  const withCity = () =>
    db('branches as b').join('cities as ci', 'ci.id', 'b.city_id').select('b.*', { city_name: 'ci.name', city_slug: 'ci.slug' });

  async function saveDetails(branchId: number, write: BranchWrite) {
    await db('branch_opening_hours').where({ branch_id: branchId }).delete();
    if (write.opening_hours.length)
      await db('branch_opening_hours').insert(write.opening_hours.map((h) => ({ branch_id: branchId, ...h })));
    await db('branch_employees').where({ branch_id: branchId }).delete();
    if (write.employee_ids.length)
      await db('branch_employees').insert(write.employee_ids.map((employee_id) => ({ branch_id: branchId, employee_id })));
  }

  const columns = (write: BranchWrite) => {
    const { opening_hours: _hours, employee_ids: _employees, ...row } = write;
    return row;
  };

  return {
    /** The company's branches, by name (at most BRANCHES_MAX_PER_COMPANY exist). */
    async ofCompany(companyId: number, options: { activeOnly?: boolean } = {}): Promise<BranchRecord[]> {
      const q = withCity().where('b.company_id', companyId).orderBy(['b.name', 'b.id']);
      if (options.activeOnly) q.where('b.is_active', true);
      return withDetails(await q);
    },
    async find(companyId: number, id: number): Promise<BranchRecord | undefined> {
      const [branch] = await withDetails(await withCity().where({ 'b.company_id': companyId, 'b.id': id }));
      return branch;
    },
    async count(companyId: number): Promise<number> {
      const row = await db('branches').where({ company_id: companyId }).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    /** The company's edition, zone and currency (of its services; else its edition's). */
    async company(companyId: number): Promise<{ id: number; country_code: string; time_zone: string } | undefined> {
      const row = await db('companies').where({ id: companyId }).first('id', 'country_code', 'time_zone');
      return row ? { id: Number(row.id), country_code: String(row.country_code), time_zone: String(row.time_zone) } : undefined;
    },
    /** An active listing's id by its slug (the public profile). */
    async activeCompanyId(slug: string): Promise<number | undefined> {
      const row = await db('companies').where({ slug, status: 'active' }).first('id');
      return row ? Number(row.id) : undefined;
    },
    /** The active cities of an edition, by name (the form's select). */
    async activeCities(country: string): Promise<Array<{ id: number; name: string }>> {
      const rows = (await db('cities')
        .where({ country_code: country, is_active: true })
        .orderBy(['name', 'id'])
        .select('id', 'name')) as Row[];
      return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
    },
    async isActiveCityOf(country: string, cityId: number): Promise<boolean> {
      return Boolean(await db('cities').where({ id: cityId, country_code: country, is_active: true }).first('id'));
    },
    /** Which of `ids` are the company's employees. */
    async employeeIdsOf(companyId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = (await db('employees').where({ company_id: companyId }).whereIn('id', ids).select('id')) as Row[];
      return rows.map((r) => Number(r.id));
    },
    async insert(companyId: number, write: BranchWrite, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('branches')
        .insert({ company_id: companyId, ...columns(write), created_at: iso, updated_at: iso })
        .returning('id');
      const id = Number(typeof row === 'object' ? row.id : row);
      await saveDetails(id, write);
      return id;
    },
    async update(companyId: number, id: number, write: BranchWrite, now: Date): Promise<boolean> {
      const n = await db('branches')
        .where({ company_id: companyId, id })
        .update({ ...columns(write), updated_at: now.toISOString() });
      if (n !== 1) return false;
      await saveDetails(id, write);
      return true;
    },
    /** Deletes the branch (its hours and employees go with it; its bookings keep branch_id null). */
    async remove(companyId: number, id: number): Promise<boolean> {
      return (await db('branches').where({ company_id: companyId, id }).delete()) === 1;
    },
    /** Completed bookings' price per branch over [from, to) (the company's bookings with a branch). */
    async revenueByBranch(companyId: number, from: Date, to: Date): Promise<Map<number, number>> {
      const rows = (await db('bookings')
        .where({ company_id: companyId, status: 'completed' })
        .whereNotNull('branch_id')
        .where('starts_at', '>=', from.toISOString())
        .where('starts_at', '<', to.toISOString())
        .groupBy('branch_id')
        .select('branch_id')
        .sum({ total: 'price' })) as Row[];
      return new Map(rows.map((r) => [Number(r.branch_id), Number(r.total ?? 0)]));
    },
    /** The currency of the company's bookings (its services'), if it has any service. */
    async currencyOf(companyId: number): Promise<string | null> {
      const row = await db('services').where({ company_id: companyId }).first('currency');
      return row ? String(row.currency) : null;
    },
    /** An active branch of the company as a booking uses it: its hours and the employees assigned. */
    async forBooking(companyId: number, id: number) {
      const [branch] = await withDetails(await withCity().where({ 'b.company_id': companyId, 'b.id': id, 'b.is_active': true }));
      return branch;
    },
    /** The branch name of bookings (for the salon's reservation views). */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = (await db('branches').whereIn('id', ids).select('id', 'name')) as Row[];
      return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
    },
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;
