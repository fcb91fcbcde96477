import type { HoldPaymentDto } from '../../contract/payment-holds.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { Repositories } from '../unit-of-work.js';
import type { CardPaymentService } from './card.service.js';
import { DEFAULT_HOLD_OPTIONS, HOLD_TEXTS as T, type HoldOptions } from './holds-model.js';
import { transferInstructions, transferQrPng } from './instructions.js';
import { PAYMENT_TEXTS, type OnlinePaymentMethod } from './model.js';
import type { PaymentRepository, StoredPayment } from './payments.repository.js';

/** What a hold pays for, as its payment row needs it. */
export interface HoldSubject {
  subject: 'featured' | 'outdoor';
  subjectId: number;
  companyId: number;
  country: string;
  amount: number;
  currency: string;
  method: OnlinePaymentMethod;
}

export interface HoldsDeps {
  clock: Clock;
  options?: Partial<HoldOptions>;
  /**
   * Makes the card provider's payment page of a card hold (its checkout_url), after the hold's transaction.
   * Wired by createPaymentHolds (payments/index.ts) to the card payments when they exist; absent: the payment row
   * with method card waits for it, and the screens show the card button once it has a checkout_url.
   */
  startCardCheckout?: (payment: StoredPayment, description: string) => Promise<void>;
}

/**
 * Holds of featured campaigns and outdoor contracts (docs/decisions.md, "Featured campaigns", 'Nothing held
 * without payment'): only a verified listing may buy; a purchase inserts its subject as a hold with one
 * `payments` row (bank transfer by default, card where cards are offered) expiring after `holdHours`; a
 * company has at most `maxHolds` open holds, counted under its lock (`payments:company:<id>`) inside the
 * purchase's transaction, so purchases sent at once cannot all pass. The subjects' payable handlers (featured
 * and outdoor services) make a paid hold active and cancel an expired one; the `featured-holds` job expires
 * them.
 */
