import type { Knex } from 'knex';
import { planDemoCompanies, type PlannedCompany } from './content/demo-plan.js';
import { seedDemoPromotions } from './content/demo-promotions.js';
import { planDemoActivity } from './content/demo-activity-plan.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoBackOffice } from './demo-back-office.js';
import { seedDemoEmailAnalytics } from './demo-email-analytics.js';
import { seedDemoWebAnalytics } from './demo-web-analytics.js';
import { seedDemoInbox } from './demo-inbox.js';
import { seedDemoCampaigns } from './demo-campaigns.js';
import { seedDemoEmailCenter } from './demo-email-center.js';
import { seedDemoOutbox } from './demo-outbox.js';
import { seedDemoListings } from './demo-listings.js';
import { seedDemoHosting } from './demo-hosting.js';
import { seedDemoMonitoring } from './demo-monitoring.js';
import { seedDemoOutdoor } from './demo-outdoor.js';
import { seedDemoPlans } from './demo-plans.js';
import { seedDemoFeatured } from './demo-featured.js';
import { seedDemoShop } from './demo-shop.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoFinance } from './demo-finance.js';
import { seedDemoMarketing } from './demo-marketing.js';
import { seedDemoTasks } from './demo-tasks.js';
import { seedDemoSocial } from './demo-social.js';
import { seedDemoReports } from './demo-reports.js';
import { seedDemoLegal } from './demo-legal.js';
import { seedDemoBranches } from './demo-branches.js';
import { seedDemoServices } from './demo-services.js';
import { refreshSearchDocuments } from '../src/core/directory/search-index.js';
import { chunkSize, seedReference } from './reference.js';

