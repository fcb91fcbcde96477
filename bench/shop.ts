/**
 * The e-shop: p95 of GET /api/shop/products with filters over 10 000 products (against the p95 of the
 * unfiltered first page in the same run), and orders per second from 20 concurrent clients buying one
 * piece each of one hot product until it sells out, with the count of pieces sold beyond the stock
 * (must be 0). Through HTTP against the real app on loopback. BENCH_ENGINE=sqlite (default) or postgres;
 * BENCH_SHOP_PRODUCTS (10000), BENCH_SHOP_CLIENTS (20), BENCH_SHOP_STOCK (300). Target: p95 <= 20 ms, 0 oversold.
 */
import path from 'node:path';
import { DEFAULT_LIMITS } from '../src/config/limits.js';
import { productListQuery, SHOP_CATEGORIES, SHOP_SUBCATEGORIES } from '../src/contract/shop.js';
import { createCore } from '../src/core/index.js';
import { searchColumns } from '../src/core/shop/catalogue.repository.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { dialectFor } from '../src/db/sql-dialect.js';
import { buildApp } from '../src/server/app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';

const ENGINE = (process.env.BENCH_ENGINE ?? 'sqlite') as Engine;
const PRODUCTS = Number(process.env.BENCH_SHOP_PRODUCTS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_SHOP_CLIENTS ?? 20);
const HOT_STOCK = Number(process.env.BENCH_SHOP_STOCK ?? 300);
const LIST_REQUESTS = 300;
const TARGET_MS = 20;
const BRANDS = ['Salonia', 'ProStyle', 'ZenLine', 'MediCare', 'FitGear', 'GaragePro', 'PetPro', 'Aroma Lab', 'IronLine', 'CleanMed'];
const WORDS = ['křeslo', 'fén', 'lehátko', 'sada', 'olej', 'rukavice', 'činky', 'kompresor', 'šampon', 'zástěra', 'stolek', 'lampa'];

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

