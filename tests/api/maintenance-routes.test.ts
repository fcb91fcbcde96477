import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { forgetSettings, userWithToken } from '../helpers/factories.js';
import { portOf, rawHttp } from '../helpers/raw-http.js';

const UNAVAILABLE = { success: false, code: 'unavailable' };
const SCRIPT = 'console.log("aplikace");';

/**
 * Maintenance mode decides on the route that will answer, not on the raw url: a `#…`, `;…` or an
 * extension at the end of a path opens nothing. The requests go over a real socket so that `#` and `;`
 * reach the server as written.
 */
describe.each(DB_KINDS)('maintenance mode by the matched route on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let webRoot: string;
  let admin: string;
  let customer: string;
  let slug: string;
  let productId: number;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const maintenance = (on: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/app-settings', headers: bearer(admin), payload: { general: { maintenanceMode: on } } });
  const orderBody = () =>
    JSON.stringify({
      items: [{ product_id: productId, quantity: 1 }],
      shipping_address: { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' },
      payment_method: 'bank_transfer',
    });
  const placeOrder = (url: string) =>
    rawHttp(port, 'POST', url, { headers: { ...bearer(customer), 'content-type': 'application/json' }, body: orderBody() });
  const orderCount = async () => Number((await t.database.db('orders').count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'maintenance-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), SCRIPT);
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp(kind, { webRoot });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app.server);
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    customer = (await userWithToken(t.app, t.core, 'customer')).token;
    slug = (await t.database.db('companies').where({ status: 'active' }).orderBy('id').first('slug')).slug;
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: bearer(admin),
      payload: { name: `Údržbové křeslo ${kind}`, category: 'krasa', subcategory: 'nabytek', price: 12_100, stock: 50 },
    });
    expect(product.statusCode, product.body).toBe(201);
    productId = product.json().product.id;
  });
  afterEach(async () => {
    await forgetSettings(t.core, 'general.%');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers the issue's urls normally while maintenance is off (the route they reach is the real one)", async () => {
    expect((await rawHttp(port, 'GET', '/api/search#.js')).status).toBe(200);
    expect((await rawHttp(port, 'GET', `/api/companies/${slug}#.js`)).status).toBe(200);
    expect((await rawHttp(port, 'GET', '/api/me/profile#x.png', { headers: bearer(customer) })).status).toBe(200);
  });

  it('holds every public API route reached with #, ; or an extension, and creates no order', async () => {
    expect((await maintenance(true)).statusCode).toBe(200);
    const held = [
      await rawHttp(port, 'GET', '/api/search#.js'),
      await rawHttp(port, 'GET', '/api/search?q=x#.js'),
      await rawHttp(port, 'GET', `/api/companies/${slug}#.js`),
      await rawHttp(port, 'GET', `/api/companies/${slug};.js`),
      await rawHttp(port, 'GET', '/api/search;.js'),
      await rawHttp(port, 'GET', '/api/neni-tu.js'),
      await rawHttp(port, 'GET', '/api/me/profile#x.png', { headers: bearer(customer) }),
    ];
    for (const answer of held) {
      expect(answer.status, answer.body.slice(0, 200)).toBe(503);
      expect(answer.headers['retry-after']).toBe('600');
      expect(JSON.parse(answer.body)).toMatchObject(UNAVAILABLE);
    }
    const before = await orderCount();
    const order = await placeOrder('/api/shop/orders#.js');
    expect(order.status, order.body.slice(0, 200)).toBe(503);
    expect(JSON.parse(order.body)).toMatchObject(UNAVAILABLE);
    expect(await orderCount()).toBe(before);
  });

  it('holds a public page whatever ends its url', async () => {
    await maintenance(true);
    for (const url of ['/katalog#.js', '/katalog;x.css', `/firma/${slug}#a.png`]) {
      const page = await rawHttp(port, 'GET', url);
      expect(page.status, url).toBe(503);
      expect(page.body).toContain('<h1>Probíhá údržba</h1>');
    }
  });

  it("lets through sign-in, health, the admin's routes and the web app's own files", async () => {
    await maintenance(true);
    expect((await rawHttp(port, 'GET', '/api/health#.js')).status).toBe(200);
    expect((await rawHttp(port, 'GET', '/api/edition#x')).status).toBe(200);
    expect((await rawHttp(port, 'GET', '/prihlaseni')).status).toBe(200);
    const settings = await rawHttp(port, 'GET', '/api/admin/app-settings#.js', { headers: bearer(admin) });
    expect(settings.status, settings.body).toBe(200);
    expect(JSON.parse(settings.body).settings.general.maintenanceMode).toBe(true);
    // a signed-in admin still reads the public API
    expect((await rawHttp(port, 'GET', '/api/search', { headers: bearer(admin) })).status).toBe(200);

    const script = await rawHttp(port, 'GET', '/assets/app-1a2b3c.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toBe(SCRIPT);
    expect((await rawHttp(port, 'GET', '/assets/app-1a2b3c.js?v=2')).status).toBe(200);
    expect((await rawHttp(port, 'GET', '/favicon.svg')).status).toBe(200);

    // the admin's own orders go through too: maintenance holds the public, not the operator
    const before = await orderCount();
    const order = await rawHttp(port, 'POST', '/api/shop/orders', {
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: orderBody(),
    });
    expect(order.status, order.body).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });
});
