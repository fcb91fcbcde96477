import type { OrderDto } from '../../contract/shop.js';
import type { OutboundMessage } from '../mail/outbound.service.js';
import { renderedText, type TextsOf } from '../mail/system-texts.service.js';
import type { CancelReason } from '../payments/model.js';
import { formatMoney } from './model.js';

/** The templates the shop sends (templates/<language>/shop_order_*). */
export const SHOP_MAIL_KEYS = ['shop_order_confirmation', 'shop_order_status'] as const;

/** The order's lines as the e-mail lists them, one a line: '2× Křeslo Comfort … 3 980,00 Kč (DPH 21 %)'. */
function linesText(order: OrderDto): string {
  return order.lines.map((l) => `${l.quantity}× ${l.name}: ${formatMoney(l.line_total, order.currency)} (DPH ${l.vat_rate} %)`).join('\n');
}

/** Bank transfer: where to pay (account, IBAN) and the variable symbol; other methods: nothing (the line is left out). */
function paymentInstructions(order: OrderDto): string {
  const p = order.payment_instructions;
  if (!p) return '';
  const iban = p.iban && p.iban !== p.account.replace(/\s+/g, '') ? ` (IBAN ${p.iban})` : '';
  const account = p.account ? `č. ú. ${p.account}${iban}, ` : '';
  return `${account}variabilní symbol ${p.variable_symbol}, částka ${formatMoney(p.amount, p.currency)}`;
}

/** The inline QR image's Content-ID (`cid:` in the HTML). */
const PAYMENT_QR_CID = 'payment-qr@marketplace';

/** The QR block's caption and the image's alternative text in the e-mail's language (by the order's edition). */
const QR_CAPTIONS: Record<string, { caption: string; alt: string }> = {
  CZ: { caption: 'Zaplaťte QR Platbou ve své bankovní aplikaci:', alt: 'QR kód pro platbu převodem' },
  SK: { caption: 'Zaplaťte cez PAY by square vo svojej bankovej aplikácii:', alt: 'QR kód pre platbu prevodom' },
  PL: { caption: 'Zapłać, skanując kod QR w aplikacji banku:', alt: 'Kod QR do przelewu' },
};

/**
 * The bank transfer's QR code as an inline image of the HTML part (a `cid:` attachment of the message) and its
 * details as text after the template's own text, so that an operator's edit of the template cannot lose them.
 */
function withTransferQr(message: OutboundMessage, order: OrderDto, qr: Buffer): OutboundMessage {
  const p = order.payment_instructions!;
  const words = QR_CAPTIONS[order.country_code] ?? QR_CAPTIONS.CZ!;
  const block =
    `<p>${words.caption}<br><img src="cid:${PAYMENT_QR_CID}" alt="${words.alt}" width="200" height="200"></p>` +
    `<pre style="font-family:inherit">${escapeHtml(p.text)}</pre>`;
  return {
    ...message,
    html: message.html ? `${message.html}\n${block}` : null,
    text: message.text ? `${message.text}\n\n${p.text}` : message.text,
    attachments: [
      ...(message.attachments ?? []),
      { filename: 'platba-qr.png', contentType: 'image/png', content: qr, cid: PAYMENT_QR_CID },
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** The buyer's confirmation of a new order (queued in the order's transaction); `qr`: the bank transfer's QR code, inline. */
export function orderConfirmationMail(order: OrderDto, texts: TextsOf, ctx: { site: string; link: string; qr?: Buffer }): OutboundMessage {
  const message: OutboundMessage = {
    kind: 'system',
    country: order.country_code,
    to: order.customer_email,
    toName: order.customer_name || null,
    companyId: order.company_id,
    ...renderedText(texts('shop_order_confirmation'), facts(order, ctx.site, ctx.link)),
  };
  return ctx.qr && order.payment_instructions ? withTransferQr(message, order, ctx.qr) : message;
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
