import type { Knex } from 'knex';
import { DEMO_BUSINESS_SLUG } from '../../src/core/demo/model.js';

/**
 * The sample promotions (categories krasa, wellness, sport; usage
 * limits 50, 20, 100) as demo data of every edition: each points at a real demo company of that
 * category in the edition and at its first service, valid for some weeks from the seed's clock.
 */
type Country = 'CZ' | 'SK' | 'PL';

interface PromotionSample {
  category: 'krasa' | 'wellness' | 'sport';
  discount_type: 'percentage' | 'fixed';
  /** percent, or an amount per currency */
  discount: number | Record<Country, number>;
  usage_limit: number;
  used_count: number;
  valid_days: number;
  title: Record<Country, string>;
  description: Record<Country, string>;
}

const CURRENCY: Record<Country, string> = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' };

const PROMOTION_SAMPLES: PromotionSample[] = [
  {
    category: 'krasa',
    discount_type: 'percentage',
    discount: 20,
    usage_limit: 50,
    /** near its limit: the demo business's (DEMO_BUSINESS_SLUG, Sharp Barbershop's) promotion shows 47 / 50 in salon Marketing */
    used_count: 47,
    valid_days: 30,
    title: { CZ: 'Sleva 20 % na první návštěvu', SK: 'Zľava 20 % na prvú návštevu', PL: 'Rabat 20% na pierwszą wizytę' },
    description: {
      CZ: 'Vyzkoušejte salon se slevou. Platí při rezervaci online.',
      SK: 'Vyskúšajte salón so zľavou. Platí pri rezervácii online.',
      PL: 'Wypróbuj salon z rabatem. Obowiązuje przy rezerwacji online.',
    },
  },
  {
    category: 'wellness',
    discount_type: 'fixed',
    discount: { CZ: 200, SK: 8, PL: 40 },
    usage_limit: 20,
    used_count: 5,
    valid_days: 21,
    title: { CZ: 'Relax za zvýhodněnou cenu', SK: 'Relax za zvýhodnenú cenu', PL: 'Relaks w promocyjnej cenie' },
    description: {
      CZ: 'Dopřejte si chvíli odpočinku. Omezený počet termínů.',
      SK: 'Doprajte si chvíľu oddychu. Obmedzený počet termínov.',
      PL: 'Pozwól sobie na chwilę odpoczynku. Ograniczona liczba terminów.',
    },
  },
  {
    category: 'sport',
    discount_type: 'percentage',
    discount: 15,
    usage_limit: 100,
    used_count: 37,
    valid_days: 45,
    title: { CZ: 'Sleva 15 % na první trénink', SK: 'Zľava 15 % na prvý tréning', PL: 'Rabat 15% na pierwszy trening' },
    description: {
      CZ: 'Začněte se sportem ještě dnes. Platí pro nové klienty.',
      SK: 'Začnite so športom ešte dnes. Platí pre nových klientov.',
      PL: 'Zacznij trenować już dziś. Dla nowych klientów.',
    },
  },
];

const endOfDay = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 21, 59, 59));

/** Inserts the samples for each edition; a category without an active demo company with a service is skipped. */
export async function seedDemoPromotions(trx: Knex, now: Date): Promise<number> {
  const rows: Array<Record<string, unknown>> = [];
  for (const country of Object.keys(CURRENCY) as Country[]) {
    for (const sample of PROMOTION_SAMPLES) {
      const company = await trx('companies as c')
        .join('category_groups as g', 'g.id', 'c.category_id')
        .where({ 'c.country_code': country, 'c.status': 'active', 'g.slug': sample.category })
        .whereExists((q) => q.select(trx.raw('1')).from('services as s').whereRaw('s.company_id = c.id').where('s.is_active', true))
        // the demo business first (its Marketing shows this promotion near its limit), then featured ones
        .orderByRaw('CASE WHEN c.slug = ? THEN 0 ELSE 1 END', [DEMO_BUSINESS_SLUG])
        .orderBy([{ column: 'c.is_featured', order: 'desc' }, { column: 'c.id' }])
        .first('c.id');
      if (!company) continue;
      const service = await trx('services')
        .where({ company_id: company.id, is_active: true })
        .orderBy(['sort_order', 'id'])
        .first('id', 'name', 'price', 'currency');
      const photo = await trx('photos').where({ company_id: company.id }).orderBy(['sort_order', 'id']).first('url');
      const price = Number(service.price);
      const discount = typeof sample.discount === 'number' ? sample.discount : Math.min(sample.discount[country], Math.floor(price / 2));
      const discounted = sample.discount_type === 'percentage' ? Math.round((price * (100 - discount)) / 100) : price - discount;
      rows.push({
        country_code: country,
        company_id: company.id,
        service_id: service.id,
        title: sample.title[country],
        description: sample.description[country],
        discount,
        discount_type: sample.discount_type,
        service_name: service.name,
        original_price: price,
        discounted_price: discounted,
        currency: String(service.currency ?? CURRENCY[country]),
        image_url: photo?.url ?? null,
        category: sample.category,
        valid_until: endOfDay(now, sample.valid_days).toISOString(),
        is_active: true,
        usage_limit: sample.usage_limit,
        used_count: sample.used_count,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
    }
  }
  if (rows.length) await trx('promotions').insert(rows);
  return rows.length;
}
