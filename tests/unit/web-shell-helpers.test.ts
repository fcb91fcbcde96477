import { describe, expect, it } from 'vitest';
import { pickCountry } from '../../web/src/api/country-param.js';
import { isLocalHostname, shouldShowDevSwitcher, shouldShowErrorDetails, withDebugFlag } from '../../web/src/app/host.js';
import { parseTheme, resolveTheme } from '../../web/src/app/theme.js';
import { buildSearchUrl } from '../../web/src/components/search/search-url.js';
import { adminItemFor, isEmailPath } from '../../web/src/pages/admin/admin-nav.js';
import { formatUnreadCount } from '../../web/src/pages/admin/unread-count.js';
import { displayPrice } from '../../web/src/pages/business/plans.js';
import { slugify } from '../../src/contract/text.js';
import { majorCityBySlug } from '../../web/src/pages/city/major-cities.js';

describe('web: unread badge', () => {
  it('renders nothing for zero and caps at 999+', () => {
    expect(formatUnreadCount(0)).toBeNull();
    expect(formatUnreadCount(-3)).toBeNull();
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(999)).toBe('999');
    expect(formatUnreadCount(1000)).toBe('999+');
    expect(formatUnreadCount(Number.NaN)).toBeNull();
  });
});

describe('web: search URL', () => {
  it('omits empty parameters and encodes the rest', () => {
    expect(buildSearchUrl({ q: '', city: '' })).toBe('/search');
    expect(buildSearchUrl({ q: '  kadeřník ', city: '' })).toBe('/search?q=kade%C5%99n%C3%ADk');
    expect(buildSearchUrl({ q: '', city: 'Brno' })).toBe('/search?city=Brno');
    expect(buildSearchUrl({ q: 'a&b', city: 'České Budějovice' })).toBe('/search?q=a%26b&city=%C4%8Cesk%C3%A9+Bud%C4%9Bjovice');
  });
});

describe('web: admin navigation', () => {
  it('opens the Email submenu on e-mail paths only', () => {
    for (const path of [
      '/admin/email',
      '/admin/templates',
      '/admin/campaigns',
      '/admin/email-analytics',
      '/admin/settings',
      '/admin/email/',
    ]) {
      expect(isEmailPath(path)).toBe(true);
    }
    for (const path of ['/admin', '/admin/webhosting', '/admin/emails', '/admin/analytics']) {
      expect(isEmailPath(path)).toBe(false);
    }
  });

  it('finds the section of a path', () => {
    expect(adminItemFor('/admin')?.key).toBe('admin.companies');
    expect(adminItemFor('/admin/webserver')?.key).toBe('admin.webserver');
    expect(adminItemFor('/admin/eshop')?.key).toBe('admin.eshop');
    expect(adminItemFor('/admin/nothing')).toBeNull();
  });
});

describe('web: host, theme and country rules', () => {
  it('recognises local hosts', () => {
    expect(isLocalHostname('localhost')).toBe(true);
    expect(isLocalHostname('127.0.0.1')).toBe(true);
    expect(isLocalHostname('127.10.0.3')).toBe(true);
    expect(isLocalHostname('[::1]')).toBe(true);
    expect(isLocalHostname('marketplace.cz')).toBe(false);
  });

  it('shows error details and the dev switcher only where allowed', () => {
    expect(shouldShowErrorDetails('marketplace.cz', '')).toBe(false);
    expect(shouldShowErrorDetails('marketplace.cz', '?debug=1')).toBe(true);
    expect(shouldShowErrorDetails('localhost', '')).toBe(true);
    expect(shouldShowDevSwitcher('marketplace.cz', '?demo=1')).toBe(true);
    expect(shouldShowDevSwitcher('marketplace.cz', '')).toBe(false);
    expect(withDebugFlag('https://marketplace.cz/firma/x?q=1#top')).toBe('https://marketplace.cz/firma/x?q=1&debug=1#top');
  });

  it('accepts only light, dark or system and follows the system', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme(null)).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('takes the country from the URL first, then the remembered choice', () => {
    expect(pickCountry('?country=sk', 'PL')).toBe('SK');
    expect(pickCountry('', 'PL')).toBe('PL');
    expect(pickCountry('?country=DE', null)).toBeNull();
  });
});

describe('web: pages data', () => {
  it('shows plan prices in euros for the euro edition (x 0.041, rounded)', () => {
    expect(displayPrice(990, 'CZK')).toEqual({ amount: 990, label: 'Kč' });
    expect(displayPrice(990, 'EUR')).toEqual({ amount: 41, label: '€' });
  });

  it('knows the major Czech cities by slug', () => {
    expect(slugify('Frýdek-Místek')).toBe('frydek-mistek');
    expect(majorCityBySlug('ceske-budejovice')).toBe('České Budějovice');
    expect(majorCityBySlug('atlantis')).toBeNull();
  });
});
