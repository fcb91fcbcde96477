import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse, OrderCreatedResponse, OrderResponse } from '../../src/contract/shop.js';
import { axeViolations, poll } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { gpcFile } from '../helpers/gpc.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'platby.admin@example.cz';
const BUYER = 'platby.kupec@example.cz';

/**
 * E-shop › Platby in Chromium against the real `marketplace serve`: a GPC statement uploaded (its summary), the
 * statement with its counts, an unmatched transaction assigned by hand to an order by its VS (the order paid),
 * a malformed file's Czech error naming the line, and an axe check.
 */
describe('E-shop › Platby in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_SHOP_BANK_ACCOUNT: '19-2000145399/0800' };
  const errors: string[] = [];
  let page: Page;
  let adminToken = '';
  let buyerToken = '';

  const api = async <T>(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${server.url}/api${pathname}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${init.token ?? adminToken}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json()) as T;
    expect(response.ok, JSON.stringify(body)).toBe(true);
    return body;
  };

  beforeAll(async () => {
    for (const [email, role, name] of [
      [ADMIN, 'admin', 'Eva Platebná'],
      [BUYER, 'customer', 'Karel Převodník'],
    ] as const) {
      const res = await runCli(['users', 'create', '--email', email, '--password', PASSWORD, '--role', role, '--name', name], env);
      expect(res.exitCode, res.stderr).toBe(0);
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
    adminToken = (await page.evaluate<string | null>("localStorage.getItem('marketplace.token')")) ?? '';
    buyerToken = (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: BUYER, password: PASSWORD }, token: '' }))
      .token;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a statement, lists it and assigns an unmatched transaction to an order by its VS', async () => {
    const product = await api<AdminProductResponse>('/admin/shop/products', {
      method: 'POST',
      body: { name: 'Platební křeslo', category: 'krasa', subcategory: 'nabytek', price: 250_000, stock: 3 },
    });
    const { order } = await api<OrderCreatedResponse>('/shop/orders', {
      method: 'POST',
      token: buyerToken,
      body: {
        items: [{ product_id: product.product.id, quantity: 1 }],
        shipping_address: { street: 'Dlouhá 1', city: 'Praha' },
        payment_method: 'bank_transfer',
      },
    });
    const dir = tempDataDir();
    const file = path.join(dir, 'vypis.gpc');
    writeFileSync(file, gpcFile([{ id: 91, amount: order.total, vs: '4242', note: 'Platba bez VS objednávky' }]));
    const broken = path.join(dir, 'spatny.gpc');
    writeFileSync(broken, Buffer.from(`${gpcFile([]).toString('latin1').replace(/\r\n$/, '')}\r\n075123\r\n`, 'latin1'));

    await page.goto(`${server.url}/admin/eshop?tab=platby`);
    const panel = page.getByTestId('payments-statements');
    await panel.waitFor();
    // serve on an empty data dir seeds the demo: its statement is listed
    const statements = panel.getByTestId('payments-statement-row');
    await poll(() => statements.count()).toBe(1);
    expect(await statements.textContent()).toContain('demo-vypis.gpc');

    // a malformed file: the server's Czech error naming the line
    await panel.getByTestId('payments-file').setInputFiles(broken);
    await panel.getByTestId('payments-upload-submit').click();
    await poll(() => panel.getByTestId('payments-upload-result').textContent()).toBe(
      'Výpis není ve formátu GPC (ABO): řádek 2: má 6 znaků místo 128.',
    );
    expect(await panel.getByTestId('payments-upload-result').getAttribute('role')).toBe('alert');

    await panel.getByTestId('payments-file').setInputFiles(file);
    await panel.getByTestId('payments-upload-submit').click();
    await poll(() => panel.getByTestId('payments-upload-result').textContent()).toBe(
      'Výpis načten: transakcí 1, spárováno 0, částečně 0, nespárováno 1, duplicitních 0.',
    );
    await poll(() => statements.count()).toBe(2);
    expect(await statements.first().textContent()).toMatch(/(^|[^-])vypis\.gpc/); // newest first
    const row = panel.locator('[data-testid="payments-transaction-row"][data-vs="4242"]');
    await poll(() => row.getByTestId('payments-transaction-state').textContent()).toBe('Nespárovaná');
    expect(await axeViolations(page, '[data-testid="eshop-payments"]')).toEqual([]);

    await row.getByRole('button', { name: /^Přiřadit platbu .* k objednávce$/ }).click();
    const vs = row.getByTestId('payments-assign-vs');
    await vs.fill(order.variable_symbol);
    await row.getByTestId('payments-assign-submit').click();
    await poll(() => page.getByTestId('payments-notice-success').textContent()).toContain(
      `Transakce byla přiřazena k platbě s VS ${order.variable_symbol}; platba je zaplacená.`,
    );
    await poll(() => row.count()).toBe(0); // no longer unmatched
    await panel.getByTestId('payments-state-filter').selectOption('matched');
    const matched = panel.locator('[data-testid="payments-transaction-row"][data-vs="4242"]');
    await poll(() => matched.textContent()).toContain(order.number);
    const paid = await api<OrderResponse>(`/shop/orders/${order.id}`, { token: buyerToken });
    expect(paid.order.status).toBe('paid');
    expect(errors).toEqual([]);
  });
});
