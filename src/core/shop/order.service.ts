import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { OrderCreateRequest, OrderDto, OrderListQuery } from '../../contract/shop.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { DomainError } from '../errors.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { SystemTexts } from '../mail/system-texts.service.js';
import { languageOfCountry } from '../mail/template-files.js';
import { notificationRow } from '../notifications/notifications.repository.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { transferQrPng } from '../payments/instructions.js';
import { PAYMENT_TEXTS, type CancelReason } from '../payments/model.js';
import type { StoredPayment } from '../payments/payments.repository.js';
import type { PayableHandler } from '../payments/payments.service.js';
import { lineAmounts, orderTotals } from './money.js';
import { formatMoney, orderNumber, SHOP_TEXTS as T, variableSymbol, type ShopOptions } from './model.js';
import { toOrderDto, type OrderPayee } from './order-dto.js';
import type { NewOrderLine, StoredOrder } from './order.repository.js';
import type { ShopRepositories } from './shop.repository.js';
import { orderConfirmationMail, orderStatusMail, SHOP_MAIL_KEYS } from './shop-mail.js';

export interface OrderServiceDeps {
  uow: UnitOfWork;
  repos: ShopRepositories;
  clock: Clock;
  outbound: Pick<OutboundService, 'enqueueWithin'>;
  texts: SystemTexts;
  baseUrl(country: string): string;
  options: ShopOptions;
  /** whether cards are offered (Stripe configured): without it `card` is refused with a Czech 400 */
  cardPayments: boolean;
  /** the account and payee of bank transfers (read before a transaction: the site's name is a setting) */
  payee(): Promise<OrderPayee>;
}

type Texts = Awaited<ReturnType<SystemTexts['of']>>;
/** What an order's status change needs read before its transaction. */
interface StatusChangeInput {
  texts: Texts;
  payee: OrderPayee;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A line of the request after its product or item was looked up: what goes into the order. */
interface PricedLine {
  /** the request's index (the field a problem names) */
  index: number;
  product_id: number | null;
  promo_item_id: number | null;
  name: string;
  unit_price: number;
  quantity: number;
  vat_rate: number;
  currency: string;
  country: string;
}

const field = (index: number, name: string) => `items.${index}.${name}`;

/**
 * Orders: creating one (stock taken in its transaction), the buyer's and the company's lists, the
 * buyer's cancel, the admin's status changes. Every status change that ends in `cancelled` returns
 * the stock in the same transaction, and each change is a conditional UPDATE from the status read, so
 * a cancel racing another change (or another cancel) returns the stock once.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { repos, options } = deps;
  const dto = (o: StoredOrder, payee: OrderPayee) => toOrderDto(o, payee);
  /** where the buyer follows its order: the salon dashboard's E-shop section for a company, else the order's own page (its payment) */
  const ordersLink = (order: Pick<OrderDto, 'id' | 'country_code' | 'company_id'>) =>
    `${deps.baseUrl(order.country_code)}${order.company_id !== null ? '/firma?sekce=eshop' : `/eshop/objednavka/${order.id}`}`;
  const site = (country: string) => new URL(deps.baseUrl(country)).host;

