import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as axeOn } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'social.admin@example.cz';

/**
 * Social posting (/admin/social) in Chromium against the real `marketplace serve` (jobs off): a webhook
 * account connected (its key shown once), a post written with the x/2200 counter and its platform
 * preview, put in the cart, scheduled with 'Naplánovat', published by `marketplace jobs run
 * social-publish` to a receiver on loopback that checks the signature, and shown as published in Moje
 * příspěvky; an axe check of the screen.
 */
describe('Social posting in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let receiver: http.Server;
  let origin = '';
  const received: Array<{ body: string; valid: boolean }> = [];
  let secret = '';
  const dataDir = tempDataDir();
  const env: Record<string, string> = { MARKETPLACE_DATA_DIR: dataDir, NODE_ENV: 'test' };
  const errors: string[] = [];
  let page: Page;

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['x-marketplace-signature'] ?? ''));
        const valid =
          !!match &&
          !!secret &&
          timingSafeEqual(createHmac('sha256', secret).update(`${match[1]}.${body}`).digest(), Buffer.from(match[2]!, 'hex'));
        received.push({ body, valid });
        response.writeHead(valid ? 200 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    env.MARKETPLACE_TEST_FETCH_ORIGINS = origin;
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Sára Sociální'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });

  const axeViolations = (selector: string) => axeOn(page, selector);

  it('connects a webhook account, creates a post, schedules it from the cart and shows it published after the job runs', async () => {
    await page.getByRole('link', { name: 'Sociální sítě' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/social');
    // the demo connects Facebook and Instagram by hand; LinkedIn is free
    await poll(() => page.getByTestId('social-account-linkedin').textContent()).toContain('Nepřipojeno');
    expect(await axeViolations('[data-testid="social-page"]')).toEqual([]);

    // the account: a webhook to the receiver; its key is shown once
    await page.getByTestId('social-connect').click();
    await page.getByTestId('social-connect-platform').selectOption('linkedin');
    await page.getByTestId('social-connect-name').fill('Marketplace LinkedIn');
    await page.getByTestId('social-connect-url').fill(`${origin}/hook`);
    await page.getByTestId('social-connect-save').click();
    await poll(() => page.getByTestId('social-secret-value').count()).toBe(1);
    secret = ((await page.getByTestId('social-secret-value').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await poll(() => page.getByTestId('social-account-linkedin').textContent()).toContain('Webhook');
    expect(await axeViolations('[data-testid="social-accounts"]')).toEqual([]);
    await page.getByRole('button', { name: 'Klíč jsem uložil' }).click();

    // the post: the counter, the platform's preview, into the cart
    await page.getByTestId('social-title').fill('Zimní akce');
    await page.getByTestId('social-content').fill('Sleva 15 % na všechny služby do konce prosince.');
    await poll(() => page.getByTestId('social-counter').textContent()).toBe('47/2200');
    await page.getByTestId('social-hashtags').fill('#akce zima #sleva');
    await page.getByTestId('social-platform-linkedin').check();
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await page.getByTestId('social-image-file').setInputFiles({ name: 'akce.png', mimeType: 'image/png', buffer: png });
    await poll(() => page.getByTestId('social-image').inputValue()).toMatch(/^\/media\/social\/[A-Za-z0-9_-]{22}$/);
    const imagePath = await page.getByTestId('social-image').inputValue();
    await poll(() => page.getByTestId('social-previews').textContent()).toContain('#akce #sleva');
    // the preview shows the image not yet published (fetched with the session), which nobody else gets
    const preview = page.getByTestId('social-previews').locator('img').first();
    await poll(() =>
      preview.evaluate((el) => {
        const img = el as unknown as { complete: boolean; naturalWidth: number };
        return img.complete && img.naturalWidth;
      }),
    ).toBe(60);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect((await fetch(`${server.url}${imagePath}`)).status).toBe(404);
    expect(await axeViolations('[data-testid="social-create-form"]')).toEqual([]);
    const cart = page.getByTestId('social-cart');
    const inCart = async () => Number(/\((\d+)\)/.exec((await cart.getByRole('heading').textContent()) ?? '')?.[1]);
    await poll(() => cart.getByRole('heading').count()).toBe(1);
    const before = await inCart();
    await page.getByTestId('social-add-to-cart').click();
    await poll(() => page.getByTestId('social-create-notice').textContent()).toContain('v košíku');
    await poll(() => cart.textContent()).toContain('Zimní akce');
    await poll(inCart).toBe(before + 1);

    // 'Naplánovat' schedules the whole cart (the demo's drafts too; no date: due at the next run)
    await page.getByTestId('social-cart-schedule').click();
    await poll(() => page.getByTestId('social-notice-success').textContent()).toContain(`Naplánováno příspěvků: ${before + 1}`);
    await poll(() => cart.getByRole('heading').textContent()).toBe('Košík (0)');
    await page.getByTestId('social-tab-posts').click();
    const row = page.getByTestId('social-posts').locator('li').filter({ hasText: 'Zimní akce' });
    await poll(() => row.getAttribute('data-status')).toBe('scheduled');
    await poll(() => row.textContent()).toContain('Naplánováno');

    // the job, as cron runs it
    const run = await runCli(['jobs', 'run', 'social-publish', '--json'], env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]!.valid).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      platform: 'linkedin',
      post: { title: 'Zimní akce', hashtags: ['#akce', '#sleva'] },
    });
    // the uploaded image's absolute address (on MARKETPLACE_PUBLIC_URL; a cron run without it: 127.0.0.1:3003),
    // with the grant that opens it before the post is published
    expect(String(JSON.parse(received[0]!.body).post.image_url)).toMatch(
      new RegExp(`^http://[^/]+${imagePath}\\?expires=\\d+&signature=[A-Za-z0-9_-]{22}$`),
    );
    // published: public
    expect((await fetch(`${server.url}${imagePath}`)).headers.get('content-type')).toBe('image/png');

    await page.getByTestId('social-filter-published').click();
    await poll(() => row.getAttribute('data-status')).toBe('published');
    await poll(() => row.textContent()).toContain('Publikováno');
    expect(await axeViolations('[data-testid="social-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
