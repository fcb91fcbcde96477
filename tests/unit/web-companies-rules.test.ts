import { describe, expect, it } from 'vitest';
import { analyticsDashboardUrl, isProductHost } from '../../web/src/pages/admin/companies/analytics-mode.js';
import {
  guessRecipient,
  isEmailAddress,
  isRecentCall,
  nameSlug,
  ownershipTone,
  parsePageSize,
  parseScoreFilter,
  repliedToOffer,
  scoreTone,
  shownRange,
  telHref,
  websiteHref,
  websiteLabel,
} from '../../web/src/pages/admin/companies/company-rules.js';

describe('web companies: badges', () => {
  it('colours the score <=2 red, <=4 yellow, <=6 blue, else green; no score neutral', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(scoreTone)).toEqual(['red', 'red', 'yellow', 'yellow', 'blue', 'blue', 'green', 'green']);
    expect(scoreTone(null)).toBe('none');
    expect(scoreTone(undefined)).toBe('none');
  });

  it('gives each ownership status its tone', () => {
    expect(ownershipTone('claimed')).toBe('green');
    expect(ownershipTone('unclaimed')).toBe('grey');
    expect(ownershipTone('other')).toBe('yellow');
  });

  it("shows the 'replied' badge only for a company that answered an offer", () => {
    expect(repliedToOffer({ website_interest: 'replied' })).toBe(true);
    for (const other of [null, 'email_sent', 'email_opened', 'link_clicked', 'interested', 'converted']) {
      expect(repliedToOffer({ website_interest: other })).toBe(false);
    }
  });
});

describe('web companies: recent call', () => {
  const now = Date.parse('2026-11-10T12:00:00Z');
  it('is recent within 3 days, not after, and never without a date', () => {
    expect(isRecentCall('2026-11-10T11:59:00Z', now)).toBe(true);
    expect(isRecentCall('2026-11-07T12:00:00Z', now)).toBe(true);
    expect(isRecentCall('2026-11-07T11:59:59Z', now)).toBe(false);
    expect(isRecentCall(null, now)).toBe(false);
    expect(isRecentCall('not a date', now)).toBe(false);
    // a server clock a little ahead of the browser's
    expect(isRecentCall('2026-11-10T12:00:30Z', now)).toBe(true);
  });
});

describe('web companies: filters and paging', () => {
  it('accepts the score groups and exact scores only', () => {
    expect(['1-2', '3-4', '5+', '1', '10'].map(parseScoreFilter)).toEqual(['1-2', '3-4', '5+', '1', '10']);
    expect(['', null, '0', '11', '5-6', 'x'].map(parseScoreFilter)).toEqual(['', '', '', '', '', '']);
  });

  it('offers page sizes 50, 100 and 500 (default 50)', () => {
    expect([50, '100', 500, 1000, null, 'x'].map(parsePageSize)).toEqual([50, 100, 500, 50, 50, 50]);
  });

  it('numbers the rows shown on a page', () => {
    expect(shownRange(1, 50, 50)).toEqual({ from: 1, to: 50 });
    expect(shownRange(3, 100, 12)).toEqual({ from: 201, to: 212 });
    expect(shownRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('web companies: offer recipient guess', () => {
  const base = { name: 'Kadeřnictví Žofie s.r.o.', phone: '+420 777 111 222', email: null, country_code: 'CZ' };
  it("uses the company's own address first", () => {
    expect(guessRecipient({ ...base, email: ' salon@example.cz ' })).toEqual({ email: 'salon@example.cz', source: 'company' });
  });
  it('derives one from the name when a phone exists, with the edition TLD', () => {
    expect(guessRecipient(base)).toEqual({ email: 'info@kadernictvizofie.cz', source: 'name' });
    expect(guessRecipient({ ...base, name: 'Fryzjer Łucja Sp. z o.o.', country_code: 'PL' }).email).toBe('info@fryzjerlucja.pl');
    expect(guessRecipient({ ...base, name: 'Barber Ďurko', country_code: 'SK' }).email).toBe('info@barberdurko.sk');
  });
  it('guesses nothing without a phone or a usable name', () => {
    expect(guessRecipient({ ...base, phone: null })).toEqual({ email: '', source: 'none' });
    expect(guessRecipient({ ...base, phone: '  ' }).source).toBe('none');
    expect(guessRecipient({ ...base, name: '***' }).source).toBe('none');
  });
  it('slugs names without legal forms and diacritics', () => {
    expect(nameSlug('Salon Krása a.s.')).toBe('salonkrasa');
    expect(nameSlug('Studio SA s.a.')).toBe('studiosa');
    expect(nameSlug('Barbershop U Tří Lvů, spol. s r.o.')).toBe('barbershoputrilvu');
  });
  it('checks addresses loosely (the server checks again)', () => {
    expect(isEmailAddress('a@b.cz')).toBe(true);
    expect(isEmailAddress(' a@b.cz ')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
  });
});

describe('web companies: links', () => {
  it('links only http(s) websites and adds https:// when missing', () => {
    expect(websiteHref('salon.cz')).toBe('https://salon.cz/');
    expect(websiteHref('http://salon.cz/x')).toBe('http://salon.cz/x');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteLabel('https://www.salon.cz/')).toBe('salon.cz');
    expect(telHref('+420 777 111 222')).toBe('tel:+420777111222');
  });
});

describe('web companies: analytics tab', () => {
  const urls = ['https://firmy.cz/', 'https://firmy.sk/', 'https://firmy.pl/'];
  it('is Live on an edition domain and Demo elsewhere', () => {
    expect(isProductHost('firmy.cz', 'firmy.cz', urls, false)).toBe(true);
    expect(isProductHost('www.firmy.sk', 'firmy.cz', urls, false)).toBe(true);
    expect(isProductHost('staging.example.com', 'firmy.cz', urls, false)).toBe(false);
    expect(isProductHost('127.0.0.1', 'marketplace.cz', ['/?country=CZ'], true)).toBe(false);
  });
  it('opens the dashboard of the configured analytics for the edition domain', () => {
    expect(analyticsDashboardUrl({ src: 'https://plausible.io/js/script.js', domain: 'firmy.cz' })).toBe('https://plausible.io/firmy.cz');
    expect(analyticsDashboardUrl(null)).toBeNull();
    expect(analyticsDashboardUrl({ src: 'not a url', domain: 'firmy.cz' })).toBeNull();
  });
});
