import { describe, expect, it } from 'vitest';
import { productCreateRequest } from '../../src/contract/shop.js';
import {
  formSchema,
  integerFromText,
  linesOf,
  minorFromText,
  money,
  parseEshopTab,
  pragueDateTime,
  stockLevel,
  textFromMinor,
  toListField,
} from '../../web/src/pages/admin/eshop/eshop-rules.js';

const NBSP = '\u00a0';

describe('web: the admin E-shop screen rules', () => {
  it('opens the tab of ?tab= and Produkty for anything else', () => {
    expect(parseEshopTab('objednavky')).toBe('objednavky');
    expect(parseEshopTab('platby')).toBe('platby');
    expect(parseEshopTab('predmety')).toBe('predmety');
    expect(parseEshopTab('plochy')).toBe('plochy');
    expect(parseEshopTab(null)).toBe('produkty');
    expect(parseEshopTab('nic')).toBe('produkty');
  });

  it('writes minor units in Czech with the currency, decimals only when there are any', () => {
    expect(money(129_000, 'CZK')).toBe(`1${NBSP}290${NBSP}Kč`);
    expect(money(129_050, 'CZK')).toBe(`1${NBSP}290,50${NBSP}Kč`);
    expect(money(1999, 'EUR')).toBe(`19,99${NBSP}€`);
    expect(money(0, 'PLN')).toBe(`0${NBSP}zł`);
  });

  it('reads typed amounts into minor units and back', () => {
    expect(minorFromText('1 290')).toBe(129_000);
    expect(minorFromText('1290,5')).toBe(129_050);
    expect(minorFromText('19.99')).toBe(1999);
    expect(minorFromText('  ')).toBeNull();
    expect(minorFromText('12,345')).toBeNaN();
    expect(minorFromText('-5')).toBeNaN();
    expect(minorFromText('abc')).toBeNaN();
    expect(textFromMinor(129_000)).toBe('1290');
    expect(textFromMinor(129_050)).toBe('1290,50');
    expect(textFromMinor(5)).toBe('0,05');
    expect(textFromMinor(null)).toBe('');
    expect(integerFromText(' 12 ')).toBe(12);
    expect(integerFromText('')).toBeNaN();
    expect(integerFromText('', 1)).toBe(1);
    expect(integerFromText('1,5')).toBeNaN();
    expect(linesOf(' a \n\n b\r\n')).toEqual(['a', 'b']);
  });

  it('highlights a low stock and shows none as out of stock', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('ok');
  });

  it('shows a moment in Prague', () => {
    expect(pragueDateTime('2026-07-01T22:30:00.000Z')).toBe('2. 7. 2026 0:30');
    expect(pragueDateTime(null)).toBe('');
  });

  it("puts the contract's message keys on the form's fields, a list's item on its one field", () => {
    const schema = formSchema(
      productCreateRequest,
      (v: { name: string; features: string }) => ({
        name: v.name,
        category: 'krasa',
        subcategory: 'nabytek',
        price: 100,
        stock: 1,
        features: linesOf(v.features),
      }),
      toListField('features'),
    );
    const bad = schema.safeParse({ name: ' ', features: `ok\n${'x'.repeat(201)}` });
    expect(bad.success).toBe(false);
    const issues = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'shop.name'],
      ['features', 'shop.features'],
    ]);
    const good = schema.safeParse({ name: 'Křeslo', features: 'pohodlné' });
    expect(good.success && good.data.features).toEqual(['pohodlné']);
  });
});
