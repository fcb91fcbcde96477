import { idParams } from '../../contract/common.js';
import { adminCompanyPlanResponse, adminPlanInput, companyPlanResponse, planRequestInput, plansResponse } from '../../contract/plans.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/**
 * Plans (core.plans): the public list (/pro-firmy), the business's request for another plan (Nastavení),
 * and the operator's change. `/api/admin/companies/{id}` names the marketplace business by its listing's
 * id (the id of Zápisy firem, `/api/admin/listings/{id}`), not a prospect of the sales CRM.
 */
export const planRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const plans = core.plans;

  app.get('/api/plans', { config: { access: 'public' as const }, schema: { response: { 200: plansResponse } } }, async (request) => ({
    success: true as const,
    plans: await plans.list(request.edition.currency),
  }));

  app.post(
    '/api/company/plan-request',
    { ...companyRoute, schema: { body: planRequestInput, response: { 200: companyPlanResponse } } },
    async (request) => ({ success: true as const, plan: await plans.request(companyIdOf(request), request.body.plan) }),
  );
  app.delete('/api/company/plan-request', { ...companyRoute, schema: { response: { 200: companyPlanResponse } } }, async (request) => ({
    success: true as const,
    plan: await plans.withdraw(companyIdOf(request)),
  }));

  app.put(
    '/api/admin/companies/:id/plan',
    {
      config: { access: ['admin' as const] },
      schema: { params: idParams, body: adminPlanInput, response: { 200: adminCompanyPlanResponse } },
    },
    async (request) => ({ success: true as const, company: await plans.setPlan(request.params.id, request.body.plan) }),
  );
};
