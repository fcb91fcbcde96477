import type { Knex } from 'knex';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { pragueToday } from '../src/core/hosting/rules.js';
import { addDays, contractPrice, endAfterMonths } from '../src/core/outdoor/rules.js';

interface DemoSpace {
  country_code: 'CZ' | 'SK' | 'PL';
  type: string;
  location: string;
  city: string;
  latitude: number;
  longitude: number;
  size: string;
  price_per_month: number;
  visibility: string;
  status?: 'available' | 'maintenance';
  occupancy: number;
  description: string;
}

const CURRENCY = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' } as const;

/** Ad spaces in cities of each edition; prices in minor units (haléře, eurocenty, grosze). */
const SPACES: DemoSpace[] = [
  {
    country_code: 'CZ',
    type: 'Billboard',
    location: 'Wilsonova, u Hlavního nádraží',
    city: 'Praha',
    latitude: 50.0833,
    longitude: 14.4353,
    size: '5,1 x 2,4 m',
    price_per_month: 1_800_000,
    visibility: 'Vysoká (65 000 aut denně)',
    occupancy: 85,
    description: 'Osvětlený billboard na magistrále ve směru do centra, viditelný z obou jízdních pruhů.',
  },
  {
    country_code: 'CZ',
    type: 'Citylight',
    location: 'Václavské náměstí, zastávka Muzeum',
    city: 'Praha',
    latitude: 50.081,
    longitude: 14.428,
    size: '1,2 x 1,8 m',
    price_per_month: 650_000,
    visibility: 'Vysoká (40 000 chodců denně)',
    occupancy: 92,
    description: 'Prosvětlená vitrína na nejrušnější pěší zóně Prahy.',
  },
  {
    country_code: 'CZ',
    type: 'Digitální obrazovka',
    location: 'Anděl, Nádražní ulice',
    city: 'Praha',
    latitude: 50.0706,
    longitude: 14.4036,
    size: '4 x 3 m',
    price_per_month: 2_400_000,
    visibility: 'Velmi vysoká (80 000 lidí denně)',
    occupancy: 78,
    description: 'LED obrazovka u přestupní stanice metra; spot 10 s v šestiminutové smyčce.',
  },
  {
    country_code: 'CZ',
    type: 'Bigboard',
    location: 'Husova, u Janáčkova divadla',
    city: 'Brno',
    latitude: 49.1925,
    longitude: 16.606,
    size: '9,6 x 3,6 m',
    price_per_month: 2_100_000,
    visibility: 'Vysoká (45 000 aut denně)',
    occupancy: 64,
    description: 'Velkoplošná reklama na hlavním tahu centrem Brna.',
  },
  {
    country_code: 'CZ',
    type: 'Billboard',
    location: 'Nádražní, u Forum Nová Karolina',
    city: 'Ostrava',
    latitude: 49.8384,
    longitude: 18.2865,
    size: '5,1 x 2,4 m',
    price_per_month: 1_100_000,
    visibility: 'Střední (30 000 aut denně)',
    occupancy: 55,
    description: 'Billboard u nákupního centra s parkovištěm.',
  },
  {
    country_code: 'CZ',
    type: 'Citylight',
    location: 'náměstí Republiky, zastávka Náměstí Republiky',
    city: 'Plzeň',
    latitude: 49.7475,
    longitude: 13.3776,
    size: '1,2 x 1,8 m',
    price_per_month: 450_000,
    visibility: 'Střední (18 000 chodců denně)',
    status: 'maintenance',
    occupancy: 40,
    description: 'Vitrína na tramvajové zastávce; do konce měsíce výměna osvětlení.',
  },
  {
    country_code: 'SK',
    type: 'Billboard',
    location: 'Mlynské nivy, pri autobusovej stanici',
    city: 'Bratislava',
    latitude: 48.146,
    longitude: 17.127,
    size: '5,1 x 2,4 m',
    price_per_month: 75_000,
    visibility: 'Vysoká (55 000 áut denne)',
    occupancy: 80,
    description: 'Osvetlený billboard pri novej autobusovej stanici.',
  },
  {
    country_code: 'SK',
    type: 'Citylight',
    location: 'Hlavná ulica, pri Dóme sv. Alžbety',
    city: 'Košice',
    latitude: 48.7206,
    longitude: 21.2579,
    size: '1,2 x 1,8 m',
    price_per_month: 28_000,
    visibility: 'Stredná (20 000 chodcov denne)',
    occupancy: 60,
    description: 'Presvetlená vitrína v pešej zóne.',
  },
  {
    country_code: 'PL',
    type: 'Ekran cyfrowy',
    location: 'ul. Marszałkowska, Rondo Dmowskiego',
    city: 'Warszawa',
    latitude: 52.2297,
    longitude: 21.0122,
    size: '6 x 3 m',
    price_per_month: 950_000,
    visibility: 'Bardzo wysoka (90 000 osób dziennie)',
    occupancy: 88,
    description: 'Ekran LED na najruchliwszym skrzyżowaniu centrum.',
  },
  {
    country_code: 'PL',
    type: 'Billboard',
    location: 'ul. Pawia, przy Galerii Krakowskiej',
    city: 'Kraków',
    latitude: 50.0677,
    longitude: 19.9447,
    size: '5,04 x 2,38 m',
    price_per_month: 420_000,
    visibility: 'Wysoka (50 000 aut dziennie)',
    occupancy: 70,
    description: 'Billboard przy dworcu głównym i galerii handlowej.',
  },
];

