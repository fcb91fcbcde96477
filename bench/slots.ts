/**
 * Slot computation under load, on SQLite and on PostgreSQL: one company with 10 employees, 3 services and
 * 5 000 future bookings (with their claims, through the booking repository) over the next weeks;
 * N requests of GET /api/companies/{slug}/slots through HTTP against the real app with varying service,
 * employee and from; p95 against the p95 of a plain indexed lookup of one booking by id on the same knex
 * connection (no HTTP route reads one booking without a session). Target: p95 <= 20 ms.
 */
import path from 'node:path';
import { DateTime } from 'luxon';
import { createBookingRepository, type NewBooking } from '../src/core/booking/booking.repository.js';
import { createCore } from '../src/core/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { buildApp } from '../src/server/app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { generateCompanies } from './lib/generate-companies.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const EMPLOYEES = 10;
const WEEKS = 9;
const ZONE = 'Europe/Prague';
const OPENS = 8 * 60;
const CLOSES = 20 * 60;
const TARGET_MS = 20;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

async function timedFetch(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

/** The company, its hours (every day 08:00-20:00), employees, services of 30/60/90 minutes and the bookings. */
async function prepare(db: Awaited<ReturnType<typeof openBenchDatabase>>['db']) {
  await migrateLatest(db);
  await runSeeds(db, { demo: false });
  const { slugs } = await generateCompanies(db, 20);
  const company = await db('companies').where({ slug: slugs[0] }).first('id', 'slug');
  const companyId = Number(company.id);
  await db('companies').where({ id: companyId }).update({ time_zone: ZONE, min_notice_minutes: 60 });
  await db('opening_hours').insert(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ company_id: companyId, weekday, opens: '08:00', closes: '20:00' })),
  );
  const services: Array<{ id: number; name: string }> = (
    await db('services').where({ company_id: companyId }).orderBy('id').select('id', 'name')
  ).map((s) => ({ id: Number(s.id), name: String(s.name) }));
  const durations = [30, 60, 90];
  for (const [i, s] of services.entries())
    await db('services')
      .where({ id: s.id })
      .update({ duration_minutes: durations[i % 3] });
  const created = new Date().toISOString();
  await db('employees').insert(
    Array.from({ length: EMPLOYEES }, (_, i) => ({
      company_id: companyId,
      name: `Pracovník ${i + 1}`,
      sort_order: i,
      created_at: created,
    })),
  );
  const employees: number[] = (await db('employees').where({ company_id: companyId }).orderBy('id').select('id')).map((e) => Number(e.id));

  // 5 000 bookings from tomorrow on, day by day, each employee's day filled in turn with short gaps
  const tomorrow = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1 });
  const bookings: NewBooking[] = [];
  let n = 0;
  for (let day = 0; day < WEEKS * 7 && bookings.length < BOOKINGS; day += 1) {
    const date = tomorrow.plus({ days: day });
    for (const [e, employee] of employees.entries()) {
      let minute = OPENS + ((day + e) % 3) * 30;
      while (bookings.length < BOOKINGS) {
        const duration = durations[n % 3]!;
        if (minute + duration > CLOSES) break;
        const start = date.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
        bookings.push({
          company_id: companyId,
          service_id: services[n % 3]!.id,
          employee_id: employee,
          employee_name: `Pracovník ${e + 1}`,
          customer_id: null,
          service_name: services[n % 3]!.name,
          duration_minutes: duration,
          price: 500,
          currency: 'CZK',
          name: `Klient ${n}`,
          email: `k${n}@example.cz`,
          phone: '+420 777 000 000',
          note: null,
          starts_at: start.toJSDate(),
          ends_at: start.plus({ minutes: duration }).toJSDate(),
          idempotency_key: null,
        });
        minute += duration + (n % 4 === 0 ? 60 : 0); // every fourth booking leaves an hour free
        n += 1;
      }
    }
  }
  const started = performance.now();
  for (let i = 0; i < bookings.length; i += 500) {
    await db.transaction(async (trx) => {
      for (const b of bookings.slice(i, i + 500)) await createBookingRepository(trx).insert(b, new Date());
    });
  }
  const last = bookings.at(-1)!.starts_at;
  return {
    slug: String(company.slug),
    companyId,
    services: services.map((s) => s.id),
    employees,
    count: bookings.length,
    last,
    insertSeconds: (performance.now() - started) / 1000,
  };
}

async function run(engine: Engine) {
  const bench = await openBenchDatabase(engine);
  try {
    const data = await prepare(bench.db);
    if (engine === 'postgres') await bench.db.raw('CHECKPOINT');
    await bench.db.raw(engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
    const core = createCore({ db: bench.db, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40) } });
    const app = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web') }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const today = DateTime.now().setZone(ZONE).startOf('day');
    const urls = Array.from({ length: REQUESTS }, (_, i) => {
      const p = new URLSearchParams({ service: String(data.services[i % 3]) });
      if (i % 4 !== 0) p.set('employee', String(data.employees[(i * 7) % EMPLOYEES])); // a quarter ask for anyone
      if (i % 5 !== 0) p.set('from', today.plus({ days: (i * 3) % 14 }).toISODate()!);
      return `${base}/api/companies/${data.slug}/slots?${p}`;
    });
    // the answer is real: days with free times, booked times left out
    const sample = (await (await fetch(urls[1]!)).json()) as { days: Array<{ slots: unknown[] }> };
    if (!sample.days?.length) throw new Error('no days in the slots answer');
    for (const url of urls.slice(0, 30)) await timedFetch(url); // warm-up
    const slots: number[] = [];
    for (const url of urls) slots.push(await timedFetch(url));
    await app.close();

    const ids: number[] = (await bench.db('bookings').where({ company_id: data.companyId }).select('id')).map((r) => Number(r.id));
    for (let i = 0; i < 30; i += 1) await bench.db('bookings').where({ id: ids[i] }).first();
    const lookup: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const start = performance.now();
      const row = await bench
        .db('bookings')
        .where({ id: ids[(i * 7919) % ids.length] })
        .first();
      lookup.push(performance.now() - start);
      if (!row) throw new Error('booking not found');
    }
    const p95 = percentile(slots, 95);
    const baseline = percentile(lookup, 95);
    return {
      engine,
      bookings: data.count,
      last_booking: data.last.toISOString().slice(0, 10),
      insert_seconds: round(data.insertSeconds),
      p50_ms: round(percentile(slots, 50)),
      p95_ms: round(p95),
      max_ms: round(Math.max(...slots)),
      lookup_p95_ms: round(baseline),
      ratio: round(p95 / baseline),
    };
  } finally {
    await bench.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const results = [];
for (const engine of engines) results.push(await run(engine));
const figure = Math.max(...results.map((r) => r.p95_ms));
const baseline = Math.max(...results.map((r) => r.lookup_p95_ms));
process.stdout.write(
  `${JSON.stringify({
    bench: 'slots',
    bookings: BOOKINGS,
    employees: EMPLOYEES,
    requests: REQUESTS,
    figure,
    baseline,
    baseline_kind: 'knex: bookings by id (same connection, no HTTP)',
    ratio: round(figure / baseline),
    target_ms: TARGET_MS,
    pass: figure <= TARGET_MS,
    engines: results,
  })}\n`,
);