async function insertChunked(trx: Knex.Transaction, table: string, rows: Array<Record<string, unknown>>) {
  const [first] = rows;
  if (!first) return;
  const size = chunkSize(Object.keys(first).length);
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

async function lookup(
  trx: Knex.Transaction,
  table: string,
  key: (r: Record<string, unknown>) => string,
  query?: (q: Knex.QueryBuilder) => void,
) {
  const q = trx(table).select('*');
  query?.(q);
  const rows: Array<Record<string, unknown>> = await q;
  return new Map(rows.map((r) => [key(r), Number(r.id)]));
}

const need = (map: Map<string, number>, key: string, what: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo seed: ${what} '${key}' is missing from the reference data`);
  return id;
};

function companyRow(c: PlannedCompany, ids: { group: number; sub: number; city: number }, stamp: string) {
  return {
    country_code: c.country_code,
    slug: c.slug,
    name: c.name,
    category_id: ids.group,
    subcategory_id: ids.sub,
    city_id: ids.city,
    district: c.district,
    address: c.address,
    postal_code: c.postal_code,
    description: c.description,
    rating: c.rating,
    reviews_count: c.reviews_count,
    price_range: c.price_range,
    features: JSON.stringify(c.features),
    phone: c.phone,
    email: c.email,
    website: c.website,
    latitude: c.latitude,
    longitude: c.longitude,
    status: c.status,
    is_featured: c.is_featured,
    time_zone: c.time_zone,
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Deterministic demo companies (about 360 across CZ, SK, PL) with services, opening hours and photos,
 * their customers, staff, bookings and reviews (demo-activity.ts), and the back office's prospects and
 * offers (demo-back-office.ts) with the inbox answering them (demo-inbox.ts), and the offers, opens, clicks,
 * bounces and unsubscribes of e-mail analytics (demo-email-analytics.ts), the newest of that mail in the outbox
 * without SMTP (demo-outbox.ts), web projects and webhosting with a
 * year of payments (demo-hosting.ts), outdoor ad spaces and contracts (demo-outdoor.ts), and the salon dashboard's
 * sections of the demo company (its shop with its orders' payments and a bank statement (demo-payments.ts), finance, reports, promotions, featured campaigns, branches, AI právník
 * documents, tasks, social posts; demo-<area>.ts), with the plans (demo-plans.ts, last); `crm: false` leaves the sales CRM,
 * the inbox and that sent mail empty.
 * Does nothing when the companies table already has rows. Seeds the reference data first when it is absent.
 */
export async function seedDemo(knex: Knex, now: Date, options: { crm?: boolean } = {}): Promise<{ companies: number; skipped: boolean }> {
  const existing = await knex('companies').count({ n: '*' }).first();
  if (Number(existing?.n ?? 0) > 0) return { companies: 0, skipped: true };
  const reference = await knex('countries').count({ n: '*' }).first();
  if (Number(reference?.n ?? 0) === 0) await seedReference(knex, now);

  const plan = planDemoCompanies();
  // each listing's rating and review count are those of its demo reviews
  const activity = planDemoActivity(plan, now);
  for (const c of plan) Object.assign(c, { rating: activity.get(c.slug)!.rating, reviews_count: activity.get(c.slug)!.reviewsCount });
  const stamp = now.toISOString();
  return knex.transaction(async (trx) => {
    const cities = await lookup(trx, 'cities', (r) => `${r.country_code}|${r.slug}`);
    const groups = await lookup(trx, 'category_groups', (r) => `${r.country_code}|${r.slug}`);
    const subs = await lookup(trx, 'subcategories', (r) => `${r.group_id}|${r.slug}`);

    const rows = plan.map((c) => {
      const group = need(groups, `${c.country_code}|${c.group_slug}`, 'category');
      return companyRow(
        c,
        {
          group,
          sub: need(subs, `${group}|${c.subcategory_slug}`, 'subcategory'),
          city: need(cities, `${c.country_code}|${c.city_slug}`, 'city'),
        },
        stamp,
      );
    });
    await insertChunked(trx, 'companies', rows);

    // ids by slug: portable across SQLite and PostgreSQL, whatever insert().returning() gives back
    const companyIds = await lookup(
      trx,
      'companies',
      (r) => String(r.slug),
      (q) =>
        q.whereIn(
          'slug',
          plan.map((c) => c.slug),
        ),
    );
    const idOf = (c: PlannedCompany) => need(companyIds, c.slug, 'company');
    await insertChunked(
      trx,
      'services',
      plan.flatMap((c) => c.services.map((s) => ({ company_id: idOf(c), ...s, is_active: true }))),
    );
    await insertChunked(
      trx,
      'opening_hours',
      plan.flatMap((c) => c.hours.map((h) => ({ company_id: idOf(c), ...h }))),
    );
    await insertChunked(
      trx,
      'photos',
      plan.flatMap((c) => c.photos.map((p) => ({ company_id: idOf(c), ...p }))),
    );
    await seedDemoActivity(trx, (table, rows) => insertChunked(trx, table, rows), plan, activity, idOf, now);
    await refreshSearchDocuments(trx, [...companyIds.values()]);
    await seedDemoPromotions(trx, now);
    if (options.crm !== false) {
      await seedDemoBackOffice(trx, (table, rows) => insertChunked(trx, table, rows), now);
      await seedDemoInbox(trx, (table, rows) => insertChunked(trx, table, rows), now);
      await seedDemoCampaigns(trx, now);
      await seedDemoEmailAnalytics(trx, (table, rows) => insertChunked(trx, table, rows), now);
    }
    await seedDemoListings(trx, now);
    await seedDemoEmailCenter(trx, now);
    await seedDemoOutbox(trx); // of the queue's sent mail, so after the CRM's, the campaigns' and the analytics'
    await seedDemoHosting(trx, now);
    await seedDemoMonitoring(trx, now);
    await seedDemoReports(trx, now); // before the website analytics seed, which rolls its views up
    await seedDemoWebAnalytics(trx, now);
    await seedDemoOutdoor(trx, now);
    await seedDemoFeatured(trx, now);
    await seedDemoShop(trx, now);
    await seedDemoFinance(trx, now);
    await seedDemoPayments(trx, now); // of the orders of the shop and of finance
    await seedDemoMarketing(trx, now);
    await seedDemoTasks(trx, now);
    await seedDemoSocial(trx, now);
    await seedDemoLegal(trx, now);
    await seedDemoPlans(trx, now);
    await seedDemoBranches(trx, now);
    await seedDemoServices(trx);
    return { companies: rows.length, skipped: false };
  });
}
