import type { OrderDto } from '../../contract/shop.js';
import type { OutboundMessage } from '../mail/outbound-service.js';
import { renderedText, type TextsOf } from '../mail/system-texts.js';
import type { CancelReason } from '../payments/model.js';
import { formatMoney } from './model.js';

/** The templates the shop sends (templates/<language>/shop_order_*). */
export const SHOP_MAIL_KEYS = ['shop_order_confirmation', 'shop_order_status'] as const;

/** The order's lines as the e-mail lists them, one a line: '2× Křeslo Comfort … 3 980,00 Kč (DPH 21 %)'. */
function linesText(order: OrderDto): string {
  return order.lines.map((l) => `${l.quantity}× ${l.name}: ${formatMoney(l.line_total, order.currency)} (DPH ${l.vat_rate} %)`).join('\n');
}

/** Bank transfer: where to pay and the variable symbol; other methods: nothing (the line is left out). */
function paymentInstructions(order: OrderDto): string {
  const p = order.payment_instructions;
  if (!p) return '';
  const account = p.account ? `č. ú. ${p.account}, ` : '';
  return `${account}variabilní symbol ${p.variable_symbol}, částka ${formatMoney(p.amount, p.currency)}`;
}

/** The status e-mail's line saying why an order was cancelled unpaid, in the edition's language (empty otherwise). */
const NOT_PAID_IN_TIME: Record<string, string> = {
  CZ: 'Objednávka byla zrušena, protože nebyla včas zaplacena.',
  SK: 'Objednávka bola zrušená, pretože nebola včas zaplatená.',
  PL: 'Zamówienie zostało anulowane, ponieważ nie zostało opłacone na czas.',
};

function facts(order: OrderDto, site: string, link: string, reason?: CancelReason) {
  return {
    customer_name: order.customer_name,
    order_number: order.number,
    order_lines: linesText(order),
    order_total: formatMoney(order.total, order.currency),
    vat_total: formatMoney(order.vat_total, order.currency),
    payment_method: order.payment_method_label,
    payment_instructions: paymentInstructions(order),
    order_status: order.status_label,
    status_reason: reason === 'expired' ? (NOT_PAID_IN_TIME[order.country_code] ?? NOT_PAID_IN_TIME.CZ!) : '',
    note: order.note ?? '',
    site,
    cta_link: link,
  };
}

/** The buyer's confirmation of a new order (queued in the order's transaction). */
export function orderConfirmationMail(order: OrderDto, texts: TextsOf, ctx: { site: string; link: string }): OutboundMessage {
  return {
    kind: 'system',
    country: order.country_code,
    to: order.customer_email,
    toName: order.customer_name || null,
    companyId: order.company_id,
    ...renderedText(texts('shop_order_confirmation'), facts(order, ctx.site, ctx.link)),
  };
}

/** The buyer's notice of a status change (paid, shipped, delivered, cancelled; `reason` 'expired': not paid in time). */
export function orderStatusMail(
  order: OrderDto,
  texts: TextsOf,
  ctx: { site: string; link: string; reason?: CancelReason },
): OutboundMessage {
  return {
    kind: 'system',
    country: order.country_code,
    to: order.customer_email,
    toName: order.customer_name || null,
    companyId: order.company_id,
    ...renderedText(texts('shop_order_status'), facts(order, ctx.site, ctx.link, ctx.reason)),
  };
}
