import { describe, expect, it } from 'vitest';
import { cappedCount, formatPrice, pageWindow, resultPages, totalPages } from '../../web/src/components/format.js';
import { EMPTY_COMPANY_FORM, updateCompanyForm } from '../../web/src/pages/register/company-form.js';
import { formatPhone } from '../../web/src/pages/profile/phone-format.js';
import { changeSearch, EMPTY_SEARCH, parseSearchState, searchStateToParams } from '../../web/src/pages/search/search-state.js';
import { cacheBusted } from '../../web/src/pages/city/city-image.js';
import { translate, translatePlural } from '../../web/src/i18n/translate.js';
// the search page's and the registration's Czech texts, as the modules that show them import them (the entry does not)
import '../../web/src/i18n/cs-directory.js';
import '../../web/src/i18n/cs-registration.js';

describe('web: search state in the address', () => {
  it('reads the filters and drops invalid values', () => {
    const state = parseSearchState(new URLSearchParams('q=kadeřník&city=Brno&category=krasa&rating=4.5&price=$$&sort=reviews&page=3'));
    expect(state).toEqual({ q: 'kadeřník', city: 'Brno', category: 'krasa', rating: 4.5, price: '$$', sort: 'reviews', page: 3 });
    expect(parseSearchState(new URLSearchParams('rating=9&price=x&sort=cheap&page=-1'))).toEqual(EMPTY_SEARCH);
  });

  it('omits sort when relevance, rating when 0 and page 1', () => {
    expect(searchStateToParams(EMPTY_SEARCH).toString()).toBe('');
    expect(searchStateToParams({ ...EMPTY_SEARCH, q: 'a', rating: 4, sort: 'rating', page: 2 }).toString()).toBe(
      'q=a&rating=4&sort=rating&page=2',
    );
  });

  it('goes back to page 1 on a filter change, not on a page change', () => {
    const state = { ...EMPTY_SEARCH, page: 4 };
    expect(changeSearch(state, { price: '$' }).page).toBe(1);
    expect(changeSearch(state, { page: 5 }).page).toBe(5);
  });
});

describe('web: directory formatting', () => {
  it('formats prices with the currency label and no decimals', () => {
    expect(formatPrice(1290, 'CZK')).toBe('1\u00a0290\u00a0Kč');
    expect(formatPrice(35.4, 'EUR')).toBe('35\u00a0€');
    expect(formatPrice(120, 'PLN')).toBe('120\u00a0zł');
  });

  it('offers at most 5 page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(totalPages(0, 30)).toBe(1);
    expect(totalPages(61, 30)).toBe(3);
  });

  it("shows a capped search count as '1 000+' and always offers the next page while it is capped", () => {
    expect(cappedCount(1000, 'cs-CZ')).toBe('1\u00a0000+');
    expect(translate('cs', 'search.foundCapped', { count: cappedCount(1000, 'cs-CZ') })).toBe('Nalezeno 1\u00a0000+ výsledků');
    expect(resultPages({ total: 1000, total_capped: true, limit: 20 })).toBe(51);
    expect(resultPages({ total: 1020, total_capped: true, limit: 20 })).toBe(52);
    expect(resultPages({ total: 1001, total_capped: false, limit: 20 })).toBe(51);
  });

  it('cache-busts a city image', () => {
    expect(cacheBusted('/img/praha.jpg', 42)).toBe('/img/praha.jpg?t=42');
    expect(cacheBusted('/img/praha.jpg?w=800', 42)).toBe('/img/praha.jpg?w=800&t=42');
  });

  it('uses the fixed Czech wording for the result count, the city and the password minimum', () => {
    expect(translatePlural('cs', 'search.found', 12)).toBe('Nalezeno 12 výsledků');
    expect(translate('cs', 'search.inCity', { city: 'Brno' })).toBe(' v městě Brno');
    expect(translate('cs', 'regmsg.passwordMin', { min: 8 })).toBe('Heslo musí mít alespoň 8 znaků');
  });
});

describe('web: registration helpers', () => {
  it('formats the phone in groups of 3 and keeps +420, at most 17 characters', () => {
    expect(formatPhone('+420123456789')).toBe('+420 123 456 789');
    expect(formatPhone('123456789')).toBe('123 456 789');
    expect(formatPhone('+42')).toBe('+42');
    expect(formatPhone('+420 12a3')).toBe('+420 123');
    expect(formatPhone('+4201234567890123').length).toBeLessThanOrEqual(17);
  });

  it('clears the subcategory when the category changes', () => {
    const form = { ...EMPTY_COMPANY_FORM, category: 'krasa', subcategory: 'kadernictvi' };
    expect(updateCompanyForm(form, 'category', 'wellness').subcategory).toBe('');
    expect(updateCompanyForm(form, 'category', 'krasa').subcategory).toBe('kadernictvi');
  });
});
