import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductListResponse, AdminProductResponse, OrderCreatedResponse, OrderResponse } from '../../src/contract/shop.js';
import { axeViolations as axeOn } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'eshop.admin@example.cz';
const BUYER = 'eshop.kupec@example.cz';
const NBSP = '\u00a0';
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The E-shop screen (/admin/eshop) in Chromium against the real `marketplace serve` (jobs off): Produkty
 * (the contract's field messages, a product created with its price, stock, features and specification,
 * an image uploaded and removed, the low stock highlighted, the active switch), Objednávky (a customer's
 * order found by its number, its detail with lines and VAT, Zaplaceno, then Zrušit after a confirmation
 * returning the stock; Export CSV downloads the filtered orders), Reklamní předměty (one added), and an
 * axe check of each tab and the order's detail.
 */
describe('E-shop screen in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const errors: string[] = [];
  let page: Page;
  let adminToken = '';
  let buyerToken = '';

  const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${init.token ?? adminToken}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json()) as T;
    expect(response.ok, JSON.stringify(body)).toBe(true);
    return body;
  };
  const productNamed = async (name: string) => {
    const list = await api<AdminProductListResponse>(`/admin/shop/products?q=${encodeURIComponent(name)}`);
    return list.products.find((p) => p.name === name);
  };

  beforeAll(async () => {
    for (const [email, role, name] of [
      [ADMIN, 'admin', 'Eva Eshopová'],
      [BUYER, 'customer', 'Karel Kupec'],
    ] as const) {
      const res = await runCli(['users', 'create', '--email', email, '--password', PASSWORD, '--role', role, '--name', name], env);
      expect(res.exitCode, res.stderr).toBe(0);
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
    adminToken = (await page.evaluate<string | null>("localStorage.getItem('marketplace.token')")) ?? '';
    expect(adminToken).not.toBe('');
    const login = await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: BUYER, password: PASSWORD }, token: '' });
    buyerToken = login.token;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });
  const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
  const productRow = (name: string) =>
    page.getByTestId('eshop-product-row').filter({ has: page.getByTestId('eshop-product-name').getByText(name, { exact: true }) });

  const axeViolations = (selector: string) => axeOn(page, selector);

  it('E-shop is in the sidebar; Přidat produkt checks the fields, creates the product, takes and removes an image', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'E-shop' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/admin/eshop');
    await poll(() => page.getByTestId('eshop-tab-produkty').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('eshop-product-add').click();
    const form = page.getByTestId('eshop-product-form');
    await form.waitFor();
    // the contract's messages on the fields, nothing sent; the first invalid field has the focus
    await page.getByTestId('eshop-product-form-save').click();
    await poll(() => page.getByTestId('eshop-product-form-name-error').textContent()).toBe('Název je povinný (nejvýše 200 znaků)');
    expect(await page.getByTestId('eshop-product-form-price-error').textContent()).toBe('Cena je celé číslo v haléřích (centech) od 0');
    await poll(focused).toBe('eshop-product-form-name');
    expect(await page.getByTestId('eshop-product-form-name').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('eshop-product-form-name').fill('Kadeřnické křeslo Test');
    await page.getByTestId('eshop-product-form-brand').fill('Salonia');
    await page.getByTestId('eshop-product-form-category').selectOption('krasa');
    await page.getByTestId('eshop-product-form-subcategory').selectOption('nabytek');
    await page.getByTestId('eshop-product-form-price').fill('1 290,50');
    await page.getByTestId('eshop-product-form-original-price').fill('1500');
    await page.getByTestId('eshop-product-form-stock').fill('3');
    await page.getByTestId('eshop-product-form-description').fill('Hydraulické křeslo pro kadeřnictví.');
    await page.getByTestId('eshop-product-form-features').fill('Hydraulika\nOtočné o 360°');
    await page.getByTestId('eshop-product-form-spec-add').click();
    await page.getByTestId('eshop-product-form-spec-name').fill('Nosnost');
    await page.getByTestId('eshop-product-form-spec-value').fill('150 kg');
    await page.getByTestId('eshop-product-form-save').click();
    // the new product stays open as its edit form, for its images
    await poll(() => page.getByTestId('eshop-product-form-created').textContent()).toContain('Produkt Kadeřnické křeslo Test byl přidán.');
    const saved = await productNamed('Kadeřnické křeslo Test');
    expect(saved).toMatchObject({
      price: 129_050,
      original_price: 150_000,
      stock: 3,
      brand: 'Salonia',
      category: 'krasa',
      subcategory: 'nabytek',
      features: ['Hydraulika', 'Otočné o 360°'],
      specifications: [{ name: 'Nosnost', value: '150 kg' }],
      active: true,
    });
    expect(await page.getByTestId('eshop-product-form-slug').inputValue()).toBe(saved!.slug);

    await page.getByTestId('eshop-product-image-file').setInputFiles({ name: 'kreslo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('eshop-product-image-alt').fill('Křeslo zepředu');
    await page.getByTestId('eshop-product-image-upload').click();
    await poll(() => page.getByTestId('eshop-product-image').count()).toBe(1);
    expect(await page.getByTestId('eshop-product-image').locator('img').getAttribute('alt')).toBe('Křeslo zepředu');
    expect((await productNamed('Kadeřnické křeslo Test'))!.images).toHaveLength(1);
    // a file with a blocked extension is refused before it is sent
    await page.getByTestId('eshop-product-image-file').setInputFiles({ name: 'skript.exe', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('eshop-product-image-upload').click();
    await poll(() => page.getByTestId('eshop-product-image-error').isVisible()).toBe(true);
    expect(await axeViolations('[data-testid="eshop-product-form"]')).toEqual([]);
    await page.getByTestId('eshop-product-image-remove').click();
    await poll(() => page.getByTestId('eshop-product-image').count()).toBe(0);
    expect((await productNamed('Kadeřnické křeslo Test'))!.images).toHaveLength(0);
    await page.getByTestId('eshop-product-form-cancel').click();
    await form.waitFor({ state: 'detached' });

    // in the table: price with VAT, the original, a low stock highlighted
    await page.getByTestId('eshop-product-search').fill('Kadeřnické křeslo Test');
    const row = productRow('Kadeřnické křeslo Test');
    await poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('eshop-product-price').textContent()).toContain(`1${NBSP}290,50${NBSP}Kč`);
    expect(await row.getByTestId('eshop-product-stock').textContent()).toBe('3 ks');
    expect(await row.getAttribute('data-stock-level')).toBe('low');
    expect(await row.getByTestId('eshop-product-stock-badge').textContent()).toBe('Nízký sklad');

    // edit: stock up, no longer low
    await row.getByTestId('eshop-product-edit').click();
    await form.waitFor();
    expect(await page.getByTestId('eshop-product-form-price').inputValue()).toBe('1290,50');
    await page.getByTestId('eshop-product-form-stock').fill('40');
    await page.getByTestId('eshop-product-form-save').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => row.getByTestId('eshop-product-stock').textContent()).toBe('40 ks');
    expect(await row.getAttribute('data-stock-level')).toBe('ok');

    // the active switch hides it from the shop
    await row.getByTestId('eshop-product-active').click();
    await poll(async () => (await productNamed('Kadeřnické křeslo Test'))?.active).toBe(false);
    await poll(() => row.getByTestId('eshop-product-active').isChecked()).toBe(false);
    await row.getByTestId('eshop-product-active').click();
    await poll(async () => (await productNamed('Kadeřnické křeslo Test'))?.active).toBe(true);

    // a refusal of the server (a slug another product has) lands on its field, 'Chyba při ukládání…' above the buttons
    await page.getByTestId('eshop-product-add').click();
    await form.waitFor();
    await page.getByTestId('eshop-product-form-name').fill('Druhé křeslo Test');
    await page.getByTestId('eshop-product-form-slug').fill(saved!.slug);
    await page.getByTestId('eshop-product-form-category').selectOption('krasa');
    await page.getByTestId('eshop-product-form-subcategory').selectOption('nabytek');
    await page.getByTestId('eshop-product-form-price').fill('990');
    await page.getByTestId('eshop-product-form-stock').fill('1');
    await page.getByTestId('eshop-product-form-save').click();
    await poll(() => page.getByTestId('eshop-product-form-slug-error').textContent()).toBe('Tento slug už má jiný produkt');
    expect(await page.getByTestId('eshop-product-form-error').textContent()).toBe('Chyba při ukládání změn!');
    await poll(focused).toBe('eshop-product-form-slug');
    await page.getByTestId('eshop-product-form-cancel').click();
    await form.waitFor({ state: 'detached' });
    expect(await productNamed('Druhé křeslo Test')).toBeUndefined();
    expect(await axeViolations('[data-testid="eshop-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Objednávky: a customer’s order in the detail with lines and VAT, Zaplaceno, then Zrušit returning the stock; Export CSV', async () => {
    const created = await api<AdminProductResponse>('/admin/shop/products', {
      method: 'POST',
      body: { name: 'Sterilizátor Test', category: 'zdravi', subcategory: 'pristroje', price: 242_000, stock: 5 },
    });
    const order = await api<OrderCreatedResponse>('/shop/orders', {
      method: 'POST',
      token: buyerToken,
      body: {
        items: [{ product_id: created.product.id, quantity: 2 }],
        shipping_address: { street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00' },
        payment_method: 'bank_transfer',
      },
    });
    const number = order.order.number;
    expect((await productNamed('Sterilizátor Test'))!.stock).toBe(3);

    await page.goto(`${server.url}/admin/eshop?tab=objednavky`);
    await poll(() => page.getByTestId('eshop-tab-objednavky').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('eshop-order-search').fill(number);
    const row = page.getByTestId('eshop-order-row').filter({ hasText: number });
    await poll(() => page.getByTestId('eshop-order-row').count()).toBe(1);
    expect(await row.getByTestId('eshop-order-status').textContent()).toBe('Čeká na platbu');
    expect(await row.getByTestId('eshop-order-total').textContent()).toBe(`4${NBSP}840${NBSP}Kč`);
    expect(await row.textContent()).toContain('Bankovní převod');
    expect(await row.textContent()).toContain('Karel Kupec');

    await row.getByTestId('eshop-order-open').click();
    const detail = page.getByTestId('eshop-order-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('eshop-order-line').count()).toBe(1);
    expect(await detail.getByTestId('eshop-order-line').textContent()).toContain('Sterilizátor Test');
    expect(await detail.getByTestId('eshop-order-detail-total').textContent()).toBe(`4${NBSP}840${NBSP}Kč`);
    // 2 x 2 420 Kč with VAT; VAT 21 % taken out of the gross: 840 Kč, net 4 000 Kč
    expect(order.order).toMatchObject({ total: 484_000, vat_total: 84_000, subtotal_net: 400_000 });
    const totals = await detail.getByTestId('eshop-order-totals').textContent();
    expect(totals).toContain(`Bez DPH4${NBSP}000${NBSP}Kč`);
    expect(totals).toContain(`DPH840${NBSP}Kč`);
    expect(await detail.getByTestId('eshop-order-detail-address').textContent()).toContain('Dlouhá 12');
    expect(await axeViolations('[data-testid="eshop-order-detail"]')).toEqual([]);

    await detail.getByTestId('eshop-order-action-paid').click();
    await poll(() => detail.getByTestId('eshop-order-detail-status').textContent()).toBe('Zaplaceno');
    expect((await api<OrderResponse>(`/shop/orders/${order.order.id}`, { token: buyerToken })).order.status).toBe('paid');
    expect(await detail.getByTestId('eshop-order-action-paid').count()).toBe(0);

    // Zrušit asks first; cancelling there returns the two pieces
    await detail.getByTestId('eshop-order-action-cancelled').click();
    const confirm = page.getByTestId('eshop-order-confirm-cancel');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Opravdu chcete zrušit objednávku ${number}?`);
    await page.getByTestId('eshop-order-confirm-cancel-cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect((await productNamed('Sterilizátor Test'))!.stock).toBe(3);
    await detail.getByTestId('eshop-order-action-cancelled').click();
    await page.getByTestId('eshop-order-confirm-cancel-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => detail.getByTestId('eshop-order-detail-status').textContent()).toBe('Zrušeno');
    await poll(async () => (await productNamed('Sterilizátor Test'))!.stock).toBe(5);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await poll(() => row.getByTestId('eshop-order-status').textContent()).toBe('Zrušeno');

    // Export CSV: the orders the filters show
    await page.getByTestId('eshop-order-status-filter').selectOption('cancelled');
    await poll(() => page.getByTestId('eshop-order-row').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eshop-order-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile((await download.path())!)).toString('utf8');
    expect(text).toContain(number);
    expect(text.split(/\r?\n/).filter((line) => line.includes('OBJ-'))).toHaveLength(1);
    expect(await axeViolations('[data-testid="eshop-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Reklamní předměty: Přidat předmět with the minimum order and colours', async () => {
    await page.goto(`${server.url}/admin/eshop?tab=predmety`);
    await poll(() => page.getByTestId('eshop-tab-predmety').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('eshop-promo-add').click();
    const form = page.getByTestId('eshop-promo-form');
    await form.waitFor();
    await page.getByTestId('eshop-promo-form-name').fill('Hrnek s logem Test');
    await page.getByTestId('eshop-promo-form-category').fill('Kancelář');
    await page.getByTestId('eshop-promo-form-price').fill('89');
    await page.getByTestId('eshop-promo-form-min-order').fill('0');
    await page.getByTestId('eshop-promo-form-save').click();
    await poll(() => page.getByTestId('eshop-promo-form-min-order-error').textContent()).toBe('Minimální odběr je celé číslo od 1');
    await page.getByTestId('eshop-promo-form-min-order').fill('50');
    await page.getByTestId('eshop-promo-form-colors').fill('bílá, černá');
    await page.getByTestId('eshop-promo-form-save').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('eshop-promo-row').filter({ hasText: 'Hrnek s logem Test' });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('50 ks');
    expect(await row.textContent()).toContain('bílá, černá');
    expect(await row.textContent()).toContain(`89${NBSP}Kč`);
    expect(await axeViolations('[data-testid="eshop-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Reklamní plochy: the outdoor spaces, one added', async () => {
    await page.goto(`${server.url}/admin/eshop?tab=plochy`);
    await poll(() => page.getByTestId('eshop-tab-plochy').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('eshop-space-add').click();
    const form = page.getByTestId('eshop-space-form');
    await form.waitFor();
    await page.getByTestId('eshop-space-form-type').fill('Billboard');
    await page.getByTestId('eshop-space-form-size').fill('5,1 x 2,4 m');
    await page.getByTestId('eshop-space-form-location').fill('Vídeňská 100 Test');
    await page.getByTestId('eshop-space-form-city').fill('Brno');
    await page.getByTestId('eshop-space-form-latitude').fill('49,17');
    await page.getByTestId('eshop-space-form-longitude').fill('16.6');
    await page.getByTestId('eshop-space-form-price').fill('12 000');
    await page.getByTestId('eshop-space-form-save').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('eshop-space-row').filter({ hasText: 'Vídeňská 100 Test' });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`12${NBSP}000${NBSP}Kč / měsíc`);
    expect(await row.getByTestId('eshop-space-status').textContent()).toBe('Volná');
    expect(await axeViolations('[data-testid="eshop-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('the tabs move with the arrow keys, Home and End; a list that fails says so and Zkusit znovu loads it', async () => {
    // the list's requests fail until the moment of the click: a request of its own the page makes meanwhile
    // (the sidebar's hover starts the screen's first query) fails too, and leaves the error and its button
    let failing = true;
    await page.route(
      (u) => u.pathname === '/api/admin/shop/products',
      (route) => (failing ? route.abort('connectionrefused') : route.fallback()),
    );
    await page.goto(`${server.url}/admin/eshop`);
    const failed = page.getByTestId('eshop-product-error');
    await poll(() => failed.isVisible()).toBe(true);
    await poll(() => failed.getByRole('heading').textContent()).toBe('Chyba připojení');
    const retry = page.getByTestId('eshop-product-error-retry');
    await retry.waitFor();
    failing = false;
    await retry.click();
    await page.unrouteAll();
    // the table, or the empty state when this test runs alone
    await poll(() => page.getByTestId('eshop-product-table').or(page.getByTestId('eshop-product-empty')).isVisible()).toBe(true);
    expect(await failed.count()).toBe(0);

    await page.getByTestId('eshop-tab-produkty').focus();
    // each key once the tab it moved to is rendered selected (the router renders a navigation in a transition)
    const selected = (tab: string) => page.getByTestId(`eshop-tab-${tab}`).getAttribute('aria-selected');
    await page.keyboard.press('ArrowRight');
    await poll(() => selected('objednavky')).toBe('true');
    await poll(focused).toBe('eshop-tab-objednavky');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('objednavky');
    await page.keyboard.press('End');
    await poll(() => selected('plochy')).toBe('true');
    await poll(focused).toBe('eshop-tab-plochy');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('plochy');
    await page.keyboard.press('ArrowRight');
    await poll(() => selected('produkty')).toBe('true');
    await poll(focused).toBe('eshop-tab-produkty');
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
    await page.keyboard.press('ArrowLeft');
    await poll(() => selected('plochy')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('plochy');
    // a reload keeps the tab
    await page.reload();
    await poll(() => page.getByTestId('eshop-tab-plochy').getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });
});
