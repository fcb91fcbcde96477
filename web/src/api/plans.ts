import type { plansResponse } from '../../../src/contract/plans.js';
import { apiRequest, type Answer } from './http.js';

/** The public list of plans (src/contract/plans.ts): `/pro-firmy` and the salon's plan panel read it. */
export type { PlanCode } from '../../../src/contract/plans.js';

/** The plans, cheapest first, priced in the edition's currency. */
export const fetchPlans = (signal?: AbortSignal) => apiRequest<Answer<typeof plansResponse>>('/plans', { signal }).then((r) => r.plans);
