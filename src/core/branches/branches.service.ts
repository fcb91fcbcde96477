import { DateTime } from 'luxon';
import type { BranchDto, BranchInput, PublicBranchDto } from '../../contract/branches.js';
import type { CountryCode } from '../../config/schema.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { checkIntervals } from '../salon/hours.js';
import { BRANCH_TEXTS, type BranchOptions } from './model.js';
import type { BranchRecord, BranchRepository, BranchWrite } from './branches.repository.js';

export interface BranchDeps {
  uow: UnitOfWork;
  repo: BranchRepository;
  clock: Clock;
  options: BranchOptions;
  /** throws DomainError plan_feature (403) when the company's plan has no branches (core/plans) */
  assertPlanAllows(companyId: number): Promise<void>;
}

const fieldError = (field: string, message: string) => DomainError.validation([{ field, message }]);

/** The company's branches (salon Pobočky) and what the public profile shows of them. */
export function createBranchService(deps: BranchDeps) {
  const { repo } = deps;

  async function companyOf(companyId: number) {
    const company = await repo.company(companyId);
    if (!company) throw new DomainError('not_found', BRANCH_TEXTS.notFound);
    return company;
  }

  /** The input checked against the company: an active city of its edition, its own employees, hours without overlaps. */
  async function checked(companyId: number, input: BranchInput): Promise<BranchWrite> {
    const company = await companyOf(companyId);
    if (!(await repo.isActiveCityOf(company.country_code, input.city_id))) throw fieldError('city_id', BRANCH_TEXTS.city);
    const employeeIds = [...new Set(input.employee_ids)];
    const known = await repo.employeeIdsOf(companyId, employeeIds);
    if (known.length !== employeeIds.length) throw fieldError('employee_ids', BRANCH_TEXTS.employee);
    const hours = checkIntervals(
      input.opening_hours.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes })),
      'opening_hours',
    ).map((h) => ({ weekday: h.weekday, opens: h.from, closes: h.to }));
    return { ...input, opening_hours: hours, employee_ids: employeeIds };
  }

  async function currencyOf(companyId: number, country: string) {
    return (await repo.currencyOf(companyId)) ?? EDITIONS[country as CountryCode]?.currency ?? 'CZK';
  }

  /** This calendar month in the company's zone, as UTC instants. */
  function thisMonth(timeZone: string) {
    const start = DateTime.fromJSDate(deps.clock.now(), { zone: timeZone }).startOf('month');
    return { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() };
  }

  function toDto(branch: BranchRecord, revenue: number, currency: string): BranchDto {
    const { company_id: _company, ...rest } = branch;
    return { ...rest, month_revenue: revenue, currency };
  }

  async function answer(companyId: number, id: number): Promise<BranchDto> {
    const company = await companyOf(companyId);
    const branch = await repo.find(companyId, id);
    if (!branch) throw new DomainError('not_found', BRANCH_TEXTS.notFound);
    const { from, to } = thisMonth(company.time_zone);
    const revenue = (await repo.revenueByBranch(companyId, from, to)).get(id) ?? 0;
    return toDto(branch, revenue, await currencyOf(companyId, company.country_code));
  }

  async function planAllows(companyId: number): Promise<boolean> {
    try {
      await deps.assertPlanAllows(companyId);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'plan_feature') return false;
      throw error;
    }
  }

  return {
    /** GET /api/company/branches: the branches with this month's revenue, the edition's cities, the plan's answer and the bound. */
    async list(companyId: number) {
      const company = await companyOf(companyId);
      const { from, to } = thisMonth(company.time_zone);
      const [branches, revenue, cities, currency, allows] = await Promise.all([
        repo.ofCompany(companyId),
        repo.revenueByBranch(companyId, from, to),
        repo.activeCities(company.country_code),
        currencyOf(companyId, company.country_code),
        planAllows(companyId),
      ]);
      return {
        branches: branches.map((b) => toDto(b, revenue.get(b.id) ?? 0, currency)),
        cities,
        plan_allows: allows,
        max_branches: deps.options.maxPerCompany,
      };
    },

    /** A new branch: the plan must allow branches, and the company may have at most maxPerCompany. */
    async create(companyId: number, input: BranchInput): Promise<BranchDto> {
      await deps.assertPlanAllows(companyId);
      const write = await checked(companyId, input);
      const id = await deps.uow.write(async (tx) => {
        if ((await tx.branches.count(companyId)) >= deps.options.maxPerCompany)
          throw new DomainError('conflict', BRANCH_TEXTS.tooMany(deps.options.maxPerCompany));
        return tx.branches.insert(companyId, write, deps.clock.now());
      });
      return answer(companyId, id);
    },

    async update(companyId: number, id: number, input: BranchInput): Promise<BranchDto> {
      if (!(await repo.find(companyId, id))) throw new DomainError('not_found', BRANCH_TEXTS.notFound);
      const write = await checked(companyId, input);
      const done = await deps.uow.write((tx) => tx.branches.update(companyId, id, write, deps.clock.now()));
      if (!done) throw new DomainError('not_found', BRANCH_TEXTS.notFound);
      return answer(companyId, id);
    },

    async remove(companyId: number, id: number): Promise<void> {
      const done = await deps.uow.write((tx) => tx.branches.remove(companyId, id));
      if (!done) throw new DomainError('not_found', BRANCH_TEXTS.notFound);
    },

    /** The active branches of a company as its public profile lists them. */
    async publicOf(slug: string): Promise<PublicBranchDto[]> {
      const companyId = await repo.activeCompanyId(slug);
      if (!companyId) throw new DomainError('not_found', BRANCH_TEXTS.companyNotFound);
      return (await repo.ofCompany(companyId, { activeOnly: true })).map((b) => ({
        id: b.id,
        name: b.name,
        address: b.address,
        postal_code: b.postal_code,
        city: { name: b.city.name, slug: b.city.slug },
        phone: b.phone,
        coordinates: b.latitude !== null && b.longitude !== null ? { lat: b.latitude, lng: b.longitude } : null,
        opening_hours: b.opening_hours,
      }));
    },
  };
}
