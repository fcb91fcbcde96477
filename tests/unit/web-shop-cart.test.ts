import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/api/api-error.js';
import {
  addLine,
  cartCount,
  cartTotal,
  parseStoredLines,
  setLineQuantity,
  toItems,
  type CartProduct,
} from '../../web/src/shop/cart-lines.js';
import { lineProblems } from '../../web/src/shop/checkout-errors.js';
import { formatMoney } from '../../web/src/shop/money.js';
import { MAX_PRICE_LIMIT, parseShopFilters, resetFilters, shopFiltersQuery, withFilter } from '../../web/src/pages/eshop/eshop-query.js';

const product = (id: number, price: number, stock: number): CartProduct => ({
  id,
  slug: `p-${id}`,
  name: `Produkt ${id}`,
  price,
  currency: 'CZK',
  image: null,
  stock,
});

describe('web: the cart rules', () => {
  it('adds a new line, raises an existing one, never above the stock', () => {
    let lines = addLine([], product(1, 10_000, 5), 2);
    lines = addLine(lines, product(2, 2_550, 10), 1);
    lines = addLine(lines, product(1, 10_000, 5), 2);
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    lines = addLine(lines, product(1, 10_000, 5), 9);
    expect(lines[0]!.quantity).toBe(5);
    expect(cartCount(lines)).toBe(6);
    expect(cartTotal(lines)).toBe(5 * 10_000 + 2_550);
    expect(toItems(lines)).toEqual([
      { product_id: 1, quantity: 5 },
      { product_id: 2, quantity: 1 },
    ]);
  });

  it('removes a line set to 0 or less, and adds nothing of a product out of stock', () => {
    const lines = addLine(addLine([], product(1, 100, 3), 1), product(2, 100, 3), 1);
    expect(setLineQuantity(lines, 1, 0).map((l) => l.product.id)).toEqual([2]);
    expect(setLineQuantity(lines, 2, -4).map((l) => l.product.id)).toEqual([1]);
    expect(addLine([], product(3, 100, 0), 1)).toEqual([]);
  });

  it('reads back a stored cart and drops what is malformed', () => {
    const stored = JSON.stringify([{ product: product(1, 100, 3), quantity: 2 }, { product: { id: 'x' }, quantity: 1 }, { quantity: 0 }]);
    expect(parseStoredLines(stored).map((l) => [l.product.id, l.quantity])).toEqual([[1, 2]]);
    expect(parseStoredLines('not json')).toEqual([]);
    expect(parseStoredLines(null)).toEqual([]);
  });

  it("puts a refused order's messages at the cart lines they name", () => {
    const items = [
      { product_id: 7, quantity: 1 },
      { product_id: 9, quantity: 4 },
    ];
    const error = new ApiError(409, 'conflict', 'Nedostatek', [{ field: 'items.1.quantity', message: 'Skladem jsou jen 2 ks.' }], true);
    expect(lineProblems(error, items)).toEqual({ 9: 'Skladem jsou jen 2 ks.' });
    expect(lineProblems(new ApiError(400, 'validation', 'x', [{ field: 'shipping_address.street', message: 'y' }], true), items)).toEqual(
      {},
    );
    expect(lineProblems(new Error('x'), items)).toEqual({});
  });

  it('shows minor units in the currency, decimals only when there are some', () => {
    expect(formatMoney(129_000, 'CZK')).toBe('1\u00a0290\u00a0Kč');
    expect(formatMoney(1_250, 'EUR')).toBe('12,50\u00a0€');
  });
});

describe('web: the /eshop filters in the address', () => {
  it('reads and writes the query, leaving the defaults out', () => {
    const filters = parseShopFilters(
      new URLSearchParams('kategorie=krasa&q=křeslo&cena_do=20000&skladem=1&razeni=price_desc&zobrazeni=seznam&strana=2'),
    );
    expect(filters).toMatchObject({
      category: 'krasa',
      q: 'křeslo',
      maxPrice: 20_000,
      inStock: true,
      sort: 'price_desc',
      view: 'list',
      page: 2,
    });
    expect(shopFiltersQuery(filters).toString()).toBe(
      'kategorie=krasa&q=k%C5%99eslo&cena_do=20000&skladem=1&razeni=price_desc&zobrazeni=seznam&strana=2',
    );
    expect(shopFiltersQuery(parseShopFilters(new URLSearchParams(''))).toString()).toBe('');
  });

  it('refuses what is not a filter: a bad sort, a price out of the slider', () => {
    const filters = parseShopFilters(new URLSearchParams('razeni=cokoli&cena_do=999999&strana=-3'));
    expect(filters).toMatchObject({ sort: 'name', maxPrice: MAX_PRICE_LIMIT, page: 1 });
  });

  it('starts again from page 1 when a filter changes, not when the view or the open product does', () => {
    const filters = parseShopFilters(new URLSearchParams('q=fen&strana=3'));
    expect(withFilter(filters, { brand: 'Zkustar' }).page).toBe(1);
    expect(withFilter(filters, { view: 'list' }).page).toBe(3);
    expect(withFilter(filters, { product: 'fen' }).page).toBe(3);
    expect(resetFilters({ ...filters, sort: 'rating' })).toMatchObject({ q: '', sort: 'rating', page: 1 });
  });
});
