import type { Knex } from 'knex';
import type { CountryCode } from '../src/config/schema.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { DEFAULT_FEATURED_OPTIONS, FEATURED_CURRENCY } from '../src/core/featured/model.js';
import { addDays, daysBetween, featuredToday, periodInstants } from '../src/core/featured/rules.js';
import { paymentVariableSymbol } from '../src/core/payments/model.js';

/**
 * Reklamní kampaně of the demo company (DEMO_BUSINESS_SLUG): one finished, one active and one planned
 * campaign (paid), dated from the seed's now, so that the demo company is featured on the home page and first in
 * its category and city while the active one runs (30 days from the seed), and one hold awaiting its bank
 * transfer (with its payment, expiring MARKETPLACE_FEATURED_HOLD_HOURS' default after the seed) so that the screen
 * shows 'Čeká na platbu'. Prices at the default day price.
 */
export async function seedDemoFeatured(trx: Knex, now: Date): Promise<number> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return 0;
  const place = await trx('companies').where({ id: demo.id }).first('country_code', 'city_id', 'category_id');
  const country = place.country_code as CountryCode;
  const today = featuredToday(now);
  const campaigns = [
    { name: 'Podzimní zviditelnění', from: addDays(today, -60), to: addDays(today, -31), impressions: 4_210, clicks: 187 },
    { name: 'Vánoční sezóna', from: addDays(today, -5), to: addDays(today, 24), impressions: 1_236, clicks: 64 },
    { name: 'Jarní novinky', from: addDays(today, 40), to: addDays(today, 53), impressions: 0, clicks: 0 },
    { name: 'Letní sezóna', from: addDays(today, 60), to: addDays(today, 66), impressions: 0, clicks: 0, hold: true },
  ];
  for (const c of campaigns) {
    const { startsAt, endsAt } = periodInstants(c.from, c.to);
    const price = DEFAULT_FEATURED_OPTIONS.dayPrices[country] * daysBetween(c.from, c.to);
    const [row] = await trx('featured_campaigns').insert(
      {
        company_id: demo.id,
        country_code: country,
        city_id: Number(place.city_id),
        category_id: Number(place.category_id),
        name: c.name,
        starts_on: c.from,
        ends_on: c.to,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        price,
        currency: FEATURED_CURRENCY[country],
        impressions: c.impressions,
        clicks: c.clicks,
        is_demo: true,
        payment_status: c.hold ? 'awaiting_payment' : 'paid',
        created_at: c.hold ? now.toISOString() : new Date(Math.min(now.getTime(), startsAt.getTime()) - 3 * 86_400_000).toISOString(),
      },
      ['id'],
    );
    if (c.hold) {
      const [payment] = await trx('payments').insert(
        {
          subject: 'featured',
          subject_id: Number((row as { id: number }).id),
          company_id: demo.id,
          user_id: null,
          country_code: country,
          method: 'bank_transfer',
          amount: price,
          currency: FEATURED_CURRENCY[country],
          status: 'awaiting',
          expires_at: new Date(now.getTime() + DEFAULT_FEATURED_OPTIONS.holdHours * 3_600_000).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        },
        ['id'],
      );
      const paymentId = Number((payment as { id: number }).id);
      await trx('payments')
        .where({ id: paymentId })
        .update({ variable_symbol: paymentVariableSymbol(paymentId) });
    }
  }
  return campaigns.length;
}
