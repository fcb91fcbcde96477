import type { CompanyPlanFields, PlanCode, PlanDto } from '../../contract/plans.js';
import { DomainError } from '../errors.js';
import { notificationRow } from '../notifications/notifications.repository.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { PLAN_TEXTS, planMonthOf, planPrice, type Plan } from './model.js';
import type { CompanyPlanRow, PlanRepository } from './plans.repository.js';

export interface PlanServiceDeps {
  uow: UnitOfWork;
  repo: PlanRepository;
  clock: Clock;
}

const dtoOf = (plan: Plan, currency: string): PlanDto => ({
  code: plan.code,
  name: plan.name,
  ...planPrice(plan.price_czk, currency),
  price_czk: plan.price_czk,
  bookings_per_month: plan.bookings_per_month,
  features: plan.features,
  listed: plan.listed,
  popular: plan.popular,
  sort_order: plan.sort_order,
});

/** Plans: the public list, a company's plan with this month's bookings, its request for another plan, the operator's change. */
export function createPlanService(deps: PlanServiceDeps) {
  const { repo } = deps;

  async function company(companyId: number): Promise<CompanyPlanRow> {
    const found = await repo.companyPlan(companyId);
    if (!found) throw new DomainError('not_found', PLAN_TEXTS.companyNotFound);
    return found;
  }

  async function fieldsOf(found: CompanyPlanRow): Promise<CompanyPlanFields> {
    return {
      plan: found.plan.code,
      bookings_this_month: await repo.monthBookings(found.id, planMonthOf(deps.clock.now())),
      bookings_limit: found.plan.bookings_per_month,
      features: found.plan.features,
      plan_request: found.requested_plan ? { plan: found.requested_plan, requested_at: found.plan_requested_at! } : null,
    };
  }

  return {
    /** The plans, cheapest first, priced in the edition's currency (`EUR`: euros; else crowns). */
    async list(currency: string): Promise<PlanDto[]> {
      return (await repo.plans()).map((p) => dtoOf(p, currency));
    },

    /** The company's plan, its bookings this month (Europe/Prague) against the limit, its features and its pending request. */
    async status(companyId: number): Promise<CompanyPlanFields> {
      return fieldsOf(await company(companyId));
    },

    /** The business asks for another plan; the operator is notified and confirms it in Zápisy firem. */
    async request(companyId: number, plan: PlanCode): Promise<CompanyPlanFields> {
      const current = await company(companyId);
      if (current.plan.code === plan) throw new DomainError('conflict', PLAN_TEXTS.samePlan);
      const wanted = (await repo.plan(plan))!;
      const now = deps.clock.now();
      await deps.uow.write(async (tx) => {
        await tx.plans.request(companyId, plan, now);
        await tx.notifications.insert(
          notificationRow(
            {
              companyId: null,
              type: 'plan_request',
              title: PLAN_TEXTS.requestTitle(current.name),
              message: PLAN_TEXTS.requestMessage(current.plan.name, wanted.name),
              data: { Firma: current.name, 'Současný tarif': current.plan.name, 'Požadovaný tarif': wanted.name },
            },
            now,
          ),
        );
      });
      return fieldsOf(await company(companyId));
    },

    /** The business withdraws its request. */
    async withdraw(companyId: number): Promise<CompanyPlanFields> {
      await company(companyId);
      await repo.cancelRequest(companyId);
      return fieldsOf(await company(companyId));
    },

    /** The operator sets the company's plan (confirming a request, or any plan); a pending request ends. */
    async setPlan(companyId: number, plan: PlanCode) {
      if (!(await repo.setPlan(companyId, plan, deps.clock.now()))) throw new DomainError('not_found', PLAN_TEXTS.companyNotFound);
      const found = await company(companyId);
      return { id: found.id, plan: found.plan.code, plan_request: null };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
