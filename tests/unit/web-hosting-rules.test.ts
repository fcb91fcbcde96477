// the back office's Czech texts, as its chunk loads them
import '../../web/src/i18n/cs.js';
import { describe, expect, it } from 'vitest';
import { translatePlural } from '../../web/src/i18n/translate.js';
import {
  annualFromMonthly,
  czechDate,
  feeValue,
  hostingProblems,
  hostingStatusTone,
  kc,
  knownHostingStatus,
  monthlyFromAnnual,
  nextYear,
  parseHostingFilter,
  parseHostingTab,
  parseRevenueYear,
  revenueTileTone,
  siteHref,
  telHref,
} from '../../web/src/pages/admin/webhosting/hosting-rules.js';
import { canStartWebProject } from '../../web/src/pages/admin/companies/company-rules.js';
import {
  editStatusChoices,
  parseProjectFilter,
  priceValue,
  projectTone,
  shownStatus,
} from '../../web/src/pages/admin/web-projects/web-project-rules.js';

describe('web webhosting rules', () => {
  it('colours a revenue tile: 0 grey, under 5 000 yellow, under 15 000 green, otherwise blue', () => {
    expect([0, 1, 4999, 5000, 14999, 15000, 120000].map(revenueTileTone)).toEqual([
      'grey',
      'yellow',
      'yellow',
      'green',
      'green',
      'blue',
      'blue',
    ]);
  });

  it('writes projects in the Czech plural: 1 projekt, 2-4 projekty, otherwise projektů', () => {
    expect([0, 1, 2, 4, 5, 11, 21, 22].map((n) => translatePlural('cs', 'admin.hosting.projects', n))).toEqual([
      '0 projektů',
      '1 projekt',
      '2 projekty',
      '4 projekty',
      '5 projektů',
      '11 projektů',
      '21 projektů',
      '22 projektů',
    ]);
  });

  it('links the fees: annual = monthly x 12, monthly = annual / 12 rounded; non-numeric is 0', () => {
    expect(annualFromMonthly('250')).toBe('3000');
    expect(monthlyFromAnnual('1000')).toBe('83');
    expect(monthlyFromAnnual('12000')).toBe('1000');
    expect(annualFromMonthly('abc')).toBe('0');
    expect(feeValue(' 1 200 ')).toBe(1200);
    expect(feeValue('-5')).toBe(0);
  });

  it('writes money in Czech: Kč, no decimals, a no-break space between groups', () => {
    expect(kc(12000)).toBe('12\u00a0000\u00a0Kč');
    expect(kc(0)).toBe('0\u00a0Kč');
  });

  it('colours the statuses: active green, expiring soon yellow, expired red, anything else unknown grey', () => {
    expect(['active', 'expiring_soon', 'expired', 'paused'].map(hostingStatusTone)).toEqual(['green', 'yellow', 'red', 'grey']);
    expect(knownHostingStatus('paused')).toBe('unknown');
  });

  it('reads the tab, the filter and the year from the URL', () => {
    expect(parseHostingTab('prijmy')).toBe('prijmy');
    expect(parseHostingTab('x')).toBe('projekty');
    expect(parseHostingFilter('expired')).toBe('expired');
    expect(parseHostingFilter('nic')).toBe('');
    // no ?stav= is '' (all), the same filter as route-prefetch's: the list's query key holds it
    expect(parseHostingFilter(null)).toBe('');
    expect(parseRevenueYear('2027', new Date(2026, 5, 1))).toBe(2027);
    expect(parseRevenueYear('1999', new Date(2026, 5, 1))).toBe(2026);
  });

  it('dates: Czech calendar dates, the next year with 29 February on 28 February', () => {
    expect(czechDate('2026-03-01')).toBe('1. 3. 2026');
    expect(nextYear('2028-02-29')).toBe('2029-02-28');
    expect(nextYear('2026-12-31')).toBe('2027-12-31');
  });

  it('opens a site at its URL, else its domain; calls a phone by its digits', () => {
    expect(siteHref(null, 'salon.cz')).toBe('https://salon.cz');
    expect(siteHref('salon.cz/web', 'x.cz')).toBe('https://salon.cz/web');
    expect(siteHref('http://salon.cz', 'x.cz')).toBe('http://salon.cz');
    expect(telHref('+420 777 123 456')).toBe('tel:+420777123456');
  });

  it('reports the check’s problems: the site down, a certificate within 14 days or past, else the check’s error', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const ok = { cert_expires_at: '2026-06-01T00:00:00Z', site_up: true, check_error: null };
    expect(hostingProblems(ok, now)).toEqual([]);
    expect(hostingProblems({ ...ok, cert_expires_at: '2026-03-10T00:00:00Z' }, now)).toEqual([
      { kind: 'certExpiring', date: '2026-03-10T00:00:00Z' },
    ]);
    expect(hostingProblems({ ...ok, cert_expires_at: '2026-02-10T00:00:00Z', site_up: false }, now).map((p) => p.kind)).toEqual([
      'siteDown',
      'certExpired',
    ]);
    expect(hostingProblems({ ...ok, check_error: 'ECONNREFUSED' }, now)).toEqual([{ kind: 'checkError', error: 'ECONNREFUSED' }]);
  });
});

describe('web web-projects rules', () => {
  it('shows active as completed and an unknown status as email_sent', () => {
    expect(shownStatus('active')).toBe('completed');
    expect(shownStatus('whatever')).toBe('email_sent');
    expect(shownStatus('negotiating')).toBe('negotiating');
    expect(projectTone('completed')).toBe('green');
  });

  it('offers the four edit statuses, with the project’s own first when it is another', () => {
    expect(editStatusChoices('pending')).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
    expect(editStatusChoices('interested')).toEqual(['interested', 'pending', 'in_progress', 'completed', 'cancelled']);
  });

  it('parses prices as whole numbers, default 0, and the filter from the URL', () => {
    expect(priceValue('15 000')).toBe(15000);
    expect(priceValue('')).toBe(0);
    expect(priceValue('x')).toBe(0);
    expect(parseProjectFilter('interested')).toBe('interested');
    expect(parseProjectFilter('pending')).toBe('');
    expect(parseProjectFilter(null)).toBe('');
  });

  it('offers Vytvořit webový projekt to a company interested in a new website (what the API accepts)', () => {
    expect(canStartWebProject({ website_interest: 'interested' })).toBe(true);
    expect(canStartWebProject({ website_interest: 'replied' })).toBe(false);
    expect(canStartWebProject({ website_interest: 'email_sent' })).toBe(false);
    expect(canStartWebProject({ website_interest: null })).toBe(false);
  });
});
