import type { WebhostingCreateRequest, WebhostingProjectDto, WebhostingUpdateRequest } from '../../contract/hosting.js';
import { DomainError, type FieldProblem } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { HOSTING_PAGE_SIZE, HOSTING_TEXTS } from './model.js';
import { recordHostingPayment, type HostingPaymentInput } from './payments.service.js';
import type { HostingProjectFields, HostingRepository } from './hosting.repository.js';
import { renewalDistribution, revenueCalendar } from './revenue.service.js';
import { isCalendarDate, pragueToday, type HostingStatus } from './rules.js';

export interface HostingServiceDeps {
  uow: UnitOfWork;
  repo: HostingRepository;
  clock: Clock;
}

const notFound = () => new DomainError('not_found', HOSTING_TEXTS.notFound);

/** A request's fields as columns: `status` 'auto' clears manual_status (the status follows the dates), another sets it. */
function columnsOf(input: WebhostingUpdateRequest): HostingProjectFields {
  const { status, ...rest } = input;
  const problems: FieldProblem[] = (['website_created_date', 'next_payment_date'] as const)
    .filter((field) => typeof rest[field] === 'string' && !isCalendarDate(rest[field]))
    .map((field) => ({ field, message: HOSTING_TEXTS.badDate, key: 'hosting.date' }));
  if (problems.length > 0) throw DomainError.validation(problems);
  const fields: HostingProjectFields = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (status !== undefined) fields.manual_status = status === 'auto' ? null : status;
  return fields;
}

/**
 * Webhosting projects (admin Webhosting, `marketplace hosting`): the list with its counts, create, edit,
 * delete, and payments (payments.service.ts). Every derived field is for today in Prague, from the clock port.
 */
export function createHostingService(deps: HostingServiceDeps) {
  const today = () => pragueToday(deps.clock.now());

  return {
    today,

    /** A page of 50, the counts for the filter buttons and the cards (country filter only), the monthly income of active projects. */
    async list(query: { country?: string; status?: HostingStatus; domain?: 'expiring_soon'; page: number }) {
      const day = today();
      const [page, counts] = await Promise.all([
        deps.repo.list(
          {
            country: query.country,
            status: query.status,
            domainExpiringSoon: query.domain === 'expiring_soon',
            offset: (query.page - 1) * HOSTING_PAGE_SIZE,
            limit: HOSTING_PAGE_SIZE,
          },
          day,
        ),
        deps.repo.counts(query.country, day),
      ]);
      const { monthly_income, ...byStatus } = counts;
      return { ...page, page: query.page, page_size: HOSTING_PAGE_SIZE, counts: byStatus, monthly_income };
    },

    /** Every project (of a country), the renewals soonest first: the terminal's and the jobs' view. */
    all: (filter: { country?: string } = {}) => deps.repo.all(filter, today()),

    async get(id: number): Promise<WebhostingProjectDto> {
      const project = await deps.repo.find(id, today());
      if (!project) throw notFound();
      return project;
    },

    /** 'Přidat projekt'. */
    async create(input: WebhostingCreateRequest & { country: string }): Promise<WebhostingProjectDto> {
      const { country, ...rest } = input;
      const fields = { ...columnsOf(rest), country_code: country, company_name: rest.company_name, domain: rest.domain };
      const id = await deps.uow.write((tx) => tx.hosting.insert(fields, deps.clock.now()));
      return (await deps.repo.find(id, today()))!;
    },

    /** The edit modal 'Upravit projekt'. */
    async update(id: number, input: WebhostingUpdateRequest): Promise<{ project: WebhostingProjectDto; message: string }> {
      const fields = columnsOf(input);
      const found = await deps.uow.write((tx) => tx.hosting.update(id, fields, deps.clock.now()));
      if (!found) throw notFound();
      return { project: (await deps.repo.find(id, today()))!, message: HOSTING_TEXTS.saved };
    },

    async remove(id: number): Promise<{ message: string }> {
      const name = await deps.uow.write((tx) => tx.hosting.remove(id));
      if (name === undefined) throw notFound();
      return { message: HOSTING_TEXTS.deleted(name) };
    },

    /** 'Zaplaceno' and `marketplace hosting renew`: see payments.service.ts. */
    recordPayment: (input: HostingPaymentInput) => recordHostingPayment(deps, input),

    /** The revenue calendar of a year (Příjmy): paid for the past, due for the future (revenue.service.ts). */
    revenue: (query: { year?: number; country?: string }) => revenueCalendar(deps, query),

    /** The 12 months from the current one: count and sum of the renewals due (revenue.service.ts). */
    distribution: (query: { country?: string } = {}) => renewalDistribution(deps, query),
  };
}
