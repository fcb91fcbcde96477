import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { CancelReason, PaidVia, PaymentSubject } from './model.js';
import type { StoredPayment } from './payments.repository.js';

/**
 * What a payment pays for, as the payments area sees it: each subject (an order, a featured campaign, an
 * outdoor contract) says what becomes of it when its payment is settled or closed unpaid. Both run inside
 * the transaction that moved the payment, so the subject, the e-mails it queues and the payment change
 * together or not at all.
 */
export interface PayableHandler {
  /** Read before the transaction: what the writes need (the texts of the buyer's e-mails). */
  prepare(payment: StoredPayment): Promise<unknown>;
  /** The payment is paid: the subject becomes paid (an order `paid` with `paid_at`, a hold active), its e-mails queued. */
  paid(tx: Repositories, payment: StoredPayment, prepared: unknown, paidAt: Date, now: Date): Promise<void>;
  /** The payment is closed unpaid: the subject is cancelled and frees what it held (stock, slot, space), its e-mails queued. */
  cancelled(tx: Repositories, payment: StoredPayment, prepared: unknown, reason: CancelReason, now: Date): Promise<void>;
}

type PayableHandlers = Partial<Record<PaymentSubject, PayableHandler>>;

export interface PaymentsServiceDeps {
  uow: UnitOfWork;
  repos: Pick<Repositories, 'payments'>;
  clock: Clock;
  /** filled in by the areas whose subjects are paid for (core/index.ts) */
  handlers: PayableHandlers;
}

/**
 * Settling and closing payments, once each. The move of the payment row is one conditional UPDATE from
 * `awaiting` (repository.settle / cancel): of a webhook and the customer's return from Checkout, or of a
 * matched bank transfer and the expiry job, exactly one moves it, and only that one changes the subject.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const handlerOf = (payment: StoredPayment) => {
    const handler = deps.handlers[payment.subject];
    if (!handler) throw new Error(`No payable handler for ${payment.subject}`);
    return handler;
  };

  /** Closes an awaiting payment unpaid and cancels its subject; false when it was not awaiting. */
  async function close(payment: StoredPayment, reason: CancelReason): Promise<boolean> {
    const handler = handlerOf(payment);
    const prepared = await handler.prepare(payment);
    const now = deps.clock.now();
    return deps.uow.write(async (tx) => {
      if (!(await tx.payments.cancel(payment.id, reason, now))) return false;
      await handler.cancelled(tx, (await tx.payments.find(payment.id))!, prepared, reason, now);
      return true;
    });
  }

  /**
   * Settling in two steps, for a caller that holds its own transaction (the statement import, the operator's
   * assignment): the subject's reads now, before the transaction (on SQLite a read outside the transaction
   * would wait for it), and the returned write inside it: false when the payment was not awaiting.
   */
  async function prepareSettle(
    payment: StoredPayment,
    via: PaidVia,
    paidAt: Date,
    options: { paymentIntent?: string } = {},
  ): Promise<(tx: Repositories) => Promise<boolean>> {
    const handler = handlerOf(payment);
    const prepared = await handler.prepare(payment);
    return async (tx: Repositories) => {
      const now = deps.clock.now();
      if (!(await tx.payments.settle(payment.id, via, paidAt, now, options.paymentIntent))) return false;
      await handler.paid(tx, (await tx.payments.find(payment.id))!, prepared, paidAt, now);
      return true;
    };
  }

  return {
    /**
     * Marks the payment paid and its subject with it; false when it was not awaiting (paid already, or
     * expired first). `tx`: inside a transaction the caller holds, else its own (with `tx` on SQLite, the
     * subject's reads wait for that transaction: use prepareSettle there).
     */
    async settle(
      payment: StoredPayment,
      via: PaidVia,
      paidAt: Date,
      options: { tx?: Repositories; paymentIntent?: string } = {},
    ): Promise<boolean> {
      const work = await prepareSettle(payment, via, paidAt, options);
      return options.tx ? work(options.tx) : deps.uow.write(work);
    },

    prepareSettle,

    close,

    /**
     * The expiry jobs (`shop-expire` for orders, `featured-holds` for campaigns and outdoor contracts):
     * closes every awaiting payment of these subjects whose hold has ended, in batches. A payment settled
     * meanwhile is skipped (its close changes nothing).
     */
    async expireDue(subjects: PaymentSubject[], signal?: AbortSignal): Promise<{ expired: number }> {
      let expired = 0;
      for (;;) {
        if (signal?.aborted) break;
        const due = await deps.repos.payments.due(subjects, deps.clock.now(), 100);
        if (due.length === 0) break;
        for (const payment of due) if (await close(payment, 'expired')) expired += 1;
        if (due.length < 100) break;
      }
      return { expired };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
