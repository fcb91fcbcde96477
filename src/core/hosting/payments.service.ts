import type { WebhostingProjectDto } from '../../contract/hosting.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { HOSTING_TEXTS } from './model.js';
import type { HostingPayment, HostingRepository } from './hosting.repository.js';
import { addYears, annualFee, isCalendarDate, pragueToday, renewalDate } from './rules.js';

export interface HostingPaymentInput {
  projectId: number;
  /**
   * The renewal period the operator pays (the renewal date the screen or the terminal showed). Without
   * it, the project's renewal date as read before the payment's transaction.
   */
  periodDate?: string;
  /** the day paid ('YYYY-MM-DD'); default: today in Prague */
  paidAt?: string;
  /** whole Kč; default: the project's yearly fee */
  amount?: number;
  /** the operator's user id */
  createdBy?: number | null;
}

export interface HostingPaymentDeps {
  uow: UnitOfWork;
  /** the repository on the database, for the read before the transaction */
  repo: Pick<HostingRepository, 'terms'>;
  clock: Clock;
}

const notFound = () => new DomainError('not_found', HOSTING_TEXTS.notFound);

function checkDate(field: 'paid_at' | 'period_date', value: string | undefined): void {
  if (value !== undefined && !isCalendarDate(value))
    throw DomainError.validation([{ field, message: HOSTING_TEXTS.badDate, key: 'hosting.date' }]);
}

/**
 * Records a payment of a hosting project: the one way a payment is recorded (`POST
 * /api/webhosting_projects/{id}/payments`, `marketplace hosting renew`).
 *
 * The payment settles one renewal period, named by its renewal date (`period_date`). Which period is
 * fixed before the transaction (the caller's `periodDate`, else the renewal date read first); inside one
 * write transaction, with the project's row held, that period must still be the project's renewal
 * date: the payment is stored (one per project and period, a unique key), next_payment_date moves on
 * one year (29 February -> 28 February) and manual_status is cleared, so the status follows the dates
 * again. A second payment of the same period (a double click, two operators at once) finds the
 * renewal moved on and is a conflict, never a second year paid.
 */
export async function recordHostingPayment(
  deps: HostingPaymentDeps,
  input: HostingPaymentInput,
): Promise<{ project: WebhostingProjectDto; payment: HostingPayment }> {
  const now = deps.clock.now();
  const today = pragueToday(now);
  checkDate('paid_at', input.paidAt);
  checkDate('period_date', input.periodDate);
  const paidAt = input.paidAt ?? today;
  if (paidAt > today) throw DomainError.validation([{ field: 'paid_at', message: HOSTING_TEXTS.futurePayment }]);

  let period = input.periodDate;
  if (period === undefined) {
    const before = await deps.repo.terms(input.projectId);
    if (!before) throw notFound();
    period = renewalDate(before, today);
  }
  const expected = period;

  return deps.uow.write(async (tx) => {
    await tx.hosting.lock(input.projectId);
    const terms = await tx.hosting.terms(input.projectId);
    if (!terms) throw notFound();
    const renewal = renewalDate(terms, today);
    if (renewal !== expected) {
      const paid = await tx.hosting.hasPayment(input.projectId, expected);
      throw new DomainError('conflict', paid ? HOSTING_TEXTS.periodPaid(expected) : HOSTING_TEXTS.periodMoved(expected, renewal));
    }
    const payment = await tx.hosting.insertPayment(
      {
        project_id: input.projectId,
        period_date: renewal,
        amount: input.amount ?? annualFee(terms),
        paid_at: paidAt,
        created_by: input.createdBy ?? null,
      },
      now,
    );
    if (!payment) throw new DomainError('conflict', HOSTING_TEXTS.periodPaid(renewal));
    await tx.hosting.renewUntil(input.projectId, addYears(renewal, 1), now);
    const project = await tx.hosting.find(input.projectId, today);
    return { project: project!, payment };
  });
}
