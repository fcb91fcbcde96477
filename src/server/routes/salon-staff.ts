import { idParams, okResponse } from '../../contract/common.js';
import {
  employeeInput,
  salonEmployeeResponse,
  salonEmployeesResponse,
  salonServiceResponse,
  salonServicesResponse,
  serviceInput,
} from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Služby and Zaměstnanci of the salon dashboard; another company's id answers 404 and changes nothing. */
export const salonStaffRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { staff } = core.salon;
  const removed = { params: idParams, response: { 200: okResponse } };

  app.get('/api/company/services', { ...companyRoute, schema: { response: { 200: salonServicesResponse } } }, async (request) => ({
    success: true as const,
    services: await staff.services(companyIdOf(request)),
  }));
  app.post(
    '/api/company/services',
    { ...companyRoute, schema: { body: serviceInput, response: { 201: salonServiceResponse } } },
    async (request, reply) => {
      const service = await staff.createService(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, service });
    },
  );
  app.put(
    '/api/company/services/:id',
    { ...companyRoute, schema: { params: idParams, body: serviceInput, response: { 200: salonServiceResponse } } },
    async (request) => ({
      success: true as const,
      service: await staff.updateService(companyIdOf(request), request.params.id, request.body),
    }),
  );
  app.delete('/api/company/services/:id', { ...companyRoute, schema: removed }, async (request) => {
    await staff.deleteService(companyIdOf(request), request.params.id);
    return { success: true as const };
  });

  app.get('/api/company/employees', { ...companyRoute, schema: { response: { 200: salonEmployeesResponse } } }, async (request) => ({
    success: true as const,
    employees: await staff.employees(companyIdOf(request)),
  }));
  app.post(
    '/api/company/employees',
    { ...companyRoute, schema: { body: employeeInput, response: { 201: salonEmployeeResponse } } },
    async (request, reply) => {
      const employee = await staff.createEmployee(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, employee });
    },
  );
  app.put(
    '/api/company/employees/:id',
    { ...companyRoute, schema: { params: idParams, body: employeeInput, response: { 200: salonEmployeeResponse } } },
    async (request) => ({
      success: true as const,
      employee: await staff.updateEmployee(companyIdOf(request), request.params.id, request.body),
    }),
  );
  app.delete('/api/company/employees/:id', { ...companyRoute, schema: removed }, async (request) => {
    await staff.deleteEmployee(companyIdOf(request), request.params.id);
    return { success: true as const };
  });
};
