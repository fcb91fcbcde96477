import { fetchBranches } from '../../../api/branches.js';
import { fetchPromoItems } from '../../../api/promo-items.js';
import { fetchPromotions } from '../../../api/promotions.js';
import {
  fetchCalendar,
  fetchClients,
  fetchDashboard,
  fetchEmployees,
  fetchReservations,
  fetchServices,
  fetchSettings,
  type ReservationFilter,
  type SalonBookingStatus,
} from '../../../api/salon.js';
import { fetchProducts, shopCategory, type ProductQuery } from '../../../api/shop.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { shopKeys } from '../../../shop/shop-keys.js';
import { branchKeys } from '../branches/queries.js';
import { marketingKeys } from '../marketing/queries.js';
import { salonKeys } from './queries.js';
import { STATUSES } from '../texts.js';

/**
 * The first query of the salon sections that section-prefetch starts early, for the sections without a
 * queries module of their own: each section reads its data with the same key and fetcher, so it finds a
 * prefetched answer in the cache.
 */

/** Nástěnka's figures for one employee (null: everybody); the bell's count reads the same answer. */
export const dashboardQuery = (employee: number | null) =>
  ({ key: salonKeys.dashboard(employee), load: (signal) => fetchDashboard(employee, signal) }) satisfies FirstQuery<unknown>;

/** Kalendář: the week from a day (null: this week) for one employee (null: everybody). */
export const calendarQuery = (from: string | null, employee: number | null) =>
  ({ key: salonKeys.calendar(from, employee), load: (signal) => fetchCalendar(from, employee, signal) }) satisfies FirstQuery<unknown>;

/** Rezervace's filter as the section opens: the upcoming bookings of the status `?stav=` names (the bell's), else of all. */
export const firstReservationFilter = (asked: string | null): ReservationFilter => ({
  when: 'upcoming',
  status: STATUSES.includes(asked as SalonBookingStatus) ? (asked as SalonBookingStatus) : '',
  employee: null,
  q: '',
  page: 1,
});

/** Rezervace: a page of the bookings of one filter. */
export const reservationsQuery = (filter: ReservationFilter) =>
  ({ key: salonKeys.reservations(filter), load: (signal) => fetchReservations(filter, signal) }) satisfies FirstQuery<unknown>;

/** Klienti: a page of the clients matching a search. */
export const clientsQuery = (q: string, page: number) =>
  ({ key: salonKeys.clients(q, page), load: (signal) => fetchClients(q, page, signal) }) satisfies FirstQuery<unknown>;

/** Služby: the business's services. */
export const servicesQuery = {
  key: salonKeys.services,
  load: (signal) => fetchServices(signal),
} satisfies FirstQuery<unknown>;

/** Zaměstnanci: the employees with the services they can be given. */
export const staffQuery = {
  key: salonKeys.staff,
  load: (signal) => Promise.all([fetchEmployees(signal), fetchServices(signal)]),
} satisfies FirstQuery<unknown>;

/** E-shop's search of the operator's products: a search and a category ('' all), by name, a page of 24. */
export const productSearch = (q: string, category: string): ProductQuery => ({
  q: q || undefined,
  category: shopCategory(category),
  sort: 'name',
  limit: 24,
});

/** E-shop: the products of one query (the shop's keys, shared with the public e-shop). */
export const shopProductsQuery = (query: ProductQuery) =>
  ({ key: shopKeys.products(query), load: (signal) => fetchProducts(query, signal) }) satisfies FirstQuery<unknown>;

/** Reklamní předměty: the edition's promotional items. */
export const promoItemsQuery = {
  key: ['salon', 'promo-items'],
  load: (signal) => fetchPromoItems(signal),
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

/** Nastavení: the listing's settings (other sections read the same answer: the currency, the time zone). */
export const salonSettingsQuery = {
  key: salonKeys.settings,
  load: (signal) => fetchSettings(signal),
} satisfies FirstQuery<unknown>;
