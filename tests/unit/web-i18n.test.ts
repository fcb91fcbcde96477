import { beforeAll, describe, expect, it } from 'vitest';
import { cs } from '../../web/src/i18n/cs.js';
import { pl } from '../../web/src/i18n/pl.js';
import { sk } from '../../web/src/i18n/sk.js';
import { csBackOffice } from '../../web/src/i18n/cs-back-office.js';
import { plBackOffice } from '../../web/src/i18n/pl-back-office.js';
import { skBackOffice } from '../../web/src/i18n/sk-back-office.js';
import { parseLanguage } from '../../web/src/i18n/catalog.js';
import { loadCatalog, pluralForm, translate, translatePlural } from '../../web/src/i18n/translate.js';

describe('web: i18n', () => {
  // Slovak and Polish are chunks of their own, fetched when a page needs them
  beforeAll(() => Promise.all([loadCatalog('sk'), loadCatalog('pl')]));
  it('uses the fixed Czech texts word for word', () => {
    expect(translate('cs', 'notFound.text')).toBe('Je nám líto, ale požadovaná stránka nebyla nalezena.');
    expect(translate('cs', 'footer.citiesLoading')).toBe('Načítám města...');
    expect(translate('cs', 'footer.citiesError')).toBe('Města nedostupná');
    expect(translate('cs', 'footer.citiesEmpty')).toBe('Žádná města nenalezena');
    expect(translate('cs', 'login.invalid')).toBe('Neplatné přihlašovací údaje');
    expect(translate('cs', 'admin.logout')).toBe('Odhlásit se');
  });

  it('falls back to Czech for a key a catalog lacks', () => {
    expect(sk['app.name']).toBeUndefined();
    expect(translate('sk', 'app.name')).toBe(cs['app.name']);
    expect(translate('pl', 'notFound.code')).toBe('404');
  });

  it('fills variables and leaves unknown ones visible', () => {
    expect(translate('cs', 'login.socialFailed', { provider: 'Google' })).toBe('Přihlášení přes Google se nezdařilo');
    expect(translate('pl', 'login.socialFailed', { provider: 'Apple' })).toBe('Logowanie przez Apple nie powiodło się');
    expect(translate('cs', 'login.socialFailed')).toBe('Přihlášení přes {provider} se nezdařilo');
  });

  it('translates no key that Czech does not have', () => {
    for (const catalog of [sk, pl]) {
      for (const key of Object.keys(catalog)) expect(Object.hasOwn(cs, key)).toBe(true);
    }
  });

  it('has the whole back office in Slovak and Polish, with the Czech placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const catalog of [skBackOffice, plBackOffice]) {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(csBackOffice).sort());
      for (const [key, czech] of Object.entries(csBackOffice)) {
        const text = (catalog as Record<string, string>)[key]!;
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(czech));
      }
    }
    // the back office's chunk registers them (cs.ts, imported above)
    expect(translate('sk', 'admin.settings.general.siteUrl')).toBe('URL webu');
    expect(translate('pl', 'admin.webserver.interfaces')).toBe('Interfejsy sieciowe');
  });

  it('picks Czech, Slovak and Polish plural forms', () => {
    expect([1, 2, 4, 5, 0].map((n) => pluralForm('cs', n))).toEqual(['one', 'few', 'few', 'many', 'many']);
    expect([2, 12, 22, 25].map((n) => pluralForm('pl', n))).toEqual(['few', 'many', 'few', 'many']);
    expect(translatePlural('cs', 'common.companies', 3)).toBe('3 firmy');
    expect(translatePlural('sk', 'common.companies', 7)).toBe('7 firiem');
  });

  it('counts unread notifications (feminine) and e-mails (masculine) in the right form, a capped count as shown', () => {
    expect([1, 3, 5].map((n) => translatePlural('cs', 'admin.notifications.bell', n))).toEqual([
      'Notifikace, 1 nepřečtená',
      'Notifikace, 3 nepřečtené',
      'Notifikace, 5 nepřečtených',
    ]);
    expect(translatePlural('cs', 'admin.notifications.bell', 150, '99+')).toBe('Notifikace, 99+ nepřečtených');
    expect([1, 4, 100].map((n) => translatePlural('cs', 'admin.notifications.unreadCount', n))).toEqual([
      '1 nepřečtená',
      '4 nepřečtené',
      '100 nepřečtených',
    ]);
    expect([1, 2, 7].map((n) => translatePlural('cs', 'admin.inbox.unreadCount', n))).toEqual([
      '1 nepřečtený',
      '2 nepřečtené',
      '7 nepřečtených',
    ]);
    expect([1, 3, 1200].map((n) => translatePlural('cs', 'admin.unread', n, n > 999 ? '999+' : undefined))).toEqual([
      '1 nepřečtený',
      '3 nepřečtené',
      '999+ nepřečtených',
    ]);
    expect(translatePlural('sk', 'admin.unread', 2)).toBe('2 neprečítané');
    expect(translatePlural('pl', 'admin.unread', 22)).toBe('22 nieprzeczytane');
  });

  it("counts the Email Center's e-mails and campaigns in the right Czech form", () => {
    expect([1, 3, 5].map((n) => translatePlural('cs', 'admin.center.emails', n))).toEqual(['1 email', '3 emaily', '5 emailů']);
    expect([1, 2, 12].map((n) => translatePlural('cs', 'admin.center.unreadEmails', n))).toEqual([
      '1 nepřečtený',
      '2 nepřečtené',
      '12 nepřečtených',
    ]);
    expect([1, 4, 9].map((n) => translatePlural('cs', 'admin.center.scheduledEmails', n))).toEqual([
      '1 plánovaný',
      '4 plánované',
      '9 plánovaných',
    ]);
    expect([1, 2, 5].map((n) => translatePlural('cs', 'admin.center.activeCampaigns', n))).toEqual([
      '1 aktivní kampaň',
      '2 aktivní kampaně',
      '5 aktivních kampaní',
    ]);
  });

  it('accepts only cs, sk and pl', () => {
    expect(parseLanguage('SK')).toBe('sk');
    expect(parseLanguage('de')).toBeNull();
  });
});
