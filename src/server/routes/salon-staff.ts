import type { FastifyInstance } from 'fastify';
import { employeeInput, serviceInput } from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Služby and Zaměstnanci of the salon dashboard; another company's id answers 404 and changes nothing. */
export async function salonStaffRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { staff } = core.salon;

  app.get('/api/company/services', companyRoute, async (request) => ({
    success: true,
    services: await staff.services(companyIdOf(request)),
  }));
  app.post('/api/company/services', companyRoute, async (request, reply) => {
    const companyId = companyIdOf(request);
    return reply.status(201).send({ success: true, service: await staff.createService(companyId, parse(serviceInput, request.body)) });
  });
  app.put('/api/company/services/:id', companyRoute, async (request) => ({
    success: true,
    service: await staff.updateService(companyIdOf(request), idParam(request.params), parse(serviceInput, request.body)),
  }));
  app.delete('/api/company/services/:id', companyRoute, async (request) => {
    await staff.deleteService(companyIdOf(request), idParam(request.params));
    return { success: true };
  });

  app.get('/api/company/employees', companyRoute, async (request) => ({
    success: true,
    employees: await staff.employees(companyIdOf(request)),
  }));
  app.post('/api/company/employees', companyRoute, async (request, reply) => {
    const companyId = companyIdOf(request);
    return reply.status(201).send({ success: true, employee: await staff.createEmployee(companyId, parse(employeeInput, request.body)) });
  });
  app.put('/api/company/employees/:id', companyRoute, async (request) => ({
    success: true,
    employee: await staff.updateEmployee(companyIdOf(request), idParam(request.params), parse(employeeInput, request.body)),
  }));
  app.delete('/api/company/employees/:id', companyRoute, async (request) => {
    await staff.deleteEmployee(companyIdOf(request), idParam(request.params));
    return { success: true };
  });
}
