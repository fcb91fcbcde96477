import { fetchBranches } from '../../api/branches.js';
import { fetchPromotions } from '../../api/promotions.js';
import { fetchClients, fetchDashboard, fetchEmployees, fetchServices } from '../../api/salon.js';
import type { FirstQuery } from '../../hooks/first-query.js';
import { branchKeys } from './branches/queries.js';
import { marketingKeys } from './marketing/queries.js';
import { salonKeys } from './queries.js';

/**
 * The first query of the salon sections that section-prefetch starts early: each section reads its
 * data with the same key and fetcher, so it finds a prefetched answer in the cache.
 */

/** Nástěnka's figures for one employee (null: everybody); the bell's count reads the same answer. */
export const dashboardQuery = (employee: number | null) =>
  ({ key: salonKeys.dashboard(employee), load: (signal) => fetchDashboard(employee, signal) }) satisfies FirstQuery<unknown>;

/** Klienti: a page of the clients matching a search. */
export const clientsQuery = (q: string, page: number) =>
  ({ key: salonKeys.clients(q, page), load: (signal) => fetchClients(q, page, signal) }) satisfies FirstQuery<unknown>;

/** Zaměstnanci: the employees with the services they can be given. */
export const staffQuery = {
  key: salonKeys.staff,
  load: (signal) => Promise.all([fetchEmployees(signal), fetchServices(signal)]),
} satisfies FirstQuery<unknown>;

/** Pobočky: the branches with the employees they can be given. */
export const branchesQuery = {
  key: branchKeys.all,
  load: (signal) => Promise.all([fetchBranches(signal), fetchEmployees(signal)]),
} satisfies FirstQuery<unknown>;

/** Marketing: the business's promotions. */
export const promotionsQuery = {
  key: marketingKeys.promotions,
  load: (signal) => fetchPromotions(signal),
} satisfies FirstQuery<unknown>;
