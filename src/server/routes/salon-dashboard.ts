import type { FastifyInstance } from 'fastify';
import { calendarQuery, clientsQuery, dashboardQuery, newReservation, reservationsQuery } from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Nástěnka, Kalendář, Rezervace and Klienti of the salon dashboard (status changes: booking-manage.ts). */
export async function salonDashboardRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { dashboard } = core.salon;

  app.get('/api/company/dashboard', companyRoute, async (request) => {
    const q = parse(dashboardQuery, request.query);
    return { success: true, dashboard: await dashboard.dashboard(companyIdOf(request), q.employee) };
  });

  app.get('/api/company/calendar', companyRoute, async (request) => {
    const q = parse(calendarQuery, request.query);
    return { success: true, calendar: await dashboard.calendar(companyIdOf(request), q) };
  });

  app.get('/api/company/reservations', companyRoute, async (request) => {
    const { page, limit, ...filter } = parse(reservationsQuery, request.query);
    return { success: true, ...(await dashboard.reservations(companyIdOf(request), filter, page, limit)) };
  });

  app.post('/api/company/reservations', companyRoute, async (request, reply) => {
    const companyId = companyIdOf(request);
    return reply
      .status(201)
      .send({ success: true, booking: await dashboard.newReservation(companyId, parse(newReservation, request.body)) });
  });

  app.get('/api/company/clients', companyRoute, async (request) => {
    const q = parse(clientsQuery, request.query);
    return { success: true, ...(await dashboard.clients(companyIdOf(request), q.q, q.page, q.limit)) };
  });
}
