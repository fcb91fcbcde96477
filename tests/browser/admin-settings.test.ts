import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';

const ADMIN = 'settings.admin@example.cz';

/**
 * Nastavení (/admin/settings) in Chromium against the real `marketplace serve` (SQLite, jobs off): the
 * tabs' forms, a save stored and shown again, the Czech validation messages, the theme and accent
 * colour applied to the page, the database figures and Zálohovat; an axe check of the tabs.
 */
describe('Settings screen in Chromium', () => {
  let session: AdminSession;
  let page: Page;
  let server: AdminSession['server'];
  let errors: string[] = [];

  beforeAll(async () => {
    session = await openAdminSession({ email: ADMIN, name: 'Sára Správcová' });
    ({ page, server, errors } = session);
  }, 120_000);
  afterAll(() => session?.close());

  it('saves the general tab and shows the Czech messages of bad fields', async () => {
    await page.goto(`${server.url}/admin/settings`);
    const name = page.getByTestId('settings-general-siteName');
    await poll(() => name.inputValue()).toBe('Marketplace');
    await name.fill('');
    await page.getByTestId('settings-general-contactEmail').fill('bez-zavinace');
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByText('Název webu je povinný (nejvýše 100 znaků)').count()).toBe(1);
    await poll(() => page.getByText('Kontaktní email: neplatná e-mailová adresa').count()).toBe(1);

    await name.fill('Katalog salonů');
    await page.getByTestId('settings-general-contactEmail').fill('info@example.cz');
    await page.getByTestId('settings-general-timeZone').selectOption('UTC');
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByTestId('settings-general-notice-success').textContent()).toContain('Nastavení bylo uloženo.');
    await page.reload();
    await poll(() => page.getByTestId('settings-general-siteName').inputValue()).toBe('Katalog salonů');
    expect(await page.getByTestId('settings-general-timeZone').inputValue()).toBe('UTC');
    expect(await axeViolations(page, '[data-testid="settings-page"]')).toEqual([]);
  });

  it("links the footer to the operator's pages on the social networks, leaving out a network without one", async () => {
    await page.goto(`${server.url}/`);
    await page.locator('footer').waitFor();
    // none set: no heading, no links
    await poll(() => page.getByTestId('footer-email').count()).toBe(1);
    expect(await page.getByTestId('footer-social').count()).toBe(0);

    await page.goto(`${server.url}/admin/settings`);
    const instagram = page.getByTestId('settings-general-socialLinks.instagram');
    await poll(() => instagram.inputValue()).toBe('');
    await page.getByTestId('settings-general-socialLinks.facebook').fill('facebook bez adresy');
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByText('Zadejte celou adresu stránky (https://…), nebo pole nechte prázdné').count()).toBe(1);
    await page.getByTestId('settings-general-socialLinks.facebook').fill('');
    await instagram.fill('https://www.instagram.com/katalog.salonu');
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByTestId('settings-general-notice-success').textContent()).toContain('Nastavení bylo uloženo.');

    await page.goto(`${server.url}/`);
    const links = page.getByTestId('footer-social').getByRole('link');
    await poll(() => links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe('https://www.instagram.com/katalog.salonu');
    expect(await links.first().getAttribute('aria-label')).toBe('Instagram');
    expect(errors).toEqual([]);
    // back on the settings, where the next tests start
    await page.goto(`${server.url}/admin/settings`);
    await poll(() => page.getByTestId('settings-general-siteName').inputValue()).toBe('Katalog salonů');
  });

  it('saves the security settings, which the password policy follows at once', async () => {
    await page.getByTestId('settings-tab-security').click();
    const min = page.getByTestId('settings-security-passwordMinLength');
    await poll(() => min.inputValue()).toBe('8');
    await min.fill('3');
    await page.getByTestId('settings-security-save').click();
    await poll(() => page.getByText('Minimální délka hesla je celé číslo od 6 do 128').count()).toBe(1);
    await min.fill('10');
    await page.getByTestId('settings-security-save').click();
    await poll(() => page.getByTestId('settings-security-notice-success').count()).toBe(1);
    const policy = (await (await fetch(`${server.url}/api/auth/password-policy`)).json()) as { minLength: number };
    expect(policy.minLength).toBe(10);
    expect(await axeViolations(page, '[data-testid="settings-page"]')).toEqual([]);
  });

  it('switches a notification type off', async () => {
    await page.getByTestId('settings-tab-notifications').click();
    const box = page.getByTestId('settings-notifications-campaign_completed');
    await poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByTestId('settings-notifications-save').click();
    await poll(() => page.getByTestId('settings-notifications-notice-success').count()).toBe(1);
    await page.reload();
    await poll(() => page.getByTestId('settings-notifications-campaign_completed').isChecked()).toBe(false);
    expect(await axeViolations(page, '[data-testid="settings-page"]')).toEqual([]);
  });

  it('applies the theme and the accent colour across the site, and refuses an unreadable accent', async () => {
    await page.evaluate("localStorage.removeItem('marketplace.theme')");
    await page.goto(`${server.url}/admin/settings?tab=appearance`);
    const accent = page.getByTestId('settings-appearance-accentColor');
    await poll(() => accent.inputValue()).toBe('#4f46e5');
    await accent.fill('#ffff00');
    await page.getByTestId('settings-appearance-save').click();
    await poll(() => page.getByText('Barva zvýraznění má příliš malý kontrast s bílým textem (alespoň 4,5:1)').count()).toBe(1);

    await accent.fill('#7c3aed');
    await page.getByTestId('settings-appearance-theme').selectOption('light');
    await page.getByTestId('settings-appearance-save').click();
    await poll(() => page.getByTestId('settings-appearance-notice-success').count()).toBe(1);
    const primary = () => page.evaluate("document.documentElement.style.getPropertyValue('--color-primary')");
    await poll(primary).toBe('#7c3aed');
    expect(await axeViolations(page, '[data-testid="settings-page"]')).toEqual([]);

    // the public site, in a fresh visit without a choice of its own
    await page.goto(`${server.url}/`);
    await poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('light');
    await poll(primary).toBe('#7c3aed');

    await page.goto(`${server.url}/admin/settings?tab=appearance`);
    await poll(() => page.getByTestId('settings-appearance-theme').inputValue()).toBe('light');
    await page.getByTestId('settings-appearance-theme').selectOption('dark');
    await page.getByTestId('settings-appearance-save').click();
    await poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    // the dark theme keeps its own light accent (readable on dark)
    await poll(primary).toBe('');
  });

  it('shows the database figures and downloads a backup', async () => {
    await page.goto(`${server.url}/admin/settings?tab=database`);
    await poll(() => page.getByTestId('settings-database-tables').locator('tbody tr').count()).toBeGreaterThan(5);
    // a new data dir has no daily backup yet: the tab says so
    await poll(() => page.getByTestId('settings-backup-stale').textContent()).toBe(
      'Zatím neexistuje žádná záloha: spusťte marketplace backup nebo úlohu backup-database.',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('settings-backup').click()]);
    expect(download.suggestedFilename()).toMatch(/^marketplace-\d{8}T\d{6}Z\.sqlite$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    await poll(() => page.getByTestId('settings-database-notice-success').count()).toBe(1);
    expect(await axeViolations(page, '[data-testid="settings-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the admin in the language saved in the general tab, and back in Czech', async () => {
    await page.goto(`${server.url}/admin/settings`);
    const heading = page.getByRole('heading', { level: 2 }).first();
    await poll(() => heading.textContent()).toBe('Obecné');
    await page.getByTestId('settings-general-language').selectOption('sk');
    await page.getByTestId('settings-general-siteUrl').fill('https://www.katalog-salonu.cz/');
    await page.getByTestId('settings-general-save').click();
    // the screen follows at once: Slovak texts, the page's language
    await poll(() => heading.textContent()).toBe('Všeobecné');
    await poll(() =>
      page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang),
    ).toBe('sk');
    await page.reload();
    await poll(() => heading.textContent()).toBe('Všeobecné');
    expect(await page.getByTestId('settings-general-siteUrl').inputValue()).toBe('https://www.katalog-salonu.cz');
    // the public site keeps the edition's language
    await page.goto(`${server.url}/`);
    await poll(() =>
      page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang),
    ).toBe('cs');
    await page.goto(`${server.url}/admin/settings`);
    await page.getByTestId('settings-general-language').selectOption('cs');
    await page.getByTestId('settings-general-save').click();
    await poll(() => heading.textContent()).toBe('Obecné');
    expect(errors).toEqual([]);
  });
});