/** A deterministic figure for a day (no randomness: the demo is the same on every run). */
function wobble(seed: number, index: number): number {
  const x = Math.sin(seed * 9301 + index * 49297) * 233280;
  return x - Math.floor(x);
}

/** Daily figures from `start` to `end` (both included): views around `base`, CTR about 1–3 %, a few conversions. */
function dailyStats(contractId: number, start: string, end: string, base: number) {
  const rows: Array<{ contract_id: number; day: string; views: number; clicks: number; conversions: number }> = [];
  for (let day = start, i = 0; day <= end; day = addDays(day, 1), i += 1) {
    const views = Math.round(base * (0.75 + wobble(contractId, i) * 0.5));
    const clicks = Math.round(views * (0.01 + wobble(contractId + 7, i) * 0.02));
    rows.push({ contract_id: contractId, day, views, clicks, conversions: Math.round(clicks * 0.08 * wobble(contractId + 13, i) * 2) });
  }
  return rows;
}

/**
 * Outdoor advertising for the demo: ad spaces in Praha, Brno, Ostrava, Plzeň (one in maintenance),
 * Bratislava, Košice, Warszawa and Kraków; the demo business account's listing (the demo business, the one
 * `marketplace demo accounts` links) with a running, an ended and a scheduled contract with daily
 * figures up to today; another Czech listing renting a Praha space and a Polish one a Warszawa screen.
 */
export async function seedDemoOutdoor(trx: Knex.Transaction, now: Date): Promise<{ spaces: number; contracts: number }> {
  const stamp = now.toISOString();
  const today = pragueToday(now);
  const ids: number[] = [];
  for (const s of SPACES) {
    const [row] = await trx('outdoor_ad_spaces')
      .insert({
        ...s,
        status: s.status ?? 'available',
        currency: CURRENCY[s.country_code],
        image_url: null,
        is_demo: true,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id');
    ids.push(Number(typeof row === 'object' ? row.id : row));
  }
  const demo = await createDemoRepository(trx).demoBusiness();
  const otherCz = await trx('companies')
    .where({ country_code: 'CZ', status: 'active' })
    .whereNot('id', demo?.id ?? 0)
    .orderBy('id')
    .first('id');
  const pl = await trx('companies').where({ country_code: 'PL', status: 'active' }).orderBy('id').first('id');

  const contracts: Array<{ space: number; company?: number; campaign: string; start: string; months: number; views: number }> = [
    { space: 0, company: demo?.id, campaign: 'Podzimní péče o vlasy', start: addDays(today, -45), months: 3, views: 5200 },
    { space: 3, company: demo?.id, campaign: 'Letní akce -20 %', start: addDays(today, -160), months: 2, views: 3100 },
    { space: 1, company: demo?.id, campaign: 'Vánoční dárkové poukazy', start: addDays(today, 12), months: 1, views: 0 },
    {
      space: 2,
      company: otherCz ? Number(otherCz.id) : undefined,
      campaign: 'Nové studio na Andělu',
      start: addDays(today, -20),
      months: 2,
      views: 7400,
    },
    {
      space: 8,
      company: pl ? Number(pl.id) : undefined,
      campaign: 'Jesienna promocja',
      start: addDays(today, -10),
      months: 1,
      views: 8800,
    },
  ];
  let count = 0;
  for (const c of contracts) {
    if (!c.company) continue;
    const space = SPACES[c.space]!;
    const end = endAfterMonths(c.start, c.months);
    const [row] = await trx('outdoor_contracts')
      .insert({
        space_id: ids[c.space],
        company_id: c.company,
        campaign_name: c.campaign,
        start_date: c.start,
        end_date: end,
        monthly_price: space.price_per_month,
        price: contractPrice(space.price_per_month, c.start, end),
        currency: CURRENCY[space.country_code],
        status: 'active',
        is_demo: true,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id');
    const contractId = Number(typeof row === 'object' ? row.id : row);
    count += 1;
    if (c.views > 0) {
      const stats = dailyStats(contractId, c.start, end < today ? end : today, c.views);
      for (let i = 0; i < stats.length; i += 100) await trx('outdoor_contract_stats').insert(stats.slice(i, i + 100));
    }
  }
  return { spaces: ids.length, contracts: count };
}