/** A deterministic pseudo-random sequence (the same catalogue every run). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

const bench = await openBenchDatabase(ENGINE);
try {
  await migrateLatest(bench.db);
  await runSeeds(bench.db, { demo: false });
  const random = rng(42);
  const stamp = Date.now();
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const name = `${WORDS[i % WORDS.length]} ${BRANDS[i % BRANDS.length]} ${i}`;
    const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
    const created = new Date(stamp - i * 60_000).toISOString();
    return {
      country_code: 'CZ',
      currency: 'CZK',
      slug: `bench-produkt-${i}`,
      name,
      ...searchColumns('CZ', name, brand, []),
      brand,
      category: SHOP_CATEGORIES[Math.floor(random() * SHOP_CATEGORIES.length)]!,
      subcategory: SHOP_SUBCATEGORIES[Math.floor(random() * SHOP_SUBCATEGORIES.length)]!,
      price: Math.round(random() * 100_000) * 100 + 90,
      stock: random() < 0.2 ? 0 : Math.floor(random() * 50),
      rating: Math.round(random() * 50) / 10,
      review_count: Math.floor(random() * 40),
      active: true,
      created_at: created,
      updated_at: created,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await bench.db('products').insert(rows.slice(i, i + 500));
  const [hotRow] = await bench
    .db('products')
    .insert({ ...rows[0]!, slug: 'bench-hot', name: 'Hot', stock: HOT_STOCK })
    .returning('id');
  const hotId = Number(typeof hotRow === 'object' ? hotRow.id : hotRow);
  await dialectFor(bench.db).analyze(bench.db, 'products');
  if (ENGINE === 'sqlite') await bench.db.raw('ANALYZE');

  // the orders' abuse caps (per address, unpaid per account) raised: 20 clients on loopback buy until the stock runs out
  const core = createCore({
    db: bench.db,
    config: { version: 'bench', domains: {}, secret: 'x'.repeat(40), shop: { maxUnpaidOrders: 1000 } },
  });
  const raised = { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp(
    core,
    { domains: {}, webRoot: path.resolve('dist/web'), limits: { rate: { ...DEFAULT_LIMITS.rate, login: raised, orders: raised } } },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // the catalogue: filter combinations the screen sends, in turn
    const filters = [
      'category=krasa',
      'category=wellness&subcategory=pristroje',
      'q=kreslo',
      'max_price=20000&sort=price_asc',
      'brand=FitGear&in_stock=true',
      'category=sport&sort=rating',
      'in_stock=true&sort=newest',
      'category=auto&subcategory=naradi&max_price=50000&sort=price_desc',
      'q=sada&category=zdravi',
      'sort=name&page=20',
    ].map((q) => `${base}/api/shop/products?limit=24&${q}`);
    const plain = `${base}/api/shop/products?limit=24`;
    for (let i = 0; i < 20; i += 1) await timedGet(filters[i % filters.length]!); // warm-up
    const filtered: number[] = [];
    for (let i = 0; i < LIST_REQUESTS; i += 1) filtered.push(await timedGet(filters[i % filters.length]!));
    // the same filters through core alone (the two statements and the rows' mapping, without HTTP)
    const queries = filters.map((url) => productListQuery.parse(Object.fromEntries(new URL(url).searchParams)));
    const inCore: number[] = [];
    const perFilter = filters.map(() => [] as number[]);
    for (let i = 0; i < LIST_REQUESTS; i += 1) {
      const start = performance.now();
      await core.shop.catalogue.list('CZ', queries[i % queries.length]!);
      inCore.push(performance.now() - start);
      perFilter[i % queries.length]!.push(performance.now() - start);
    }
    const slowest = perFilter
      .map((times, i) => ({ filter: new URL(filters[i]!).search, p95: round(percentile(times, 95)) }))
      .sort((a, b) => b.p95 - a.p95)[0]!;
    const unfiltered: number[] = [];
    for (let i = 0; i < 100; i += 1) unfiltered.push(await timedGet(plain));

    // the orders: CLIENTS buyers, each ordering one piece of the hot product until it is sold out
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const email = `bench-kupujici-${i}@example.cz`;
      await core.accounts.createUser({
        email,
        password: 'heslo-Pro-Bench-42',
        role: 'customer',
        first_name: 'Bench',
        last_name: `${i}`,
        company_id: null,
      });
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'heslo-Pro-Bench-42' }),
      });
      tokens.push(((await res.json()) as { token: string }).token);
    }
    const body = JSON.stringify({
      items: [{ product_id: hotId, quantity: 1 }],
      shipping_address: { street: 'Dlouhá 1', city: 'Praha' },
      payment_method: 'bank_transfer',
    });
    let created = 0;
    let soldOut = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        for (;;) {
          const res = await fetch(`${base}/api/shop/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          await res.arrayBuffer();
          if (res.status === 201) created += 1;
          else if (res.status === 409) {
            soldOut += 1;
            return;
          } else {
            failed += 1;
            if (failed > 100) return;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const stock = Number((await bench.db('products').where({ id: hotId }).first('stock')).stock);
    const sold = Number((await bench.db('order_lines').where({ product_id: hotId }).sum({ q: 'quantity' }).first())?.q ?? 0);

    const figure = percentile(filtered, 95);
    process.stdout.write(
      `${JSON.stringify({
        bench: 'shop',
        engine: ENGINE,
        figure: round(figure),
        baseline: round(percentile(unfiltered, 95)),
        target: `p95 <= ${TARGET_MS} ms, 0 oversold`,
        unit: 'ms (p95 of GET /api/shop/products with filters / unfiltered first page)',
        products: PRODUCTS,
        listRequests: LIST_REQUESTS,
        medianMs: round(percentile(filtered, 50)),
        coreP95Ms: round(percentile(inCore, 95)),
        coreMedianMs: round(percentile(inCore, 50)),
        coreSlowestFilter: slowest,
        ordersPerSecond: round(created / seconds),
        clients: CLIENTS,
        hotStock: HOT_STOCK,
        ordersCreated: created,
        ordersRefusedSoldOut: soldOut,
        ordersFailed: failed,
        stockLeft: stock,
        oversold: Math.max(0, sold - HOT_STOCK),
      })}\n`,
    );
  } finally {
    await app.close();
    core.mail.close();
  }
} finally {
  await bench.close();
}
