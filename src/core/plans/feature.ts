import type { GatedFeature } from '../../contract/plans.js';
import { DomainError } from '../errors.js';
import { PLAN_TEXTS } from './model.js';
import type { PlanRepository } from './plans.repository.js';

/**
 * Refuses (403 `plan_feature`) a company whose plan lacks `feature`, naming the cheapest plan that has it
 * ('Pobočky jsou k dispozici od tarifu Business.'). Other areas call it before they let a company use the
 * feature: `await assertPlanFeature(tx.plans, companyId, 'branches')` (or `repos.plans` outside a write).
 */
export async function assertPlanFeature(
  plans: Pick<PlanRepository, 'companyPlan' | 'plans'>,
  companyId: number,
  feature: GatedFeature,
): Promise<void> {
  const company = await plans.companyPlan(companyId);
  if (!company) throw new DomainError('not_found', PLAN_TEXTS.companyNotFound);
  if (company.plan.features.includes(feature)) return;
  const from = (await plans.plans()).find((p) => p.features.includes(feature));
  throw new DomainError('plan_feature', PLAN_TEXTS.featureFrom(feature, from?.name ?? 'Enterprise'), { feature, plan: from?.code ?? null });
}
