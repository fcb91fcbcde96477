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

    async cancelRequest(companyId: number): Promise<void> {
      await db('companies').where({ id: companyId }).update({ requested_plan: null, plan_requested_at: null });
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
