import type { AdminPaymentListQuery, OrderPaymentDto, RefundRequest } from '../../contract/card-payments.js';
import type { OrderCreateRequest, OrderDto } from '../../contract/shop.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { OrderService } from '../shop/order.service.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { toAdminPaymentDto, toOrderPaymentDto } from './card-dto.js';
import { CARD_TEXTS as T, CHECKOUT_MAX_SECONDS, CHECKOUT_MIN_SECONDS } from './card-model.js';
import { PAYMENT_TEXTS } from './model.js';
import { CardProviderError, type CardCheckoutState, type CardEvent, type CardPaymentProvider } from './card-provider.port.js';
import type { StoredPayment } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';

export interface CardPaymentServiceDeps {
  uow: UnitOfWork;
  repos: Pick<Repositories, 'payments' | 'cardPayments'>;
  clock: Clock;
  /** Stripe Checkout (adapters/payments/stripe.ts); without it cards are not offered */
  provider?: CardPaymentProvider;
  payments: Pick<PaymentsService, 'settle' | 'close'>;
  orders: Pick<OrderService, 'create' | 'findOwn'>;
  baseUrl(country: string): string;
  /** what a failure of the provider was (the server's log); the customer sees only CARD_TEXTS */
  onProviderError?(error: CardProviderError, what: string): void;
}

/** Stripe's events that say a Checkout Session was paid (card payments are paid when completed; the async one for safety). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Card payments through the provider's hosted payment page (Stripe Checkout; no card data reaches us):
 * - an order by card gets one payment page after its transaction commits (`placeOrder`); when Stripe cannot be
 *   reached the order stays pending with a Czech error and `retryCheckout` opens the page later;
 * - a hold by card (featured campaign, outdoor contract) likewise (`openHoldPage`, after its purchase or asked
 *   again by the salon); its page returns to the salon, and one expiring before the hold only goes;
 * - the customer's return (`paymentStatus`) and Stripe's signed events (`handleEvent`) both settle the payment
 *   through core.payments, whose conditional UPDATE pays it once however they race; each event id is recorded
 *   once (a replay changes nothing);
 * - the admin's refunds go through the provider with an idempotency key, recorded with the payment.
 */
