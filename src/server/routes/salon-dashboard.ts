import {
  calendarQuery,
  clientsQuery,
  dashboardQuery,
  newReservation,
  reservationsQuery,
  salonCalendarResponse,
  salonClientsResponse,
  salonDashboardResponse,
  salonReservationResponse,
  salonReservationsResponse,
} from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Nástěnka, Kalendář, Rezervace and Klienti of the salon dashboard (status changes: booking-manage.ts). */
export const salonDashboardRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { dashboard } = core.salon;

  app.get(
    '/api/company/dashboard',
    { ...companyRoute, schema: { querystring: dashboardQuery, response: { 200: salonDashboardResponse } } },
    async (request) => ({ success: true as const, dashboard: await dashboard.dashboard(companyIdOf(request), request.query.employee) }),
  );

  app.get(
    '/api/company/calendar',
    { ...companyRoute, schema: { querystring: calendarQuery, response: { 200: salonCalendarResponse } } },
    async (request) => ({ success: true as const, calendar: await dashboard.calendar(companyIdOf(request), request.query) }),
  );

  app.get(
    '/api/company/reservations',
    { ...companyRoute, schema: { querystring: reservationsQuery, response: { 200: salonReservationsResponse } } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return { success: true as const, ...(await dashboard.reservations(companyIdOf(request), filter, page, limit)) };
    },
  );

  app.post(
    '/api/company/reservations',
    { ...companyRoute, schema: { body: newReservation, response: { 201: salonReservationResponse } } },
    async (request, reply) => {
      const booking = await dashboard.newReservation(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, booking });
    },
  );

  app.get(
    '/api/company/clients',
    { ...companyRoute, schema: { querystring: clientsQuery, response: { 200: salonClientsResponse } } },
    async (request) => {
      const q = request.query;
      return { success: true as const, ...(await dashboard.clients(companyIdOf(request), q.q, q.page, q.limit)) };
    },
  );
};
