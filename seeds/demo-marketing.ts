import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { dayEnd, dayStart, discountedPrice } from '../src/core/promotions/rules.js';

const ZONE = 'Europe/Prague';

/**
 * The demo company's Marketing (salon section Marketing) besides its active promotion near its limit (the
 * edition's krasa sample, content/demo-promotions.ts: 47 of 50): a planned one and an ended one, which the
 * customers' offers (/api/promotions) leave out, and customers who booked with it and opted in to offers
 * (so 'Odeslat zákazníkům' has recipients).
 */
export async function seedDemoMarketing(trx: Knex, now: Date): Promise<number> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return 0;
  const company = await trx('companies').where({ id: demo.id }).first('country_code');
  const service = await trx('services')
    .where({ company_id: demo.id, is_active: true })
    .orderBy(['sort_order', 'id'])
    .first('id', 'name', 'price', 'currency');
  if (!company || !service) return 0;
  const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
  const day = (days: number) => DateTime.fromISO(today, { zone: ZONE }).plus({ days }).toISODate()!;
  const price = Number(service.price);
  const fixed = Math.max(1, Math.min(100, Math.floor(price / 4)));
  const stamp = now.toISOString();
  const base = {
    country_code: company.country_code,
    company_id: demo.id,
    currency: String(service.currency),
    created_at: stamp,
    updated_at: stamp,
  };
  const rows = [
    {
      ...base,
      title: `Vánoce: ${String(service.name)} levněji`,
      description: 'Dárek pro vás i vaše blízké.',
      discount: fixed,
      discount_type: 'fixed',
      service_id: service.id,
      service_name: service.name,
      original_price: price,
      discounted_price: discountedPrice(price, 'fixed', fixed),
      valid_from: dayStart(day(20), ZONE).toISOString(),
      valid_until: dayEnd(day(40), ZONE).toISOString(),
      is_active: true,
      usage_limit: 50,
      used_count: 0,
    },
    {
      ...base,
      title: 'Letní sleva 10 %',
      description: 'Akce skončila.',
      discount: 10,
      discount_type: 'percentage',
      valid_from: dayStart(day(-120), ZONE).toISOString(),
      valid_until: dayEnd(day(-60), ZONE).toISOString(),
      is_active: false,
      usage_limit: 30,
      used_count: 4,
    },
  ];
  await trx('promotions').insert(rows);
  // a few of its customers opted in to offers
  const customers = await trx('bookings')
    .where({ company_id: demo.id })
    .whereNotNull('customer_id')
    .distinct('customer_id')
    .orderBy('customer_id')
    .limit(6);
  await trx('users')
    .whereIn(
      'id',
      customers.map((c: { customer_id: number }) => Number(c.customer_id)),
    )
    .update({ notify_email_offers: true });
  return rows.length;
}
