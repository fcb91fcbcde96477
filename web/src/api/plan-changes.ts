import type { adminCompanyPlanResponse, companyPlanResponse, PlanCode } from '../../../src/contract/plans.js';
import { apiRequest, type Answer } from './http.js';

/** Plan changes (src/contract/plans.ts): the business's request in Nastavení and the operator's change in Zápisy firem. */
export type { CompanyPlanFields } from '../../../src/contract/plans.js';

type CompanyPlanAnswer = Answer<typeof companyPlanResponse>;

/** The business asks for another plan (the operator confirms it). */
export const requestPlan = (plan: PlanCode) =>
  apiRequest<CompanyPlanAnswer>('/company/plan-request', { method: 'POST', body: { plan } }).then((r) => r.plan);

/** The business withdraws its request. */
export const withdrawPlanRequest = () => apiRequest<CompanyPlanAnswer>('/company/plan-request', { method: 'DELETE' }).then((r) => r.plan);

/** The operator sets a listing's plan (`id`: the listing's id); a pending request ends. */
export const setCompanyPlan = (id: number, plan: PlanCode) =>
  apiRequest<Answer<typeof adminCompanyPlanResponse>>(`/admin/companies/${id}/plan`, { method: 'PUT', body: { plan } }).then(
    (r) => r.company,
  );
