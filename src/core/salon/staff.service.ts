import type { z } from 'zod';
import type { employeeInput, SalonEmployeeDto, SalonServiceDto, ServiceInputDto } from '../../contract/salon.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { checkIntervals } from './hours.js';
import { SALON_TEXTS } from './model.js';
import type { DashboardRepository } from './dashboard.repository.js';
import type { ServiceWrite, StaffRepository } from './staff.repository.js';

type EmployeeInput = z.output<typeof employeeInput>;

/** Služby and Zaměstnanci of the salon dashboard: only the caller's company's rows are read or written. */
export function createStaffService(deps: { uow: UnitOfWork; repo: StaffRepository; companies: DashboardRepository; clock: Clock }) {
  const { uow, repo } = deps;
  const notFound = (message: string) => new DomainError('not_found', message);

  async function currencyOf(companyId: number): Promise<string> {
    const company = await deps.companies.company(companyId);
    if (!company) throw notFound(SALON_TEXTS.companyNotFound);
    return EDITIONS[company.country_code as keyof typeof EDITIONS]?.currency ?? 'CZK';
  }

  async function checkEmployee(companyId: number, input: EmployeeInput) {
    const services = [...new Set(input.services)];
    const own = await repo.ownServiceIds(companyId, services);
    if (own.length !== services.length) throw DomainError.validation([{ field: 'services', message: SALON_TEXTS.unknownServices }]);
    const hours = checkIntervals(
      input.hours.map((h) => ({ ...h, from: h.starts, to: h.ends })),
      'hours',
    ).map(({ weekday, starts, ends }) => ({ weekday, starts, ends }));
    const row = { name: input.name, color: input.color, email: input.email, phone: input.phone, is_active: input.is_active };
    return { row, services, hours };
  }

  const employee = async (companyId: number, id: number) => (await repo.employees(companyId)).find((e) => e.id === id)!;
  /** A service as stored: an empty category or description is none. */
  const serviceWrite = (input: ServiceInputDto): ServiceWrite => ({
    name: input.name,
    duration_minutes: input.duration_minutes,
    price: input.price,
    is_active: input.is_active,
    category: input.category || null,
    description: input.description || null,
  });
  const service = async (companyId: number, id: number) => (await repo.services(companyId, deps.clock.now())).find((s) => s.id === id)!;

  return {
    services: (companyId: number): Promise<SalonServiceDto[]> => repo.services(companyId, deps.clock.now()),
    async createService(companyId: number, input: ServiceInputDto): Promise<SalonServiceDto> {
      const currency = await currencyOf(companyId);
      const id = await uow.write((tx) => tx.salonStaff.insertService(companyId, currency, serviceWrite(input)));
      return service(companyId, id);
    },
    async updateService(companyId: number, id: number, input: ServiceInputDto): Promise<SalonServiceDto> {
      if (!(await uow.write((tx) => tx.salonStaff.updateService(companyId, id, serviceWrite(input)))))
        throw notFound(SALON_TEXTS.serviceNotFound);
      return service(companyId, id);
    },
    /** Bookings of the service stay (they hold its name). */
    async deleteService(companyId: number, id: number): Promise<void> {
      if (!(await uow.write((tx) => tx.salonStaff.deleteService(companyId, id)))) throw notFound(SALON_TEXTS.serviceNotFound);
    },

    employees: (companyId: number): Promise<SalonEmployeeDto[]> => repo.employees(companyId),
    async createEmployee(companyId: number, input: EmployeeInput): Promise<SalonEmployeeDto> {
      const { row, services, hours } = await checkEmployee(companyId, input);
      const id = (await uow.write((tx) => tx.salonStaff.saveEmployee(companyId, undefined, row, services, hours, deps.clock.now())))!;
      return employee(companyId, id);
    },
    async updateEmployee(companyId: number, id: number, input: EmployeeInput): Promise<SalonEmployeeDto> {
      if (!(await repo.employeeExists(companyId, id))) throw notFound(SALON_TEXTS.employeeNotFound);
      const { row, services, hours } = await checkEmployee(companyId, input);
      if ((await uow.write((tx) => tx.salonStaff.saveEmployee(companyId, id, row, services, hours, deps.clock.now()))) === undefined)
        throw notFound(SALON_TEXTS.employeeNotFound);
      return employee(companyId, id);
    },
    /** Refused while the employee has upcoming bookings (deactivate instead); past ones keep the name. */
    async deleteEmployee(companyId: number, id: number): Promise<void> {
      if (!(await repo.employeeExists(companyId, id))) throw notFound(SALON_TEXTS.employeeNotFound);
      if (await repo.futureBookingsOf(companyId, id, deps.clock.now())) throw new DomainError('conflict', SALON_TEXTS.employeeHasBookings);
      if (!(await repo.deleteEmployee(companyId, id))) throw notFound(SALON_TEXTS.employeeNotFound);
    },
  };
}
