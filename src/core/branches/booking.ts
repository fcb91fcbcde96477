import type { BookableCompany } from '../booking/booking.repository.js';
import type { OpeningInterval } from '../booking/slots.js';
import { DomainError } from '../errors.js';
import { BRANCH_TEXTS } from './model.js';
import type { BranchRecord, BranchRepository } from './branches.repository.js';

/** What the booking service computes slots from (booking/booking.service.ts `context`). */
export interface BookingContextParts {
  company: BookableCompany;
  hours: OpeningInterval[];
  employees: Array<{ id: number; name: string }>;
}

/** The company as a booking's e-mails name it at a branch: 'Company – Branch', at the branch's address. */
export const companyAtBranch = <C extends { name: string; address: string; city: string }>(
  company: C,
  branch: Pick<BranchRecord, 'name' | 'address' | 'city'>,
): C => ({ ...company, name: `${company.name} – ${branch.name}`, address: branch.address, city: branch.city.name });

/**
 * A booking context moved to a branch: the branch's opening hours and, of the employees who do the
 * service, those assigned to the branch (a branch without assigned employees has all of them). When the
 * branch's employees do not do the service it has no slots (no hours), never a slot without an employee.
 * The company as the booking's e-mail names it is the branch: 'Company – Branch' at the branch's address.
 * Without `branchId` the context is the company's own, unchanged (`branch` null).
 */
export async function atBranch<C extends BookingContextParts>(
  repo: BranchRepository,
  ctx: C,
  branchId: number | null | undefined,
): Promise<C & { branch: BranchRecord | null }> {
  if (!branchId) return { ...ctx, branch: null };
  const branch = await repo.forBooking(ctx.company.id, branchId);
  if (!branch) throw DomainError.validation([{ field: 'branch_id', message: BRANCH_TEXTS.notBookable }]);
  const assigned = new Set(branch.employees.map((e) => e.id));
  const employees = assigned.size ? ctx.employees.filter((e) => assigned.has(e.id)) : ctx.employees;
  const nobodyForService = ctx.employees.length > 0 && employees.length === 0;
  return {
    ...ctx,
    company: companyAtBranch(ctx.company, branch),
    hours: nobodyForService ? [] : branch.opening_hours,
    employees,
    branch,
  };
}
