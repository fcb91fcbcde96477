import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/core/text/normalize.js';
import { openDatabase } from '../../src/db/index.js';
import { migrateLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../seeds/demo.js';
import { createDemoRepository } from '../../src/core/demo/demo.repository.js';
import { DEMO_OUTBOX_PER_KIND } from '../../seeds/demo-outbox.js';
import { seedReference } from '../../seeds/reference.js';
import { createHostingRepository } from '../../src/core/hosting/hosting.repository.js';
import { renewalDistribution, revenueCalendar } from '../../src/core/hosting/revenue.service.js';

const NOW = new Date('2026-01-15T10:00:00.000Z');
const WEB_PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
const dirs: string[] = [];
const dbs: Knex[] = [];

async function freshDb(): Promise<Knex> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  dirs.push(dir);
  const db = openDatabase({ client: 'sqlite', filename: path.join(dir, 'test.sqlite'), embedded: false });
  dbs.push(db);
  await migrateLatest(db);
  return db;
}

const count = async (db: Knex, table: string, where: Record<string, unknown> = {}) =>
  Number((await db(table).where(where).count({ n: '*' }).first())?.n ?? 0);

const MAJOR_CZ: Record<string, string> = {
  Praha: 'praha',
  Brno: 'jihomoravsky',
  Ostrava: 'moravskoslezsky',
  Plzeň: 'plzensky',
  Liberec: 'liberecky',
  Olomouc: 'olomoucky',
  'České Budějovice': 'jihocesky',
  'Hradec Králové': 'kralovehradecky',
  Pardubice: 'pardubicky',
  Zlín: 'zlinsky',
  Havířov: 'moravskoslezsky',
  Kladno: 'stredocesky',
  Most: 'ustecky',
  Opava: 'moravskoslezsky',
  'Frýdek-Místek': 'moravskoslezsky',
};

