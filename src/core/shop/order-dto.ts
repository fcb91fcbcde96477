import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PAYMENT_METHOD_LABELS,
  type OrderDto,
  type OrderStatus,
  type PaymentMethod,
} from '../../contract/shop.js';
import { transferInstructions } from '../payments/instructions.js';
import type { StoredOrder } from './order.repository.js';

/**
 * Who a bank transfer pays: the shop's account (MARKETPLACE_SHOP_BANK_ACCOUNT) and the payee's name per edition
 * (the site's name from the settings, else the edition's host).
 */
export interface OrderPayee {
  account: string;
  nameOf(country: string): string;
}

/** The statuses an admin may move this order to (pending -> shipped only for cash on delivery). */
function nextStatuses(status: OrderStatus, paymentMethod: string): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((to) => !(status === 'pending' && to === 'shipped' && paymentMethod !== 'cash_on_delivery'));
}

/** The order as the API answers it; `payee` null leaves the transfer instructions out (the CSV export has no use for them). */
export function toOrderDto(o: StoredOrder, payee: OrderPayee | null): OrderDto {
  const method = o.payment_method as PaymentMethod;
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    next_statuses: nextStatuses(o.status, o.payment_method),
    payment_method: method,
    payment_method_label: PAYMENT_METHOD_LABELS[method] ?? method,
    user_id: o.user_id,
    company_id: o.company_id,
    company_name: o.company_name,
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    country_code: o.country_code as OrderDto['country_code'],
    currency: o.currency,
    subtotal_net: o.subtotal_net,
    vat_total: o.vat_total,
    total: o.total,
    variable_symbol: o.variable_symbol,
    shipping_address: { street: o.street, city: o.city, postalCode: o.postal_code, country: o.shipping_country },
    note: o.note,
    lines: o.lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      promo_item_id: l.promo_item_id,
      product_slug: l.product_slug,
      name: l.name,
      unit_price: l.unit_price,
      quantity: l.quantity,
      vat_rate: l.vat_rate,
      line_net: l.line_net,
      line_vat: l.line_vat,
      line_total: l.line_total,
    })),
    payment_instructions:
      method === 'bank_transfer' && payee
        ? transferInstructions({
            country: o.country_code,
            account: payee.account,
            amount: o.total,
            currency: o.currency,
            variableSymbol: o.variable_symbol,
            message: `Objednávka ${o.number}`,
            beneficiary: payee.nameOf(o.country_code),
          })
        : null,
    created_at: o.created_at,
    paid_at: o.paid_at,
    shipped_at: o.shipped_at,
    delivered_at: o.delivered_at,
    cancelled_at: o.cancelled_at,
    updated_at: o.updated_at,
  };
}
