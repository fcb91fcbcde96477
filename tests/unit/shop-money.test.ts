import { describe, expect, it } from 'vitest';
import { lineAmounts, orderTotals, salePercentage } from '../../src/core/shop/money.js';
import { formatMoney, orderNumber, variableSymbol } from '../../src/core/shop/model.js';

describe('e-shop money', () => {
  it('takes the VAT out of a line total, rounded half up once per line', () => {
    expect(lineAmounts(12_100, 1, 21)).toEqual({ line_total: 12_100, line_vat: 2_100, line_net: 10_000 });
    // 6993 x 21 / 121 = 1213.64 -> 1214
    expect(lineAmounts(999, 7, 21)).toEqual({ line_total: 6_993, line_vat: 1_214, line_net: 5_779 });
    // 123 x 23 / 123 = 23 exactly; 1 x 23 / 123 = 0.187 -> 0
    expect(lineAmounts(123, 1, 23)).toEqual({ line_total: 123, line_vat: 23, line_net: 100 });
    expect(lineAmounts(1, 1, 23).line_vat).toBe(0);
    // a half: 242 x 21 / 121 = 42 exactly; 121 x 21 / 121 + 0.5 cases round up: 605 x 21 / 121 = 105
    expect(lineAmounts(605, 1, 21).line_vat).toBe(105);
    expect(lineAmounts(0, 5, 21)).toEqual({ line_total: 0, line_vat: 0, line_net: 0 });
  });

  it('sums lines into totals whose net and VAT add up to the total', () => {
    const lines = [lineAmounts(12_100, 3, 21), lineAmounts(999, 7, 21), lineAmounts(1_490, 100, 21)];
    const totals = orderTotals(lines);
    expect(totals.total).toBe(36_300 + 6_993 + 149_000);
    expect(totals.subtotal_net + totals.vat_total).toBe(totals.total);
  });

  it('shows savings, numbers and amounts', () => {
    expect(salePercentage(1_249_000, 1_490_000)).toBe(16);
    expect(salePercentage(100, null)).toBe(0);
    expect(salePercentage(100, 90)).toBe(0);
    expect(orderNumber(2026, 123)).toBe('OBJ-2026-000123');
    expect(variableSymbol(2026, 123)).toBe('2026000123');
    expect(formatMoney(123_456, 'CZK')).toBe('1\u00a0234,56\u00a0Kč');
    expect(formatMoney(999, 'EUR')).toBe('9,99\u00a0€');
  });
});