  /** Looks each line up in the catalogue and checks what the schema cannot: limits, existence, min order. */
  async function price(items: OrderCreateRequest['items']): Promise<PricedLine[]> {
    if (items.length > options.maxOrderLines)
      throw DomainError.validation([{ field: 'items', message: T.tooManyLines(options.maxOrderLines) }]);
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (item.quantity > options.maxLineQuantity)
        throw DomainError.validation([{ field: field(i, 'quantity'), message: T.lineQuantity(options.maxLineQuantity) }]);
      const key = item.product_id !== undefined ? `p${item.product_id}` : `i${item.promo_item_id}`;
      if (seen.has(key))
        throw DomainError.validation([
          { field: field(i, item.product_id !== undefined ? 'product_id' : 'promo_item_id'), message: T.duplicateLine },
        ]);
      seen.add(key);
    });
    const products = await repos.catalogue.forLines(items.flatMap((i) => (i.product_id !== undefined ? [i.product_id] : [])));
    const promos = await repos.promo.findMany(items.flatMap((i) => (i.promo_item_id !== undefined ? [i.promo_item_id] : [])));
    const lines = items.map((item, index): PricedLine => {
      if (item.product_id !== undefined) {
        const p = products.get(item.product_id);
        if (!p) throw DomainError.validation([{ field: field(index, 'product_id'), message: T.productNotFound }]);
        if (!p.active)
          throw new DomainError('conflict', T.productUnavailable(p.name), {
            fields: [{ field: field(index, 'product_id'), message: T.productUnavailable(p.name) }],
          });
        return {
          index,
          product_id: p.id,
          promo_item_id: null,
          name: p.name,
          unit_price: p.price,
          quantity: item.quantity,
          vat_rate: p.vat_rate,
          currency: p.currency,
          country: p.country_code,
        };
      }
      const promo = promos.get(item.promo_item_id!);
      if (!promo) throw DomainError.validation([{ field: field(index, 'promo_item_id'), message: T.promoItemNotFound }]);
      if (!promo.available)
        throw new DomainError('conflict', T.promoUnavailable(promo.name), {
          fields: [{ field: field(index, 'promo_item_id'), message: T.promoUnavailable(promo.name) }],
        });
      if (item.quantity < promo.min_order)
        throw DomainError.validation([{ field: field(index, 'quantity'), message: T.minOrder(promo.name, promo.min_order) }]);
      return {
        index,
        product_id: null,
        promo_item_id: promo.id,
        name: promo.name,
        unit_price: promo.price,
        quantity: item.quantity,
        vat_rate: promo.vat_rate,
        currency: promo.currency,
        country: promo.country_code,
      };
    });
    if (new Set(lines.map((l) => l.currency)).size > 1) throw DomainError.validation([{ field: 'items', message: T.mixedCurrency }]);
    return lines;
  }

  async function findOwn(userId: number, companyId: number | null, id: number): Promise<OrderDto> {
    const order = await repos.orders.find(id);
    if (!order || (order.user_id !== userId && (companyId === null || order.company_id !== companyId)))
      throw new DomainError('not_found', T.orderNotFound);
    return dto(order, await deps.payee());
  }

  async function replay(first: StoredOrder, hash: string) {
    if (first.request_hash !== hash) throw new DomainError('conflict', T.idempotencyMismatch);
    return { order: dto(first, await deps.payee()), replayed: true as const };
  }

  /** What a status change of an order of this edition needs, read before its transaction. */
  const statusInput = async (country: string): Promise<StatusChangeInput> => ({
    texts: await deps.texts.of(languageOfCountry(country), SHOP_MAIL_KEYS),
    payee: await deps.payee(),
  });

  /** What an order's payment does to it (core/payments): paid moves it pending -> paid, closed unpaid cancels it. */
  const payable: PayableHandler = {
    async prepare(payment: StoredPayment) {
      const order = await repos.orders.find(payment.subject_id);
      return order ? { order, input: await statusInput(order.country_code) } : undefined;
    },
    async paid(tx, _payment, prepared, paidAt, now) {
      const p = prepared as { order: StoredOrder; input: StatusChangeInput } | undefined;
      if (p) await changeStatusWithin(tx, p.order, 'pending', 'paid', p.input, now, paidAt);
    },
    async cancelled(tx, _payment, prepared, reason, now) {
      const p = prepared as { order: StoredOrder; input: StatusChangeInput } | undefined;
      if (p) await changeStatusWithin(tx, p.order, 'pending', 'cancelled', p.input, now, now, reason);
    },
  };

  return {
    payable,

    /**
     * 201 with the order, or (a retry with the same Idempotency-Key and body) the first order again.
     * In one transaction: the order row, the stock of each product line (a conditional UPDATE, in
     * product id order so that two orders never wait on each other's rows), the lines and totals, the
     * cart's ordered lines, the buyer's e-mail and the operator's notification. A line that cannot be
     * filled is a 409 naming it, and the whole order takes nothing.
     */
    async create(userId: number, request: OrderCreateRequest, idempotencyKey?: string): Promise<{ order: OrderDto; replayed: boolean }> {
      const hash = sha256(JSON.stringify([request.items, request.shipping_address, request.payment_method, request.note ?? null]));
      if (idempotencyKey) {
        const first = await repos.orders.byIdempotencyKey(userId, idempotencyKey);
        if (first) return replay(first, hash);
      }
      const buyer = await repos.orders.buyer(userId);
      if (!buyer) throw new DomainError('unauthenticated', T.orderFailed);
      if (request.payment_method === 'card' && !deps.cardPayments)
        throw DomainError.validation([{ field: 'payment_method', message: PAYMENT_TEXTS.cardUnavailable }]);
      const online = request.payment_method !== 'cash_on_delivery';
      const lines = await price(request.items);
      const country = lines[0]!.country;
      const texts = await deps.texts.of(languageOfCountry(country), SHOP_MAIL_KEYS);
      const payee = await deps.payee();
      const now = deps.clock.now();
      const year = DateTime.fromJSDate(now, { zone: 'Europe/Prague' }).year;
      let id: number;
      try {
        id = await deps.uow.write(async (tx) => {
          if (online) {
            // counted under the account's lock (taken first), so that orders sent at once cannot all pass the cap
            await tx.payments.lockOwner(`user:${userId}`);
            if ((await tx.payments.countAwaiting('order', { user_id: userId })) >= options.maxUnpaidOrders)
              throw new DomainError('conflict', PAYMENT_TEXTS.tooManyUnpaid(options.maxUnpaidOrders));
          }
          const orderId = await tx.shop.orders.insert(
            {
              user_id: userId,
              company_id: buyer.companyId,
              customer_name: buyer.name,
              customer_email: buyer.email,
              country_code: country,
              currency: lines[0]!.currency,
              payment_method: request.payment_method,
              street: request.shipping_address.street,
              city: request.shipping_address.city,
              postal_code: request.shipping_address.postalCode,
              shipping_country: request.shipping_address.country,
              note: request.note || null,
              idempotency_key: idempotencyKey ?? null,
              request_hash: hash,
            },
            now,
          );
          for (const line of [...lines].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0))) {
            if (line.product_id === null) continue;
            if (!(await tx.shop.catalogue.takeStock(line.product_id, line.quantity, now))) {
              const message = T.outOfStock(line.name, await tx.shop.catalogue.stockOf(line.product_id));
              throw new DomainError('conflict', message, { fields: [{ field: field(line.index, 'quantity'), message }] });
            }
          }
          for (const line of lines) if (line.promo_item_id !== null) await tx.shop.promo.countOrder(line.promo_item_id, 1);
          const stored: NewOrderLine[] = lines.map((l) => ({
            product_id: l.product_id,
            promo_item_id: l.promo_item_id,
            name: l.name,
            unit_price: l.unit_price,
            quantity: l.quantity,
            vat_rate: l.vat_rate,
            ...lineAmounts(l.unit_price, l.quantity, l.vat_rate),
          }));
          await tx.shop.orders.insertLines(orderId, stored);
          const totals = orderTotals(stored);
          const number = orderNumber(year, orderId);
          await tx.shop.orders.complete(orderId, { ...totals, number, variable_symbol: variableSymbol(year, orderId) });
          if (request.clear_cart) {
            await tx.shop.carts.removeProducts(
              userId,
              lines.flatMap((l) => (l.product_id !== null ? [l.product_id] : [])),
              now,
            );
          }
          if (online) {
            await tx.payments.insert(
              {
                subject: 'order',
                subject_id: orderId,
                company_id: buyer.companyId,
                user_id: userId,
                country_code: country,
                method: request.payment_method as 'card' | 'bank_transfer',
                amount: totals.total,
                currency: lines[0]!.currency,
                variable_symbol: variableSymbol(year, orderId),
                expires_at: new Date(now.getTime() + options.unpaidMinutes * 60_000),
              },
              now,
            );
          }
          const order = dto((await tx.shop.orders.find(orderId))!, payee);
          // a bank transfer's QR code goes into the e-mail as an inline image
          const qr = order.payment_instructions ? await transferQrPng(order.payment_instructions) : undefined;
          await deps.outbound.enqueueWithin(tx.queue, [
            orderConfirmationMail(order, texts, { site: site(country), link: ordersLink(order), qr }),
          ]);
          await tx.notifications.insert(
            notificationRow(
              {
                companyId: null,
                type: 'shop_order',
                title: T.notificationTitle(number),
                message: `${order.company_name ?? order.customer_name} · ${formatMoney(order.total, order.currency)}`,
                data: {
                  Objednávka: number,
                  Zákazník: order.customer_email,
                  Celkem: formatMoney(order.total, order.currency),
                  Platba: order.payment_method_label,
                },
              },
              now,
            ),
          );
          return orderId;
        });
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const first = await repos.orders.byIdempotencyKey(userId, idempotencyKey); // the same request, a moment earlier
          if (first) return replay(first, hash);
        }
        throw error;
      }
      return { order: dto((await repos.orders.find(id))!, payee), replayed: false };
    },

    /** The buyer's own orders, newest first. */
    async listOwn(userId: number, query: OrderListQuery) {
      const { orders, total } = await repos.orders.list({ userId, status: query.status, page: query.page, limit: query.limit });
      const payee = await deps.payee();
      return { orders: orders.map((o) => dto(o, payee)), total, page: query.page, limit: query.limit };
    },

    /** A company's orders (the salon dashboard): every order a user of the company made. */
    async listOfCompany(companyId: number, query: OrderListQuery) {
      const { orders, total } = await repos.orders.list({ companyId, status: query.status, page: query.page, limit: query.limit });
      const payee = await deps.payee();
      return { orders: orders.map((o) => dto(o, payee)), total, page: query.page, limit: query.limit };
    },

    /** One of the caller's orders (its own, or its company's); another's is 404, as if it did not exist. */
    findOwn,

    /**
     * The QR code (PNG) of the caller's own bank-transfer order: QR Platba (CZ) or PAY by square (SK). 404 for
     * another's order, as the order itself, and where there is none (not a transfer, PL, no account configured).
     */
    async transferQr(userId: number, companyId: number | null, id: number): Promise<Buffer> {
      const order = await findOwn(userId, companyId, id);
      const png = order.payment_instructions ? await transferQrPng(order.payment_instructions) : undefined;
      if (!png) throw new DomainError('not_found', T.qrNotFound);
      return png;
    },

    /** The buyer cancels its own pending order: the stock goes back in the same transaction. */
    async cancelOwn(userId: number, companyId: number | null, id: number): Promise<{ order: OrderDto; message: string }> {
      const order = await findOwn(userId, companyId, id);
      if (order.status !== 'pending') throw new DomainError('conflict', T.cancelOnlyPending);
      const changed = await changeStatus(id, 'pending', 'cancelled');
      if (!changed) throw new DomainError('conflict', T.cancelOnlyPending);
      return { order: changed, message: T.cancelled(order.number) };
    },

    /** The admin's status change: only ORDER_TRANSITIONS (409 otherwise); the buyer is e-mailed. */
    async setStatus(id: number, to: OrderDto['status']): Promise<{ order: OrderDto; message: string }> {
      const order = await repos.orders.find(id);
      if (!order) throw new DomainError('not_found', T.orderNotFound);
      const current = dto(order, await deps.payee());
      if (!current.next_statuses.includes(to)) throw new DomainError('conflict', T.transition(current.status_label, to));
      const changed = await changeStatus(id, order.status, to);
      if (!changed) {
        const now = dto((await repos.orders.find(id))!, await deps.payee());
        throw new DomainError('conflict', T.transition(now.status_label, to));
      }
      return { order: changed, message: T.statusChanged(changed.number, changed.status_label) };
    },
  };

  /**
   * Moves an order from `from` to `to` in one transaction: the conditional UPDATE decides (a racing
   * change finds the status moved and changes nothing), a cancellation returns the product lines'
   * stock and the promotional items' order counts, and the buyer's e-mail is queued with it.
   */
  async function changeStatus(id: number, from: OrderDto['status'], to: OrderDto['status']): Promise<OrderDto | undefined> {
    const now = deps.clock.now();
    const order = await repos.orders.find(id);
    if (!order) return undefined;
    const input = await statusInput(order.country_code);
    return deps.uow.write((tx) => changeStatusWithin(tx, order, from, to, input, now));
  }

  /**
   * The status change inside the caller's transaction. The order's payment goes with it: an order
   * cancelled closes its awaiting payment, one marked paid by the operator settles it (both conditional,
   * so that when the payment itself moved first, as the payments area does, nothing happens twice).
   */
  async function changeStatusWithin(
    tx: Repositories,
    order: StoredOrder,
    from: OrderDto['status'],
    to: OrderDto['status'],
    { texts, payee }: StatusChangeInput,
    now: Date,
    at: Date = now,
    /** why a payment closed it unpaid: 'expired' tells the buyer it was not paid in time */
    reason?: CancelReason,
  ): Promise<OrderDto | undefined> {
    const id = order.id;
    await tx.shop.orders.lock(id);
    if (!(await tx.shop.orders.setStatus(id, from, to, now, at))) return undefined;
    const payment = await tx.payments.ofSubject('order', id);
    if (to === 'cancelled') {
      for (const line of [...order.lines].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0))) {
        if (line.product_id !== null) await tx.shop.catalogue.returnStock(line.product_id, line.quantity, now);
        if (line.promo_item_id !== null) await tx.shop.promo.countOrder(line.promo_item_id, -1);
      }
      if (payment) await tx.payments.cancel(payment.id, 'cancelled', now);
    }
    if (to === 'paid' && payment) await tx.payments.settle(payment.id, 'operator', at, now);
    const changed = dto((await tx.shop.orders.find(id))!, payee);
    await deps.outbound.enqueueWithin(tx.queue, [
      orderStatusMail(changed, texts, { site: site(changed.country_code), link: ordersLink(changed), reason }),
    ]);
    return changed;
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
