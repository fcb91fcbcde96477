/**
 * The card payment provider's port (adapters/payments/stripe.ts speaks Stripe Checkout): a hosted payment page
 * per payment, the page's state when the customer returns, refunds, and its signed events.
 */
interface CardCheckoutRequest {
  paymentId: number;
  /** minor units of `currency` */
  amount: number;
  currency: string;
  /** the line the payment page shows ('Objednávka OBJ-2026-000123') */
  description: string;
  customerEmail: string | null;
  /** our pages the customer comes back to */
  successUrl: string;
  cancelUrl: string;
  /** what the payment pays for, e.g. the order's id (client_reference_id and metadata) */
  reference: string;
  metadata: Record<string, string>;
  /** when the payment page stops taking the payment (Stripe takes 30 minutes to 24 hours from now) */
  expiresAt: Date;
  /** the same key twice is the same page (a retried request creates no second one) */
  idempotencyKey?: string;
}

interface CardCheckout {
  id: string;
  url: string;
}

export interface CardCheckoutState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentIntent: string | null;
  /** the metadata given at creation (payment_id: our payment's id) */
  metadata: Record<string, string>;
}

/** An event of the provider whose signature held. */
export interface CardEvent {
  id: string;
  type: string;
  /** the checkout session of checkout.session.* events */
  checkout?: CardCheckoutState;
}

/** The provider refused or could not be reached (its message is for the log, not for the customer). */
export class CardProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CardProviderError';
  }
}

export interface CardPaymentProvider {
  createCheckout(request: CardCheckoutRequest): Promise<CardCheckout>;
  retrieveCheckout(id: string): Promise<CardCheckoutState>;
  refund(paymentIntent: string, amount: number, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * The event of a webhook request; throws when its signature over the raw body does not hold or it was signed
   * more than the provider's tolerance (5 minutes) before `receivedAt`.
   */
  verifyEvent(rawBody: Buffer, signature: string, receivedAt: Date): CardEvent;
}
