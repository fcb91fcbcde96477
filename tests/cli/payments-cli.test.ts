import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { fioAnswer, fioTransaction, startFioStandIn } from '../helpers/fio-stand-in.js';
import { gpcFile } from '../helpers/gpc.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };

/** `marketplace payments import FILE` and `jobs run bank-statements` from the built package, on both engines. */
describe.each(DB_KINDS)('marketplace payments on %s', { timeout: 300_000 }, (kind) => {
  let t: TestApp;
  let env: Record<string, string>;
  let buyer: string;
  let productId: number;
  const dir = tempDataDir();

  async function order() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      headers: { authorization: `Bearer ${buyer}` },
      payload: { items: [{ product_id: productId, quantity: 1 }], shipping_address: ADDRESS, payment_method: 'bank_transfer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total: number; variable_symbol: string };
  }
  const statusOf = async (id: number) => (await t.database.db('orders').where({ id }).first()).status;

  beforeAll(async () => {
    t = await startTestApp(kind);
    env = { DATABASE_URL: t.database.url, MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_SECRET: TEST_SECRET };
    const admin = (await userWithToken(t.app, t.core, 'admin')).token;
    buyer = (await userWithToken(t.app, t.core, 'customer')).token;
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: `CLI křeslo ${kind}`, category: 'krasa', subcategory: 'nabytek', price: 9_900, stock: 100 },
    });
    productId = product.json().product.id;
  });
  afterAll(() => t?.close());

  it('imports a GPC statement: the JSON summary, the Czech line, duplicates on a second run', async () => {
    const paid = await order();
    const file = path.join(dir, `vypis-${kind}.gpc`);
    writeFileSync(
      file,
      gpcFile([
        { id: 501, amount: paid.total, vs: paid.variable_symbol, note: 'Úhrada objednávky' },
        { id: 502, amount: 1_000, vs: '31337' },
      ]),
    );
    const json = await runCli(['payments', 'import', file, '--json'], env);
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ transactions: 2, matched: 1, partial: 0, unmatched: 1, duplicates: 0 });
    expect(await statusOf(paid.id)).toBe('paid');

    const text = await runCli(['payments', 'import', file], env);
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout.trim()).toBe('Výpis načten: transakcí 2, spárováno 0, částečně 0, nespárováno 0, duplicitních 2.');
  });

  it('exits 1 with the wrong line in Czech on a malformed file', async () => {
    const file = path.join(dir, `spatny-${kind}.gpc`);
    const lines = gpcFile([{ id: 601, amount: 100, vs: '1' }])
      .toString('latin1')
      .split('\r\n');
    writeFileSync(file, Buffer.from(`${lines[0]}\r\n075 kratky radek\r\n`, 'latin1'));
    const run = await runCli(['payments', 'import', file, '--json'], env);
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim()).toBe('marketplace: Výpis není ve formátu GPC (ABO): řádek 2: má 16 znaků místo 128.');
    expect(run.stdout).toBe('');
    const missing = await runCli(['payments', 'import', path.join(dir, 'neni.gpc')], env);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('neexistuje');
  });

  it("runs the bank-statements job against Fio's API (a local stand-in, NODE_ENV=test)", async () => {
    const fio = await startFioStandIn('cli-token-123');
    try {
      const paid = await order();
      fio.answer(fioAnswer([fioTransaction({ id: 777_001, amount: paid.total / 100, vs: paid.variable_symbol })]));
      const run = await runCli(['jobs', 'run', 'bank-statements', '--json'], {
        ...env,
        NODE_ENV: 'test',
        MARKETPLACE_FIO_TOKEN: 'cli-token-123',
        MARKETPLACE_TEST_FIO_API: fio.url,
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout).result).toMatchObject({ configured: 1, transactions: 1, matched: 1 });
      expect(await statusOf(paid.id)).toBe('paid');
    } finally {
      await fio.close();
    }
  });
});
