import type { Knex } from 'knex';
import { toBool } from '../../db/dialect.js';
import { SERVICE_POPULARITY_DAYS } from '../../contract/salon.js';
import { refreshSearchDocuments } from '../directory/search-index.js';

type Row = Record<string, unknown>;
const idOf = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as Row).id : row);

export interface ServiceWrite {
  name: string;
  duration_minutes: number;
  price: number;
  is_active: boolean;
  category: string | null;
  description: string | null;
}

/** Completed bookings of each service since `since` (its popularity), as a sub-select of `services as s`. */
export const popularitySince = (db: Knex, since: Date) =>
  db('bookings as pb')
    .whereRaw('pb.service_id = s.id')
    .where('pb.status', 'completed')
    .where('pb.starts_at', '>=', since.toISOString())
    .count('*');
export interface EmployeeWrite {
  name: string;
  color: string;
  email: string | null;
  phone: string | null;
  is_active: boolean;
}
export interface HoursRow {
  weekday: number;
  starts: string;
  ends: string;
}

/**
 * Services and employees of one company. Every write names the company next to the id, so an id of
 * another company changes nothing; service writes refresh the listing's search columns in the same
 * transaction (search-index.ts), which the engines' triggers follow.
 */
export function createStaffRepository(db: Knex) {
  return {
    async services(companyId: number, now: Date) {
      const since = new Date(now.getTime() - SERVICE_POPULARITY_DAYS * 24 * 60 * 60 * 1000);
      const rows = await db('services as s')
        .where('s.company_id', companyId)
        .select(
          's.id',
          's.name',
          's.duration_minutes',
          's.price',
          's.currency',
          's.is_active',
          's.sort_order',
          's.category',
          's.description',
        )
        .select(popularitySince(db, since).as('popularity'))
        .select(
          db('bookings as b')
            .whereRaw('b.service_id = s.id')
            .whereIn('b.status', ['pending', 'confirmed'])
            .where('b.starts_at', '>', now.toISOString())
            .count('*')
            .as('upcoming'),
        )
        .orderBy(['s.sort_order', 's.id']);
      return rows.map((r: Row) => ({
        id: Number(r.id),
        name: String(r.name),
        duration_minutes: Number(r.duration_minutes),
        price: Number(r.price),
        currency: String(r.currency),
        is_active: toBool(r.is_active),
        upcoming_bookings: Number(r.upcoming ?? 0),
        category: r.category ? String(r.category) : null,
        description: r.description ? String(r.description) : null,
        popularity: Number(r.popularity ?? 0),
      }));
    },
    async insertService(companyId: number, currency: string, input: ServiceWrite): Promise<number> {
      const last = await db('services').where({ company_id: companyId }).max({ m: 'sort_order' }).first();
      const [row] = await db('services')
        .insert({ ...input, company_id: companyId, currency, sort_order: Number(last?.m ?? -1) + 1 })
        .returning('id');
      await refreshSearchDocuments(db, [companyId]);
      return idOf(row);
    },
    async updateService(companyId: number, id: number, input: ServiceWrite): Promise<boolean> {
      const n = await db('services').where({ id, company_id: companyId }).update(input);
      if (n) await refreshSearchDocuments(db, [companyId]);
      return n === 1;
    },
    /** Bookings keep their service_name (the reference becomes null). */
    async deleteService(companyId: number, id: number): Promise<boolean> {
      const n = await db('services').where({ id, company_id: companyId }).delete();
      if (n) await refreshSearchDocuments(db, [companyId]);
      return n === 1;
    },
    async ownServiceIds(companyId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await db('services').where({ company_id: companyId }).whereIn('id', ids).pluck('id')).map(Number);
    },

    async employees(companyId: number) {
      const rows = await db('employees')
        .where({ company_id: companyId })
        .orderBy(['sort_order', 'id'])
        .select('id', 'name', 'color', 'email', 'phone', 'is_active');
      const ids = rows.map((r: Row) => Number(r.id));
      const [links, hours] = ids.length
        ? await Promise.all([
            db('employee_services').whereIn('employee_id', ids).orderBy('service_id').select('employee_id', 'service_id'),
            db('employee_hours')
              .whereIn('employee_id', ids)
              .orderBy(['weekday', 'starts'])
              .select('employee_id', 'weekday', 'starts', 'ends'),
          ])
        : [[], []];
      return rows.map((r: Row) => {
        const id = Number(r.id);
        return {
          id,
          name: String(r.name),
          color: String(r.color),
          email: (r.email as string | null) ?? null,
          phone: (r.phone as string | null) ?? null,
          is_active: toBool(r.is_active),
          services: links.filter((l: Row) => Number(l.employee_id) === id).map((l: Row) => Number(l.service_id)),
          hours: hours
            .filter((h: Row) => Number(h.employee_id) === id)
            .map((h: Row) => ({ weekday: Number(h.weekday), starts: String(h.starts), ends: String(h.ends) })),
        };
      });
    },
    /** Inserts (id undefined) or updates an employee of the company with its services and hours; false when not the company's. */
    async saveEmployee(
      companyId: number,
      id: number | undefined,
      input: EmployeeWrite,
      services: number[],
      hours: HoursRow[],
      now: Date,
    ): Promise<number | undefined> {
      let employeeId = id;
      if (employeeId === undefined) {
        const last = await db('employees').where({ company_id: companyId }).max({ m: 'sort_order' }).first();
        const [row] = await db('employees')
          .insert({ ...input, company_id: companyId, sort_order: Number(last?.m ?? -1) + 1, created_at: now.toISOString() })
          .returning('id');
        employeeId = idOf(row);
      } else if (!(await db('employees').where({ id: employeeId, company_id: companyId }).update(input))) {
        return undefined;
      }
      await db('employee_services').where({ employee_id: employeeId }).delete();
      if (services.length)
        await db('employee_services').insert(services.map((serviceId) => ({ employee_id: employeeId, service_id: serviceId })));
      await db('employee_hours').where({ employee_id: employeeId }).delete();
      if (hours.length) await db('employee_hours').insert(hours.map((h) => ({ employee_id: employeeId, ...h })));
      return employeeId;
    },
    async futureBookingsOf(companyId: number, employeeId: number, now: Date): Promise<number> {
      const row = await db('bookings')
        .where({ company_id: companyId, employee_id: employeeId })
        .whereIn('status', ['pending', 'confirmed'])
        .where('ends_at', '>', now.toISOString())
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },
    async employeeExists(companyId: number, id: number): Promise<boolean> {
      return Boolean(await db('employees').where({ id, company_id: companyId }).first('id'));
    },
    /** Past bookings keep employee_name (the reference becomes null). */
    async deleteEmployee(companyId: number, id: number): Promise<boolean> {
      return (await db('employees').where({ id, company_id: companyId }).delete()) === 1;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
