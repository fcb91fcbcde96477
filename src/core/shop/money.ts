/**
 * VAT of order lines, in integer minor units. Prices are WITH VAT; a line's VAT is taken out of its
 * gross total and rounded half up once per line: `vat = round(total * rate / (100 + rate))`,
 * `net = total - vat`. The order's totals are the sums of its lines, so net + VAT = total exactly.
 */
export interface LineAmounts {
  line_total: number;
  line_vat: number;
  line_net: number;
}

export function lineAmounts(unitPrice: number, quantity: number, vatRate: number): LineAmounts {
  const total = unitPrice * quantity;
  // integer arithmetic: round(total * rate / (100 + rate)) half up, without floating point
  const vat = Math.floor((2 * total * vatRate + (100 + vatRate)) / (2 * (100 + vatRate)));
  return { line_total: total, line_vat: vat, line_net: total - vat };
}

export interface OrderTotals {
  subtotal_net: number;
  vat_total: number;
  total: number;
}

export function orderTotals(lines: readonly LineAmounts[]): OrderTotals {
  return lines.reduce<OrderTotals>(
    (sum, l) => ({ subtotal_net: sum.subtotal_net + l.line_net, vat_total: sum.vat_total + l.line_vat, total: sum.total + l.line_total }),
    { subtotal_net: 0, vat_total: 0, total: 0 },
  );
}

/** Whole percent off the original price ('savings'); 0 when not on sale. */
export function salePercentage(price: number, originalPrice: number | null): number {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) * 100) / originalPrice);
}
