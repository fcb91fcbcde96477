import type { CoreConfig, CoreDeps } from '../core-deps.js';
import { DEFAULT_FEATURED_OPTIONS } from '../featured/model.js';
import type { OrderService } from '../shop/order.service.js';
import type { Clock } from '../clock.port.js';
import type { Wiring } from '../unit-of-work.js';
import { DEFAULT_STATEMENT_MAX_BYTES } from './bank-model.js';
import { createCardPaymentService, type CardPaymentService } from './card.service.js';
import { createHoldPaymentsService, createHolds, type Holds } from './holds.service.js';
import { HOLD_TEXTS } from './holds-model.js';
import { createPaymentsService, type PaymentsServiceDeps } from './payments.service.js';
import { createStatementImport } from './statement-import.service.js';

/**
 * The holds that featured campaigns and outdoor contracts are bought as, each awaiting its payment. A card
 * hold's payment page is made by the card payments (`cards`, made after the areas that hold), after the purchase.
 */
export function createPaymentHolds(deps: {
  clock: Clock;
  /** the featured campaigns' hold time and most holds (outdoor contracts' too), the shop's bank account */
  config: Pick<CoreConfig, 'featured' | 'shop'>;
  /** the card payments, when a card payment provider is configured */
  cards?: () => Pick<CardPaymentService, 'openHoldPage'>;
}) {
  const { cards, config } = deps;
  const { holdHours, maxHolds } = { ...DEFAULT_FEATURED_OPTIONS, ...config.featured };
  return createHolds({
    clock: deps.clock,
    options: { holdHours, maxHolds, bankAccount: config.shop?.bankAccount ?? '', cardPayments: cards !== undefined },
    startCardCheckout: cards ? async (payment, description) => void (await cards().openHoldPage(payment, description)) : undefined,
  });
}

/**
 * Payments of orders, featured campaigns and outdoor contracts: settled or closed once each, the expiry jobs;
 * `payments.cards`: Stripe Checkout (an order's payment page, the customer's return, Stripe's events, the
 * admin's refunds); the holds' payments (the operator's confirmation, the company's QR code); bank statements
 * (GPC files, Fio's API: transactions stored once, credits matched by variable symbol, assigned by hand).
 */
export function createPayments(
  deps: Wiring & {
    holds: Holds;
    /** the areas whose subjects are paid for */
    handlers: PaymentsServiceDeps['handlers'];
    orders: Pick<OrderService, 'create' | 'findOwn'>;
    baseUrl(country: string): string;
    config: Pick<CoreConfig, 'statementMaxBytes'>;
    /** the card provider (without it, cards are not offered), what its failures were, the bank's API */
    adapters: Pick<CoreDeps, 'cardProvider' | 'onCardProviderError' | 'bankFeed'>;
  },
) {
  const { uow, repos, clock } = deps;
  const { cardProvider, onCardProviderError, bankFeed } = deps.adapters;
  const payments = createPaymentsService({ uow, repos, clock, handlers: deps.handlers });
  const cards = createCardPaymentService({
    uow,
    repos,
    clock,
    provider: cardProvider,
    payments,
    orders: deps.orders,
    baseUrl: deps.baseUrl,
    onProviderError: onCardProviderError,
  });
  const holdPayments = createHoldPaymentsService({
    holds: deps.holds,
    payments: repos.payments,
    settle: (payment, via, paidAt) => payments.settle(payment, via, paidAt),
    clock,
    cards: cardProvider ? cards : undefined,
    async messageOf(payment) {
      if (payment.subject === 'featured') {
        const campaign = await repos.featured.find(payment.subject_id);
        return campaign && HOLD_TEXTS.featuredMessage(campaign.name);
      }
      const contract = await repos.outdoor.findContract(payment.subject_id);
      return contract && HOLD_TEXTS.outdoorMessage(contract.campaign_name);
    },
  });
  const bankStatements = createStatementImport({
    uow,
    repos,
    clock,
    payments,
    maxBytes: deps.config.statementMaxBytes ?? DEFAULT_STATEMENT_MAX_BYTES,
    feed: bankFeed,
  });
  return { payments: { ...payments, cards }, cards, holdPayments, bankStatements };
}