describe('seeds', { timeout: 120_000 }, () => {
  let db: Knex;

  beforeAll(async () => {
    db = await freshDb();
  });

  afterAll(async () => {
    for (const d of dbs) await d.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds countries, regions, cities and categories idempotently', async () => {
    const first = await seedReference(db, NOW);
    expect(first.countries).toBe(3);
    expect(first.regions).toBe(38);
    const tables = ['countries', 'regions', 'cities', 'category_groups', 'subcategories'];
    const before = await Promise.all(tables.map((t) => count(db, t)));
    expect(before).toEqual([first.countries, first.regions, first.cities, first.categories, first.subcategories]);

    const second = await seedReference(db, NOW);
    expect(second).toEqual(first);
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);

    expect(await db('countries').orderBy('code').pluck('default_city_slug')).toEqual(['praha', 'warszawa', 'bratislava']);
    expect(await count(db, 'regions', { country_code: 'CZ' })).toBe(14);
    expect(await count(db, 'regions', { country_code: 'SK' })).toBe(8);
    expect(await count(db, 'regions', { country_code: 'PL' })).toBe(16);
    expect(await count(db, 'cities', { country_code: 'CZ' })).toBeGreaterThanOrEqual(31);
    expect(await count(db, 'cities', { country_code: 'SK' })).toBeGreaterThanOrEqual(15);
    expect(await count(db, 'cities', { country_code: 'PL' })).toBeGreaterThanOrEqual(20);
  });

  it('has the 15 major Czech cities in their regions, with folded search names', async () => {
    const rows = await db('cities as c')
      .join('regions as r', 'r.id', 'c.region_id')
      .where('c.country_code', 'CZ')
      .select('c.name', 'c.slug', 'c.name_search', 'c.population', { region: 'r.slug' });
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const [name, region] of Object.entries(MAJOR_CZ)) {
      expect(byName.get(name)?.region, name).toBe(region);
    }
    expect(byName.get('České Budějovice')?.slug).toBe('ceske-budejovice');
    expect(byName.get('Plzeň')?.name_search).toBe('plzen');
    for (const r of rows) expect(r.name_search).toBe(foldText(r.name));
    const everyRegion = new Set(rows.map((r) => r.region));
    expect(everyRegion.size).toBe(14);
  });

  it('has 12 category groups (15 in SK) with subcategories and local images', async () => {
    const slugs = async (code: string) => db('category_groups').where({ country_code: code }).orderBy('sort_order').pluck('slug');
    const common = [
      'krasa',
      'wellness',
      'zdravi',
      'sport',
      'auto',
      'zvirata',
      'poradenstvi',
      'kurzy',
      'zabava',
      'obchody',
      'hotely',
      'gastronomie',
    ];
    expect(await slugs('CZ')).toEqual(common);
    expect(await slugs('PL')).toEqual(common);
    const sk = await slugs('SK');
    expect(sk).toHaveLength(15);
    for (const slug of ['zdravie', 'zvierata', 'barbershop', 'kadernictvo', 'kozmetika']) expect(sk).toContain(slug);
    expect(sk).not.toContain('zdravi');
    expect(await db('category_groups').where({ country_code: 'CZ', slug: 'zvirata' }).first()).toMatchObject({ name: 'Zvířata' });

    const groups = await db('category_groups').select('id', 'image_url', 'icon');
    for (const g of groups) {
      expect(g.image_url).toMatch(/^\/img\/placeholders\/[a-z]+\.svg$/);
      expect(existsSync(path.join(WEB_PUBLIC, g.image_url)), g.image_url).toBe(true);
      expect(g.icon.length).toBeGreaterThan(0);
      expect(await count(db, 'subcategories', { group_id: g.id })).toBeGreaterThanOrEqual(3);
    }
  });

  it('seeds at least 300 demo companies with services, hours and photos', async () => {
    const result = await seedDemo(db, NOW);
    expect(result.skipped).toBe(false);
    expect(result.companies).toBeGreaterThanOrEqual(300);
    expect(await count(db, 'companies')).toBe(result.companies);
    expect(await count(db, 'companies', { country_code: 'CZ' })).toBeGreaterThanOrEqual(200);
    expect(await count(db, 'companies', { country_code: 'SK' })).toBeGreaterThanOrEqual(50);
    expect(await count(db, 'companies', { country_code: 'PL' })).toBeGreaterThanOrEqual(50);

    const noService = await db('companies as c')
      .leftJoin('services as s', 's.company_id', 'c.id')
      .whereNull('s.id')
      .count({ n: '*' })
      .first();
    expect(Number(noService?.n)).toBe(0);
    const noPhoto = await db('companies as c').leftJoin('photos as p', 'p.company_id', 'c.id').whereNull('p.id').count({ n: '*' }).first();
    expect(Number(noPhoto?.n)).toBe(0);
    // the demo business's services explain themselves: a category and a description each
    const demo = (await createDemoRepository(db).demoBusiness())!;
    const described = await db('services')
      .where({ company_id: demo.id })
      .whereNotNull('category')
      .whereNotNull('description')
      .count({ n: '*' })
      .first();
    expect(Number(described?.n)).toBeGreaterThanOrEqual(3);
    const photoUrls: string[] = await db('photos').distinct('url').pluck('url');
    for (const url of photoUrls) {
      expect(url.startsWith('/img/')).toBe(true);
      expect(existsSync(path.join(WEB_PUBLIC, url)), url).toBe(true);
    }

    const perCompany = await db('services').select('company_id').count({ n: '*' }).groupBy('company_id');
    for (const r of perCompany) expect(Number(r.n)).toBeGreaterThanOrEqual(3);
    for (const r of perCompany) expect(Number(r.n)).toBeLessThanOrEqual(8);
    const ranges = { CZK: [150, 3000], EUR: [8, 120], PLN: [30, 500] } as const;
    for (const s of await db('services').select('price', 'currency', 'duration_minutes')) {
      const [min, max] = ranges[s.currency as keyof typeof ranges];
      expect(s.price).toBeGreaterThanOrEqual(min);
      expect(s.price).toBeLessThanOrEqual(max);
      expect([15, 30, 45, 60, 90, 120]).toContain(s.duration_minutes);
    }

    const openDays = await db('opening_hours').select('company_id').count({ n: '*' }).groupBy('company_id');
    expect(openDays.length).toBe(result.companies);
    expect(openDays.some((r) => Number(r.n) < 7)).toBe(true);
    for (const h of await db('opening_hours').select('weekday', 'opens', 'closes')) {
      expect(h.weekday).toBeGreaterThanOrEqual(0);
      expect(h.weekday).toBeLessThanOrEqual(6);
      expect(h.opens).toMatch(/^\d\d:\d\d$/);
      expect(h.opens < h.closes).toBe(true);
    }

    const companies = await db('companies as c')
      .join('category_groups as g', 'g.id', 'c.category_id')
      .join('subcategories as s', 's.id', 'c.subcategory_id')
      .join('cities as ci', 'ci.id', 'c.city_id')
      .select('c.*', { group_id: 'g.id', group_country: 'g.country_code', sub_group: 's.group_id', city_country: 'ci.country_code' });
    for (const c of companies) {
      expect(c.sub_group).toBe(c.group_id);
      expect(c.group_country).toBe(c.country_code);
      expect(c.city_country).toBe(c.country_code);
      expect(c.rating).toBeGreaterThanOrEqual(3.5);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(['$', '$$', '$$$']).toContain(c.price_range);
      const features = JSON.parse(c.features);
      expect(features.length).toBeGreaterThanOrEqual(2);
      expect(features.length).toBeLessThanOrEqual(5);
      expect(c.phone).toMatch(
        { CZ: /^\+420 \d{3} \d{3} \d{3}$/, SK: /^\+421 \d{3} \d{3} \d{3}$/, PL: /^\+48 \d{3} \d{3} \d{3}$/ }[c.country_code as 'CZ'],
      );
      expect(c.created_at).toBe(NOW.toISOString());
    }
    const cz = companies.filter((c) => c.country_code === 'CZ');
    expect(
      cz.filter((c) => c.postal_code.startsWith('1')).every((c) => c.city_id === cz.find((x) => x.slug.endsWith('-praha'))?.city_id),
    ).toBe(true);
    for (const code of ['CZ', 'SK', 'PL']) {
      expect(companies.filter((c) => c.country_code === code && (c.is_featured === 1 || c.is_featured === true)).length).toBe(12);
    }
    expect(companies.some((c) => c.status === 'unverified')).toBe(true);
    // 'Zápisy firem' shows every moderation state (seeds/demo-listings.ts)
    expect(companies.filter((c) => c.status === 'unverified').length).toBeGreaterThanOrEqual(3);
    for (const status of ['rejected', 'suspended']) {
      const decided = companies.filter((c) => c.status === status);
      expect(decided, status).toHaveLength(1);
      expect(decided[0].moderation_reason.length, status).toBeGreaterThan(10);
    }
    const czGroups = await db('category_groups').where({ country_code: 'CZ' }).pluck('id');
    for (const id of czGroups) expect(cz.filter((c) => c.category_id === id).length, `group ${id}`).toBeGreaterThanOrEqual(3);
  });

  it("backs every listing's rating and review count with its reviews, each of a completed visit by a demo customer", async () => {
    const listings = await db('companies').select('id', 'slug', 'rating', 'reviews_count');
    const stats = new Map(
      (await db('reviews').select('company_id').count({ n: '*' }).sum({ total: 'rating' }).groupBy('company_id')).map(
        (r: Record<string, unknown>) => [Number(r.company_id), { n: Number(r.n), total: Number(r.total) }],
      ),
    );
    for (const c of listings) {
      const s = stats.get(Number(c.id));
      expect(s?.n ?? 0, c.slug).toBeGreaterThanOrEqual(2);
      expect(Number(c.reviews_count), c.slug).toBe(s!.n);
      expect(Number(c.rating), c.slug).toBeCloseTo(Math.round((s!.total / s!.n) * 100) / 100, 2);
    }
    const reviews = await db('reviews as r')
      .join('bookings as b', 'b.id', 'r.booking_id')
      .join('users as u', 'u.id', 'r.customer_id')
      .select(
        'r.company_id',
        'r.rating',
        'r.text',
        'r.author_name',
        'r.created_at',
        'b.company_id as booked_at',
        'b.status',
        'b.ends_at',
        'b.customer_id',
        'u.first_name',
        'u.last_name',
        'u.role',
      );
    expect(reviews.length).toBe([...stats.values()].reduce((a, s) => a + s.n, 0));
    for (const r of reviews) {
      expect(r.booked_at).toBe(r.company_id);
      expect(r.status).toBe('completed');
      expect(r.role).toBe('customer');
      expect(r.author_name).toBe(`${r.first_name} ${r.last_name[0]}.`);
      expect(r.text.length).toBeGreaterThan(20);
      expect(new Date(r.created_at) > new Date(r.ends_at)).toBe(true);
      expect(new Date(r.created_at) <= NOW).toBe(true);
    }
  });

  it('gives the showcase businesses staff with working hours and past and future bookings in every state, and the demo customer a history', async () => {
    const staffed = await db('employees').distinct('company_id').pluck('company_id');
    expect(staffed.length).toBe(4);
    for (const id of staffed) {
      const statuses = await db('bookings').where({ company_id: id }).distinct('status').pluck('status');
      expect(statuses.sort()).toEqual(['cancelled', 'completed', 'confirmed', 'no_show', 'pending']);
      expect(await count(db, 'employee_hours', {})).toBeGreaterThan(0);
      const future = await db('bookings').where({ company_id: id }).where('starts_at', '>', NOW.toISOString()).count({ n: '*' }).first();
      expect(Number(future?.n)).toBeGreaterThan(10);
      for (const e of await db('employees').where({ company_id: id }).select('id', 'color')) {
        expect(e.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(await count(db, 'employee_hours', { employee_id: e.id })).toBeGreaterThan(0);
      }
    }
    // every booking that holds time still to come holds it with claims (so it cannot be booked twice)
    const holding = await db('bookings')
      .whereNot({ status: 'cancelled' })
      .where('ends_at', '>', NOW.toISOString())
      .count({ n: '*' })
      .first();
    const claimed = await db('booking_claims').countDistinct({ n: 'booking_id' }).first();
    expect(Number(claimed?.n)).toBe(Number(holding?.n));
    const customer = await db('users').where({ email: 'klara.svobodova@demo.marketplace.example' }).first();
    expect(customer.role).toBe('customer');
    const own = await db('bookings').where({ customer_id: customer.id }).select('status', 'starts_at');
    expect(new Set(own.map((b) => b.status))).toEqual(new Set(['completed', 'no_show', 'cancelled', 'confirmed', 'pending']));
    expect(own.filter((b) => new Date(b.starts_at) > NOW).length).toBe(2);
    expect(await count(db, 'reviews', { customer_id: customer.id })).toBe(2);
    // demo accounts cannot be logged into before `marketplace demo accounts` gives them a password
    expect(await db('users').whereNot('password_hash', 'like', 'scrypt$%').count({ n: '*' }).first()).toEqual({
      n: await count(db, 'users'),
    });
  });

  it('gives the sales CRM prospects in all 14 regions with scores, offers sent, opened, clicked and answered (a reply noted)', async () => {
    const regions = await db('prospects').where({ country_code: 'CZ' }).distinct('region_slug').pluck('region_slug');
    expect(regions.filter(Boolean)).toHaveLength(14);
    expect(await db('prospects').whereNull('web_quality_score').count({ n: '*' }).first()).toEqual({ n: 0 });
    for (const p of await db('prospects').select('score_reasons')) expect(JSON.parse(p.score_reasons).length).toBeGreaterThan(0);
    const interest = await db('prospects').whereNotNull('email_sent_date').distinct('website_interest').pluck('website_interest');
    // the clicked offers a demo reply answers are 'replied' (seeds/demo-inbox.ts)
    expect(interest.sort()).toEqual(['email_opened', 'email_sent', 'interested', 'link_clicked', 'replied']);
  });

  it("keeps every demo offer in Odeslaná pošta, rendered from the offer template, opened and clicked as the prospect's interest says", async () => {
    const offered = await db('prospects').whereNotNull('email_sent_date').select('email', 'name', 'website_interest');
    // the CRM's offers (the demo campaigns' and e-mail analytics' mail have queue rows of their own)
    const sent = await db('sent_emails').whereNull('queue_id').select('*');
    expect(sent).toHaveLength(offered.length);
    const template = await db('email_templates').where({ system_key: 'offer' }).first();
    const byEmail = new Map(sent.map((s) => [s.to_email, s]));
    for (const p of offered) {
      const s = byEmail.get(p.email);
      expect(s, p.email).toBeDefined();
      // one demo offer bounced (seeds/demo-inbox.ts): its address is on the suppression list
      const suppressed = await db('email_suppressions').where({ email: p.email.toLowerCase() }).first();
      expect(s.status).toBe(suppressed ? 'bounced' : 'sent');
      expect(s.template_id).toBe(template.id);
      expect(s.subject).toContain(p.name);
      expect(s.content).not.toMatch(/\{\{/);
      expect(s.html_content).not.toMatch(/\{\{/);
      expect(Number(s.opened_count) > 0).toBe(p.website_interest !== 'email_sent');
      expect(Number(s.clicked_count) > 0).toBe(['link_clicked', 'replied', 'interested'].includes(p.website_interest));
    }
  });

  it("fills the inbox: the operator's replies linked to offers, a hard bounce, an auto-reply; the demo business's own mailbox; notifications", async () => {
    const accounts = await db('mail_accounts').orderBy('id');
    expect(accounts.map((a) => [a.owner_key.split(':')[0], Boolean(a.enabled)])).toEqual([
      ['operator', false],
      ['company', false],
    ]);
    const operator = await db('received_emails').where({ account_id: accounts[0].id });
    expect(operator.length).toBeGreaterThanOrEqual(8);
    const replies = operator.filter((m) => m.sent_email_id && m.kind === 'message');
    expect(replies).toHaveLength(4);
    for (const reply of replies) {
      const offer = await db('sent_emails').where({ id: reply.sent_email_id }).first();
      expect(reply.in_reply_to).toBe(offer.message_id);
      const prospect = await db('prospects').where({ id: reply.company_id }).first();
      expect(prospect.email).toBe(offer.to_email);
      expect(['replied', 'interested']).toContain(prospect.website_interest);
    }
    const bounce = operator.find((m) => m.kind === 'bounce');
    const report = JSON.parse(bounce.bounce);
    expect(report).toMatchObject({ status: '5.1.1', action: 'failed', hard: true });
    expect((await db('sent_emails').where({ id: bounce.sent_email_id }).first()).status).toBe('bounced');
    expect(await db('email_suppressions').where({ email: report.recipient, reason: 'bounce' }).first()).toBeDefined();
    expect(operator.filter((m) => m.kind === 'auto_reply')).toHaveLength(1);
    expect(operator.some((m) => !m.is_read) && operator.some((m) => m.is_archived) && operator.some((m) => m.is_starred)).toBe(true);
    for (const m of operator) expect(m.search_text).toBe(foldText(m.search_text));
    const salon = await db('received_emails').where({ account_id: accounts[1].id });
    expect(salon.length).toBeGreaterThanOrEqual(3);
    // the business whose mailbox it is: the listing `demo accounts` links firma@ to (DEMO_BUSINESS_SLUG)
    const staffed = await db('employees').where({ company_id: accounts[1].company_id }).first();
    expect(staffed).toBeDefined();
    const notices = await db('email_notifications').select('company_id', 'type');
    expect(new Set(notices.filter((n) => n.company_id === null).map((n) => n.type))).toEqual(new Set(['new_email', 'email_sent', 'error']));
    expect(notices.some((n) => n.company_id === accounts[1].company_id && n.type === 'new_email')).toBe(true);
  });

  it('keeps the newest sent offers and campaign mail in the outbox without SMTP, composed as they left, in the order they were sent', async () => {
    const stored = await db('outbox_messages').orderBy('id');
    expect(stored).toHaveLength(2 * DEMO_OUTBOX_PER_KIND);
    for (const kind of ['offer', 'campaign']) {
      const newest = await db('email_queue')
        .where({ status: 'sent', kind })
        .orderBy([
          { column: 'sent_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(DEMO_OUTBOX_PER_KIND)
        .pluck('message_id');
      expect(
        stored.filter((m) => newest.includes(m.message_id)),
        kind,
      ).toHaveLength(DEMO_OUTBOX_PER_KIND);
    }
    const times = stored.map((m) => new Date(m.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    for (const m of stored) {
      const eml = Buffer.from(m.eml).toString('utf8');
      expect(m.size).toBe(Buffer.from(m.eml).length);
      expect(eml).toContain(`Message-ID: <${m.message_id.replace(/^<|>$/g, '')}>`);
      expect(eml).toMatch(/^From: Marketplace <noreply@marketplace\.local>$/m);
      expect(eml).toContain(m.recipients);
      const queued = await db('email_queue').where({ message_id: m.message_id }).first();
      expect(m.subject).toBe(queued.subject);
      expect(m.recipients).toBe(queued.to_email);
    }
  });

  it('gives the Campaign screen four campaigns on demo prospects (sent, paused, scheduled, draft) whose counts are their facts', async () => {
    const campaigns = await db('email_campaigns').orderBy('id');
    expect(campaigns.map((c) => c.status)).toEqual(['sent', 'paused', 'scheduled', 'draft']);
    for (const c of campaigns) {
      const recipients = await db('email_campaign_recipients').where({ campaign_id: c.id });
      expect(recipients).toHaveLength(Number(c.total_recipients));
      const went = recipients.filter((r) => r.status === 'sent' || r.status === 'bounced');
      expect(Number(c.sent_count)).toBe(went.length);
      expect(Number(c.bounced_count)).toBe(recipients.filter((r) => r.status === 'bounced').length);
      const opened = await db('sent_emails')
        .whereIn(
          'queue_id',
          went.map((r) => r.queue_id),
        )
        .where('opened_count', '>', 0)
        .count({ n: '*' })
        .first();
      expect(Number(c.opened_count)).toBe(Number(opened?.n));
    }
    expect(Number(campaigns[0].opened_count)).toBeGreaterThan(0);
  });

  it('gives e-mail analytics 90 days of offers in the three editions with opens, clicks, bounces and unsubscribes, never after now', async () => {
    // the offers of e-mail analytics' demo: queue rows that belong to no campaign
    const offerQueue = () => db('email_queue').whereNull('campaign_id').select('id');
    const mail = db('sent_emails').whereIn('queue_id', offerQueue());
    expect(Number((await mail.clone().count({ n: '*' }).first())?.n)).toBeGreaterThan(200);
    const countries = await mail.clone().distinct('country_code').pluck('country_code');
    expect(countries.sort()).toEqual(['CZ', 'PL', 'SK']);
    const weekAgo = new Date(NOW.getTime() - 7 * 86_400_000).toISOString();
    expect(Number((await mail.clone().where('sent_at', '>=', weekAgo).count({ n: '*' }).first())?.n)).toBeGreaterThan(30);
    expect(Number((await mail.clone().where('opened_count', '>', 0).count({ n: '*' }).first())?.n)).toBeGreaterThan(50);
    expect(Number((await mail.clone().where('status', 'bounced').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    expect(await count(db, 'email_suppressions', { reason: 'unsubscribe' })).toBeGreaterThan(0);
    // each open and click is an event of its e-mail
    const opens = await db('sent_emails').whereIn('queue_id', offerQueue()).sum({ n: 'opened_count' }).first();
    expect(await count(db, 'email_events', { event_type: 'open' })).toBe(Number(opens?.n));
    const clicks = await db('sent_emails').whereIn('queue_id', offerQueue()).sum({ n: 'clicked_count' }).first();
    expect(await count(db, 'email_events', { event_type: 'click' })).toBe(Number(clicks?.n));
    const latest = await db('email_events').max({ at: 'created_at' }).first();
    expect(new Date(String(latest?.at)).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('gives Web projects and Webhosting their demo: projects over the statuses, renewals over the next 12 months, a year of payments', async () => {
    const web = await db('web_projects').orderBy('id');
    expect(web.length).toBeGreaterThanOrEqual(12);
    expect(web.every((p) => Boolean(p.is_demo))).toBe(true);
    for (const status of ['email_sent', 'interested', 'in_progress', 'pending', 'converted', 'completed'])
      expect(web.map((p) => p.status)).toContain(status);
    const fromProspects = web.filter((p) => p.prospect_id !== null);
    expect(fromProspects).toHaveLength(2);
    const interests = await db('prospects')
      .whereIn(
        'id',
        fromProspects.map((p) => p.prospect_id),
      )
      .pluck('website_interest');
    expect(interests).toEqual(['interested', 'interested']);

    const clock = { now: () => NOW };
    const repo = createHostingRepository(db);
    const hosting = await repo.all({}, '2026-01-15');
    expect(hosting.length).toBeGreaterThanOrEqual(20);
    expect(hosting.every((p) => p.is_demo)).toBe(true);
    expect(hosting.filter((p) => p.status === 'expired')).toHaveLength(2);
    expect(hosting.filter((p) => p.status === 'expiring_soon').length).toBeGreaterThanOrEqual(3);
    expect(hosting.find((p) => p.website_created_date === '2024-02-29')).toMatchObject({
      next_payment_date: '2026-02-28',
      status: 'active',
    });
    const linked = hosting.find((p) => p.web_project_id !== null)!;
    expect(web.find((p) => p.id === linked.web_project_id)).toMatchObject({ status: 'completed' });
    // the domains' registration ends as a check would have read them: two .cz ones within 30 days, no RDAP for .sk and .pl
    expect(hosting.filter((p) => p.domain_days_left !== null && p.domain_days_left <= 30)).toHaveLength(2);
    expect(hosting.filter((p) => p.domain.endsWith('.cz')).every((p) => p.domain_expiration_date! > '2026-01-15')).toBe(true);
    for (const p of hosting.filter((h) => !h.domain.endsWith('.cz'))) {
      expect(p).toMatchObject({
        domain_expiration_date: null,
        domain_check_error: expect.stringMatching(/^Doména \.(sk|pl) nemá službu RDAP/),
      });
    }
    const distribution = await renewalDistribution({ repo, clock }, {});
    expect(distribution.months.filter((m) => m.count > 0).length).toBeGreaterThanOrEqual(9);
    // the past year's months show what was paid; every payment is of an earlier period than the renewal
    const lastYear = await revenueCalendar({ repo, clock }, { year: 2025 });
    expect(lastYear.months.filter((m) => m.totalRevenue > 0).length).toBeGreaterThanOrEqual(8);
    expect(lastYear.months.flatMap((m) => m.projects).every((p) => p.paid)).toBe(true);
    const payments = await db('hosting_payments')
      .join('webhosting_projects as w', 'w.id', 'hosting_payments.project_id')
      .select('period_date', 'paid_at', 'next_payment_date');
    expect(payments.every((p) => p.paid_at <= '2026-01-15' && (!p.next_payment_date || p.period_date < p.next_payment_date))).toBe(true);
  });

  it('gives website analytics 90 days of visits in the three editions: closed days rolled up, the last two raw, never after now', async () => {
    const days = await db('analytics_daily').distinct('day').orderBy('day').pluck('day');
    expect(days.length).toBeGreaterThanOrEqual(85);
    expect(await db('analytics_daily').distinct('country_code').orderBy('country_code').pluck('country_code')).toEqual(['CZ', 'PL', 'SK']);
    expect(await count(db, 'analytics_daily_items', { kind: 'listing' })).toBeGreaterThan(100);
    const raw = await db('analytics_events').max({ at: 'at_ms' }).min({ first: 'day' }).first();
    expect(Number(raw?.at)).toBeLessThanOrEqual(NOW.getTime());
    // raw views remain only for the kept days (35), of which the last two are not rolled up yet
    expect(String(raw?.first) >= days[days.length - 35]!).toBe(true);
    expect(await count(db, 'analytics_rollups')).toBe(days.length);
    expect(await count(db, 'analytics_salts')).toBe(0);
  });

  it("gives Tasks their demo: the operator's team's tasks over every status with comments and subtasks, and the demo business's", async () => {
    const tasks = await db('tasks').orderBy('id');
    expect(tasks.every((x) => Boolean(x.is_demo))).toBe(true);
    const office = tasks.filter((x) => x.company_id === null);
    expect(new Set(office.map((x) => x.status))).toEqual(new Set(['todo', 'in_progress', 'review', 'completed', 'cancelled']));
    expect(new Set(office.map((x) => x.category)).size).toBeGreaterThanOrEqual(7);
    expect(office.every((x) => x.assigned_user_id !== null && x.assigned_by !== null)).toBe(true);
    const admins = await db('users')
      .whereIn(
        'id',
        office.map((x) => x.assigned_user_id),
      )
      .distinct('role');
    expect(admins.map((r) => r.role)).toEqual(['admin']);
    const business = tasks.filter((x) => x.company_id !== null);
    expect(business.length).toBeGreaterThanOrEqual(5);
    expect(new Set(business.map((x) => x.company_id)).size).toBe(1);
    expect(business.every((x) => x.assigned_employee_id !== null)).toBe(true);
    expect(await count(db, 'task_comments')).toBeGreaterThanOrEqual(5);
    expect(await count(db, 'task_subtasks')).toBeGreaterThanOrEqual(8);
    expect(tasks.filter((x) => x.status === 'completed').every((x) => x.completed_at !== null && x.progress === 100)).toBe(true);
  });

  it('gives E-shop › Platby its demo: each paid-for order of the demo business has its payment, a statement matched, partial, unmatched', async () => {
    const orders = await db('orders')
      .where({ is_demo: true })
      .whereIn('payment_method', ['card', 'bank_transfer'])
      .select('id', 'status', 'variable_symbol');
    const payments = await db('payments').where({ subject: 'order' }).select('subject_id', 'status', 'variable_symbol', 'paid_via');
    const state = (status: string) =>
      ['paid', 'shipped', 'delivered'].includes(status) ? 'paid' : status === 'cancelled' ? 'cancelled' : 'awaiting';
    expect(payments.map((p) => [Number(p.subject_id), p.status, p.variable_symbol]).sort()).toEqual(
      orders.map((o) => [Number(o.id), state(o.status), o.variable_symbol]).sort(),
    );
    expect(new Set(payments.map((p) => p.paid_via))).toEqual(new Set([null, 'card', 'bank_statement']));
    const statement = await db('bank_statements').first();
    expect(statement).toMatchObject({ source: 'gpc', transactions: 4, matched: 1, partial: 1, unmatched: 1 });
    const transactions = await db('bank_transactions').where({ statement_id: statement.id }).orderBy('id').select('state', 'payment_id');
    expect(transactions.map((x) => x.state)).toEqual(['matched', 'partial', 'unmatched', 'ignored']);
    expect(transactions.map((x) => x.payment_id !== null)).toEqual([true, true, false, false]);
  });

  it('does not seed the demo twice', async () => {
    const before = await count(db, 'companies');
    expect(await seedDemo(db, NOW)).toEqual({ companies: 0, skipped: true });
    expect(await count(db, 'companies')).toBe(before);
    await db('cities').where({ country_code: 'CZ', slug: 'kladno' }).update({ is_active: false });
    await seedReference(db, NOW);
    expect(await count(db, 'companies')).toBe(before);
    // an admin's choice survives a re-run of the reference seed
    expect((await db('cities').where({ country_code: 'CZ', slug: 'kladno' }).first()).is_active).toBeFalsy();
    await db('cities').where({ country_code: 'CZ', slug: 'kladno' }).update({ is_active: true });
  });

  it('is deterministic across databases', async () => {
    const other = await freshDb();
    await seedReference(other, NOW);
    await seedDemo(other, NOW);
    const dump = async (d: Knex) => ({
      companies: await d('companies').orderBy('id'),
      services: await d('services').orderBy('id'),
      hours: await d('opening_hours').orderBy(['company_id', 'weekday', 'opens']),
      photos: await d('photos').orderBy('id'),
      users: await d('users').orderBy('id').select('email', 'first_name', 'last_name', 'phone', 'role'),
      bookings: await d('bookings').orderBy('id'),
      reviews: await d('reviews').orderBy('id'),
      employees: await d('employees').orderBy('id'),
      staffHours: await d('employee_hours').orderBy(['employee_id', 'weekday', 'starts']),
      prospects: await d('prospects').orderBy('id'),
      sent: await d('sent_emails').orderBy('id'),
      received: await d('received_emails').orderBy('id'),
      webProjects: await d('web_projects').orderBy('id'),
      hosting: await d('webhosting_projects').orderBy('id'),
      payments: await d('hosting_payments').orderBy('id'),
      pageViews: await d('analytics_events').orderBy('id'),
      pageViewDays: await d('analytics_daily').orderBy(['day', 'country_code']),
      pageViewItems: await d('analytics_daily_items').orderBy(['kind', 'day', 'country_code', 'item']),
    });
    const [a, b] = [await dump(db), await dump(other)];
    expect(a.companies.length).toBeGreaterThanOrEqual(300);
    expect(b).toEqual(a);
  });
});