export function createHolds(deps: HoldsDeps) {
  const options: HoldOptions = { ...DEFAULT_HOLD_OPTIONS, ...deps.options };

  function transferOf(payment: StoredPayment, message: string) {
    return transferInstructions({
      country: payment.country_code,
      account: options.bankAccount,
      amount: payment.amount,
      currency: payment.currency,
      variableSymbol: payment.variable_symbol ?? '',
      message,
      beneficiary: options.beneficiary,
    });
  }

  return {
    options,

    /** The method of a purchase: a bank transfer unless a card is asked for; a card without a provider is a Czech 400. */
    methodOf(requested: OnlinePaymentMethod | undefined): OnlinePaymentMethod {
      if (requested !== 'card') return 'bank_transfer';
      if (!options.cardPayments) throw DomainError.validation([{ field: 'payment_method', message: PAYMENT_TEXTS.cardUnavailable }]);
      return 'card';
    },

    /** Only a verified listing (companies.status 'active') buys featured campaigns and outdoor spaces: else 403. */
    assertVerified(listingStatus: string) {
      if (listingStatus !== 'active') throw new DomainError('forbidden', T.notVerified);
    },

    /**
     * Inside the purchase's transaction, before its subject is inserted: takes the company's lock and refuses
     * (409) one more open hold than `maxHolds` (campaigns and outdoor contracts together).
     */
    async reserve(tx: Repositories, companyId: number): Promise<void> {
      await tx.payments.lockOwner(`company:${companyId}`);
      const open =
        (await tx.payments.countAwaiting('featured', { company_id: companyId })) +
        (await tx.payments.countAwaiting('outdoor', { company_id: companyId }));
      if (open >= options.maxHolds) throw new DomainError('conflict', T.tooManyHolds(options.maxHolds));
    },

    /** Inside the purchase's transaction, after its subject is inserted: its payment row, expiring after `holdHours`. */
    async open(tx: Repositories, hold: HoldSubject, now: Date): Promise<StoredPayment> {
      return tx.payments.insert(
        {
          subject: hold.subject,
          subject_id: hold.subjectId,
          company_id: hold.companyId,
          user_id: null,
          country_code: hold.country,
          method: hold.method,
          amount: hold.amount,
          currency: hold.currency,
          expires_at: new Date(now.getTime() + options.holdHours * 3_600_000),
        },
        now,
      );
    },

    /** After the purchase's transaction: a card hold's payment page (see `startCardCheckout`). */
    async afterPurchase(payment: StoredPayment, description: string): Promise<void> {
      if (payment.method === 'card' && deps.startCardCheckout) await deps.startCardCheckout(payment, description);
    },

    /** The payment as the salon shows it; `message`: the transfer's note ('Kampaň …', 'Outdoor …'). */
    dto(payment: StoredPayment, message: string): HoldPaymentDto {
      const transfer = payment.method === 'bank_transfer' && options.bankAccount ? transferOf(payment, message) : null;
      return {
        id: payment.id,
        method: payment.method,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        variable_symbol: payment.variable_symbol,
        expires_at: payment.expires_at,
        paid_at: payment.paid_at,
        checkout_url: payment.status === 'awaiting' ? payment.checkout_url : null,
        transfer: transfer && {
          account: transfer.account,
          iban: transfer.iban,
          variable_symbol: transfer.variable_symbol,
          amount: transfer.amount,
          currency: transfer.currency,
          message: transfer.message,
          has_qr: !!(transfer.spayd ?? transfer.pay_by_square),
        },
      };
    },

    /** The QR code (PNG) of a transfer, or undefined where the edition has none or no account is configured. */
    async qrPng(payment: StoredPayment, message: string): Promise<Buffer | undefined> {
      if (payment.method !== 'bank_transfer' || !options.bankAccount) return undefined;
      return transferQrPng(transferOf(payment, message));
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;

/**
 * The operator's and the company's use of hold payments: confirm one by hand (admin), and the QR code of the
 * company's own payment. `messageOf` names the payment's subject for the transfer's note.
 */
export function createHoldPaymentsService(deps: {
  holds: Holds;
  payments: Pick<PaymentRepository, 'find'>;
  settle: (payment: StoredPayment, via: 'operator', paidAt: Date) => Promise<boolean>;
  clock: Clock;
  messageOf: (payment: StoredPayment) => Promise<string | undefined>;
  /** the card payments of core/payments (absent without a card provider) */
  cards?: Pick<CardPaymentService, 'openHoldPage' | 'refreshHold'>;
}) {
  const notFound = () => new DomainError('not_found', PAYMENT_TEXTS.notFound);
  /** the company's own payment of a hold with its transfer note; 404 for another's or an order's */
  async function ownHold(companyId: number, id: number) {
    const payment = await deps.payments.find(id);
    if (!payment || payment.company_id !== companyId || payment.subject === 'order') throw notFound();
    const message = await deps.messageOf(payment);
    if (message === undefined) throw notFound();
    return { payment, message };
  }
  return {
    /**
     * POST /api/company/payments/{id}/checkout ('Zaplatit kartou'): the payment page of the company's awaiting
     * card hold, the one it has or a new one (after the provider failed at the purchase, or the page expired).
     */
    async checkoutOfCompany(companyId: number, id: number): Promise<HoldPaymentDto> {
      const { payment, message } = await ownHold(companyId, id);
      if (payment.method !== 'card' || payment.status !== 'awaiting') throw new DomainError('conflict', T.notCardPayable);
      if (!deps.cards) throw DomainError.validation([{ field: 'payment_method', message: PAYMENT_TEXTS.cardUnavailable }]);
      const opened = await deps.cards.openHoldPage(payment, message);
      if (opened.status === 'awaiting' && !opened.checkout_url) throw new DomainError('unavailable', T.checkoutFailed);
      return deps.holds.dto(opened, message);
    },

    /** GET /api/company/payments/{id}: the company's hold payment; a card one awaiting is looked up at the provider (the return from its page). */
    async ofCompany(companyId: number, id: number): Promise<HoldPaymentDto> {
      const { payment, message } = await ownHold(companyId, id);
      const now = deps.cards ? await deps.cards.refreshHold(payment) : payment;
      return deps.holds.dto(now, message);
    },

    /** POST /api/admin/payments/{id}/confirm: settles an awaiting payment with via 'operator' (409 when not awaiting). */
    async confirm(id: number): Promise<{ message: string }> {
      const payment = await deps.payments.find(id);
      if (!payment) throw notFound();
      if (!(await deps.settle(payment, 'operator', deps.clock.now()))) throw new DomainError('conflict', T.notAwaiting);
      return { message: T.confirmed };
    },

    /** GET /api/company/payments/{id}/payment-qr.png: the company's own hold payment's QR code (404 otherwise). */
    async qrOfCompany(companyId: number, id: number): Promise<Buffer> {
      const { payment, message } = await ownHold(companyId, id);
      const png = await deps.holds.qrPng(payment, message);
      if (!png) throw notFound();
      return png;
    },
  };
}