export function createCardPaymentService(deps: CardPaymentServiceDeps) {
  const { repos, clock } = deps;

  const reportFailure = (error: unknown, what: string) => {
    if (!(error instanceof CardProviderError)) throw error;
    deps.onProviderError?.(error, what);
  };

  async function viewOf(payment: StoredPayment | undefined): Promise<OrderPaymentDto | null> {
    if (!payment) return null;
    const refunds = (await repos.cardPayments.refundsOf([payment.id])).get(payment.id) ?? [];
    return toOrderPaymentDto(payment, refunds);
  }

  /** When the payment page stops taking the payment: the payment's own expiry, within what Stripe accepts. */
  function pageExpiry(payment: StoredPayment, now: Date): Date {
    const earliest = now.getTime() + CHECKOUT_MIN_SECONDS * 1000;
    const latest = now.getTime() + CHECKOUT_MAX_SECONDS * 1000;
    const wanted = payment.expires_at ? new Date(payment.expires_at).getTime() : latest;
    return new Date(Math.min(latest, Math.max(earliest, wanted)));
  }

  /** What one payment page shows and where it returns to (an order's page, or the salon's section of a hold). */
  interface PageOf {
    description: string;
    customerEmail: string | null;
    /** our page the customer comes back to; `platba=hotovo` (paid) or `platba=zrusena` (went back) is added */
    returnUrl: string;
    reference: string;
    metadata: Record<string, string>;
  }

  /** Opens the payment page of an awaiting card payment that has none; failures leave it without one (the caller shows the error). */
  async function openPage(payment: StoredPayment, page: PageOf): Promise<StoredPayment> {
    if (payment.method !== 'card' || payment.status !== 'awaiting' || payment.stripe_session_id || !deps.provider) return payment;
    const now = clock.now();
    const back = (outcome: string) => `${page.returnUrl}${page.returnUrl.includes('?') ? '&' : '?'}platba=${outcome}`;
    try {
      const session = await deps.provider.createCheckout({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        description: page.description,
        customerEmail: page.customerEmail,
        successUrl: back('hotovo'),
        cancelUrl: back('zrusena'),
        reference: page.reference,
        metadata: { ...page.metadata, payment_id: String(payment.id) },
        expiresAt: pageExpiry(payment, now),
      });
      // of two requests opening a page at once, the first stored wins; the other's page is never shown
      await deps.uow.write((tx) => tx.cardPayments.claimCheckout(payment.id, session, now));
    } catch (error) {
      reportFailure(error, 'checkout.sessions.create');
    }
    return (await repos.payments.find(payment.id))!;
  }

  const openOrderPage = (payment: StoredPayment, order: OrderDto) =>
    openPage(payment, {
      description: T.orderLine(order.number),
      customerEmail: order.customer_email || null,
      returnUrl: `${deps.baseUrl(order.country_code)}/eshop/objednavka/${order.id}`,
      reference: String(order.id),
      metadata: { order_id: String(order.id), order_number: order.number },
    });

  /** Where a hold's payment page returns: the salon's section of the campaign or the contract, naming the payment. */
  const holdReturnUrl = (payment: StoredPayment) =>
    `${deps.baseUrl(payment.country_code)}/firma?sekce=${payment.subject === 'featured' ? 'kampane' : 'outdoor'}&platba_id=${payment.id}`;

  /**
   * A page paid after its payment was closed (the buyer cancelled the order, or it expired, while Stripe's page was
   * still open): the money goes back at once, whole, recorded with the payment. The key is the session's, so
   * however many deliveries and returns report it, Stripe refunds once.
   */
  async function refundLatePayment(payment: StoredPayment, state: CardCheckoutState): Promise<void> {
    if (!deps.provider || !state.paymentIntent) return;
    try {
      const refund = await deps.provider.refund(state.paymentIntent, payment.amount, `late-${state.id}`);
      await deps.uow.write((tx) =>
        tx.cardPayments.recordMadeRefund(
          { payment_id: payment.id, amount: payment.amount, stripe_refund_id: refund.id, reason: T.lateRefund },
          clock.now(),
        ),
      );
    } catch (error) {
      reportFailure(error, 'refunds.create (paid after cancellation)');
    }
  }

  /** Settles or closes a payment from its page's state (the customer's return or an event); true when it changed it. */
  async function applyState(payment: StoredPayment, state: CardCheckoutState, type: 'paid' | 'expired'): Promise<boolean> {
    if (type === 'paid') {
      if (!state.paid) return false;
      const settled = await deps.payments.settle(
        payment,
        'card',
        clock.now(),
        state.paymentIntent ? { paymentIntent: state.paymentIntent } : {},
      );
      if (!settled && (await repos.payments.find(payment.id))?.status === 'cancelled') await refundLatePayment(payment, state);
      return settled;
    }
    // an expired page closes the payment only when it is the payment's page (not one a racing request opened and lost)
    if (state.status !== 'expired' || payment.stripe_session_id !== state.id) return false;
    // a hold's page (24 hours at most) may expire before the hold does: the page goes, 'Zaplatit kartou' opens another
    if (payment.subject !== 'order') return deps.uow.write((tx) => tx.cardPayments.releaseCheckout(payment.id, state.id, clock.now()));
    return deps.payments.close(payment, 'expired');
  }

  /** The payment a session belongs to: the one that stored it, else the one its metadata names. */
  async function paymentOfSession(state: CardCheckoutState): Promise<StoredPayment | undefined> {
    const stored = await repos.payments.byStripeSession(state.id);
    if (stored) return stored;
    const id = Number(state.metadata.payment_id);
    return Number.isSafeInteger(id) && id > 0 ? repos.payments.find(id) : undefined;
  }

  /** An awaiting card payment with a page: looked up at the provider, settled when paid, closed when its page expired. */
  async function refresh(payment: StoredPayment): Promise<boolean> {
    if (payment.method !== 'card' || payment.status !== 'awaiting' || !payment.stripe_session_id || !deps.provider) return false;
    try {
      const state = await deps.provider.retrieveCheckout(payment.stripe_session_id);
      return (await applyState(payment, state, 'paid')) || (await applyState(payment, state, 'expired'));
    } catch (error) {
      reportFailure(error, 'checkout.sessions.retrieve'); // the page shows the state we have and asks again
      return false;
    }
  }

  async function ownOrderAndPayment(userId: number, companyId: number | null, orderId: number) {
    const order = await deps.orders.findOwn(userId, companyId, orderId);
    return { order, payment: await repos.payments.ofSubject('order', order.id) };
  }

  return {
    /** Whether cards are offered (the checkout shows 'Platební karta' only then). */
    offered: deps.provider !== undefined,

    /** What the checkout offers: card only with a provider. */
    methods(): Array<'card' | 'bank_transfer' | 'cash_on_delivery'> {
      return deps.provider ? ['card', 'bank_transfer', 'cash_on_delivery'] : ['bank_transfer', 'cash_on_delivery'];
    },

    /** POST /api/shop/orders: the order (core.shop.orders.create), then, for a card, its payment page (`payment.checkout_url`). */
    async placeOrder(userId: number, request: OrderCreateRequest, idempotencyKey?: string) {
      const { order, replayed } = await deps.orders.create(userId, request, idempotencyKey);
      let payment = await repos.payments.ofSubject('order', order.id);
      if (payment) payment = await openOrderPage(payment, order);
      return { order, replayed, payment: await viewOf(payment) };
    },

    /** POST /api/shop/orders/{id}/checkout: the payment page of a pending card order (the one it has, or a new one when none could be opened). */
    async retryCheckout(userId: number, companyId: number | null, orderId: number) {
      const { order, payment } = await ownOrderAndPayment(userId, companyId, orderId);
      if (!payment || payment.method !== 'card' || payment.status !== 'awaiting' || order.status !== 'pending')
        throw new DomainError('conflict', T.notPayable);
      if (!deps.provider) throw new DomainError('validation', PAYMENT_TEXTS.cardUnavailable);
      return { order, payment: await viewOf(await openOrderPage(payment, order)) };
    },

    /**
     * GET /api/shop/orders/{id}/payment-status (the order page after Checkout, polled): a card payment still
     * awaiting is looked up at Stripe and settled when paid (or closed when its page expired).
     */
    async paymentStatus(userId: number, companyId: number | null, orderId: number) {
      let { order, payment } = await ownOrderAndPayment(userId, companyId, orderId);
      if (payment && (await refresh(payment))) ({ order, payment } = await ownOrderAndPayment(userId, companyId, orderId));
      return { order, payment: await viewOf(payment) };
    },

    /**
     * The payment page of a card hold (a featured campaign or an outdoor contract), after its purchase or when the
     * salon asks to pay: it returns to the salon's section. A failure of the provider leaves the hold without a page.
     */
    async openHoldPage(payment: StoredPayment, description: string): Promise<StoredPayment> {
      return openPage(payment, {
        description,
        customerEmail: null,
        returnUrl: holdReturnUrl(payment),
        reference: `${payment.subject}-${payment.subject_id}`,
        metadata: { subject: payment.subject, subject_id: String(payment.subject_id) },
      });
    },

    /** A hold's card payment looked up at the provider (the salon's return from the payment page); the payment as it is now. */
    async refreshHold(payment: StoredPayment): Promise<StoredPayment> {
      return (await refresh(payment)) ? (await repos.payments.find(payment.id))! : payment;
    },

    /**
     * POST /api/payments/stripe/webhook: verifies the signature over the raw body (a bad one is a 400 that changes
     * nothing), then handles the event once: completed and paid settles the payment, expired closes it (the order
     * returns its stock). Handling is itself idempotent (the payment moves by a conditional UPDATE), and the event
     * id is recorded after it, so a replay, or fifty at once, changes nothing; one that failed is handled on Stripe's
     * next delivery.
     */
    async handleEvent(rawBody: Buffer, signature: string): Promise<{ received: true; duplicate: boolean }> {
      if (!deps.provider) throw new DomainError('not_found', T.notConfigured);
      let event: CardEvent;
      try {
        event = deps.provider.verifyEvent(rawBody, signature, clock.now());
      } catch {
        throw DomainError.validation([{ field: 'stripe-signature', message: T.badSignature }]);
      }
      if (await repos.cardPayments.hasEvent(event.id)) return { received: true, duplicate: true };
      if (event.checkout) {
        const payment = await paymentOfSession(event.checkout);
        if (payment && PAID_EVENTS.has(event.type)) await applyState(payment, event.checkout, 'paid');
        if (payment && event.type === 'checkout.session.expired') await applyState(payment, event.checkout, 'expired');
      }
      const first = await deps.uow.write((tx) => tx.cardPayments.recordEvent(event.id, event.type, clock.now()));
      return { received: true, duplicate: !first };
    },

    /**
     * POST /api/admin/payments/{id}/refund: `amount` (default what is left) goes back through Stripe. The amount is
     * reserved first (payments.refunded_amount by a conditional UPDATE that refuses more than was paid: 409), with
     * its refund row whose id is Stripe's idempotency key; a refusal of Stripe takes the reservation back.
     */
    async refund(paymentId: number, request: RefundRequest, adminId: number | null) {
      const payment = await repos.payments.find(paymentId);
      if (!payment) throw new DomainError('not_found', PAYMENT_TEXTS.notFound);
      if (payment.method !== 'card') throw new DomainError('conflict', T.refundNotCard);
      if (payment.status !== 'paid' || !payment.stripe_payment_intent) throw new DomainError('conflict', T.refundNotPaid);
      if (!deps.provider) throw new DomainError('unavailable', T.notConfigured);
      const left = payment.amount - payment.refunded_amount;
      const amount = request.amount ?? left;
      const tooMuch = () => new DomainError('conflict', T.refundTooMuch(left, payment.currency));
      if (amount <= 0 || amount > left) throw tooMuch();
      const now = clock.now();
      const refundId = await deps.uow.write(async (tx) => {
        if (!(await tx.payments.addRefunded(payment.id, amount, now))) return null;
        return tx.cardPayments.insertRefund({ payment_id: payment.id, amount, reason: request.reason || null, created_by: adminId }, now);
      });
      if (refundId === null) {
        const current = (await repos.payments.find(payment.id))!;
        throw new DomainError('conflict', T.refundTooMuch(current.amount - current.refunded_amount, current.currency));
      }
      try {
        const refund = await deps.provider.refund(payment.stripe_payment_intent, amount, `refund-${refundId}`);
        await deps.uow.write((tx) => tx.cardPayments.setRefundId(refundId, refund.id));
      } catch (error) {
        reportFailure(error, 'refunds.create');
        await deps.uow.write((tx) => tx.cardPayments.dropRefund(refundId, payment.id, amount, clock.now()));
        throw new DomainError('unavailable', T.refundFailed);
      }
      return { message: T.refunded(amount, payment.currency), payment: await this.adminView(payment.id) };
    },

    /** One payment as the admin's list shows it. */
    async adminView(paymentId: number) {
      const payment = await repos.payments.find(paymentId);
      if (!payment) throw new DomainError('not_found', PAYMENT_TEXTS.notFound);
      const [refunds, facts] = await Promise.all([
        repos.cardPayments.refundsOf([payment.id]),
        repos.cardPayments.subjectFacts([payment.id]),
      ]);
      return toAdminPaymentDto(payment, refunds.get(payment.id) ?? [], facts.get(payment.id));
    },

    /** GET /api/admin/payments?method=card: payments newest first with what they pay for and their refunds. */
    async list(query: AdminPaymentListQuery) {
      const { payments, total } = await repos.cardPayments.list(query);
      const ids = payments.map((p) => p.id);
      const [refunds, facts] = await Promise.all([repos.cardPayments.refundsOf(ids), repos.cardPayments.subjectFacts(ids)]);
      return {
        payments: payments.map((p) => toAdminPaymentDto(p, refunds.get(p.id) ?? [], facts.get(p.id))),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type CardPaymentService = ReturnType<typeof createCardPaymentService>;

/** The payments of orders with their refunds (the admin's orders list shows each order's payment). */
export async function orderPayments(repos: Pick<Repositories, 'payments' | 'cardPayments'>, orderIds: number[]) {
  const payments = await repos.payments.ofSubjects('order', orderIds);
  const refunds = await repos.cardPayments.refundsOf([...payments.values()].map((p) => p.id));
  return new Map([...payments].map(([orderId, p]) => [orderId, toOrderPaymentDto(p, refunds.get(p.id) ?? [])]));
}
