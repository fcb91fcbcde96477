import type { Knex } from 'knex';
import { toBool, toIso, toNumber } from '../../db/dialect.js';
import type { PlanCode, PlanFeature } from '../../contract/plans.js';
import type { Plan } from './model.js';

type Row = Record<string, unknown>;

const planOf = (r: Row): Plan => ({
  code: String(r.code) as PlanCode,
  name: String(r.name),
  price_czk: toNumber(r.price_czk),
  bookings_per_month: r.bookings_per_month === null || r.bookings_per_month === undefined ? null : toNumber(r.bookings_per_month),
  features: JSON.parse(String(r.features)) as PlanFeature[],
  listed: JSON.parse(String(r.listed)) as PlanFeature[],
  popular: toBool(r.popular),
  sort_order: toNumber(r.sort_order),
});

/** A company's plan and the change it asked for. */
export interface CompanyPlanRow {
  id: number;
  name: string;
  country_code: string;
  plan: Plan;
  requested_plan: PlanCode | null;
  plan_requested_at: string | null;
}

/** The plans, each company's plan and its pending request (core/plans). */
export function createPlanRepository(db: Knex) {
  return {
    async plans(): Promise<Plan[]> {
      return (await db('plans').orderBy('sort_order')).map(planOf);
    },

    async plan(code: string): Promise<Plan | undefined> {
      const row = await db('plans').where({ code }).first();
      return row ? planOf(row) : undefined;
    },

    async companyPlan(companyId: number): Promise<CompanyPlanRow | undefined> {
      const row = await db('companies as c')
        .join('plans as p', 'p.code', 'c.plan')
        .where('c.id', companyId)
        .first('c.id as company_id', 'c.name as company_name', 'c.country_code', 'c.requested_plan', 'c.plan_requested_at', 'p.*');
      if (!row) return undefined;
      return {
        id: toNumber(row.company_id),
        name: String(row.company_name),
        country_code: String(row.country_code),
        plan: planOf(row),
        requested_plan: (row.requested_plan ?? null) as PlanCode | null,
        plan_requested_at: toIso(row.plan_requested_at),
      };
    },

    /** Sets the company's plan and ends its pending request; false when there is no such company. */
    async setPlan(companyId: number, plan: PlanCode, now: Date): Promise<boolean> {
      const changed = await db('companies')
        .where({ id: companyId })
        .update({ plan, requested_plan: null, plan_requested_at: null, updated_at: now.toISOString() });
      return changed > 0;
    },

    /** Records the plan the business asks for (a later request replaces an earlier one). */
    async request(companyId: number, plan: PlanCode, now: Date): Promise<void> {
      await db('companies').where({ id: companyId }).update({ requested_plan: plan, plan_requested_at: now.toISOString() });
    },

    /**
     * Counts one booking of the company in `month` ('YYYY-MM', Europe/Prague) unless `limit` is reached:
     * a conditional UPDATE of the month's row (`bookings < limit`), which PostgreSQL re-checks after a
     * concurrent writer of the row commits and SQLite runs under its one write lock. Answers the count
     * after this booking, or null when the limit was reached (nothing counted). Meant for the booking's own
     * transaction, so a booking that rolls back is not counted. `limit` null: counted without a limit.
     */
    async countBooking(companyId: number, month: string, limit: number | null): Promise<number | null> {
      await db('plan_booking_months').insert({ company_id: companyId, month, bookings: 0 }).onConflict(['company_id', 'month']).ignore();
      const counted = db('plan_booking_months').where({ company_id: companyId, month });
      if (limit !== null) counted.where('bookings', '<', limit);
      if ((await counted.update({ bookings: db.raw('bookings + 1') })) === 0) return null;
      const row = await db('plan_booking_months').where({ company_id: companyId, month }).first('bookings');
      return toNumber(row?.bookings);
    },

    /** Claims the month's e-mail at `percent` of the limit: true once a month (the row is the one who sends it). */
    async claimWarning(companyId: number, month: string, percent: 80 | 100, now: Date): Promise<boolean> {
      const column = percent === 80 ? 'warned_80_at' : 'warned_100_at';
      const claimed = await db('plan_booking_months')
        .where({ company_id: companyId, month })
        .whereNull(column)
        .update({ [column]: now.toISOString() });
      return claimed > 0;
    },

    /** The bookings counted for the company in `month` ('YYYY-MM'). */
    async monthBookings(companyId: number, month: string): Promise<number> {
      const row = await db('plan_booking_months').where({ company_id: companyId, month }).first('bookings');
      return toNumber(row?.bookings);
    },

    async cancelRequest(companyId: number): Promise<void> {
      await db('companies').where({ id: companyId }).update({ requested_plan: null, plan_requested_at: null });
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
