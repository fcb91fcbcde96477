/** Deterministic bulk listings for benchmarks: N companies with 3 services and a photo each. */
import type { Knex } from 'knex';
import { buildSearchDocument } from '../../src/core/directory/search-document.js';
import { slugify } from '../../src/contract/text.js';

const PREFIX = [
  'Kadeřnictví',
  'Barbershop',
  'Salon',
  'Studio',
  'Kosmetika',
  'Masáže',
  'Wellness',
  'Fitness',
  'Jóga',
  'Manikúra',
  'Pedikúra',
  'Autoservis',
  'Veterina',
  'Tetování',
  'Řemesla',
];
const NAMES = [
  'Jana',
  'Petr',
  'Eva',
  'Šárka',
  'Řehoř',
  'Žofie',
  'Lucie',
  'Tomáš',
  'Anna',
  'Čeněk',
  'Ivana',
  'Hana',
  'Chvála',
  'Dvořák',
  'Novák',
  'Krása',
  'Relax',
  'Elegance',
  'Style',
  'Harmonie',
];
const SERVICES = [
  'Střih vlasů',
  'Dámský střih',
  'Pánský střih',
  'Melír',
  'Barvení',
  'Masáž zad',
  'Klasická masáž',
  'Lymfatická masáž',
  'Manikúra',
  'Pedikúra',
  'Čištění pleti',
  'Úprava vousů',
  'Trvalá',
  'Lekce jógy',
  'Osobní trénink',
  'Výměna oleje',
  'Stříhání psů',
];

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateCompanies(db: Knex, count: number, onProgress?: (done: number) => void): Promise<{ slugs: string[] }> {
  const rnd = prng(20261122);
  // in range for a list that is not empty: rnd() is below 1
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const cities: Array<{ id: number }> = await db('cities').where({ country_code: 'CZ' }).select('id');
  const groups: Array<{ id: number }> = await db('category_groups').where({ country_code: 'CZ' }).select('id');
  const subs: Array<{ id: number; group_id: number; name: string }> = await db('subcategories').whereIn(
    'group_id',
    groups.map((g) => g.id),
  );
  const now = new Date().toISOString();
  const slugs: string[] = [];
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const rows: Array<Record<string, unknown> & { slug: string }> = [];
    const services: Array<{ slug: string; name: string; price: number }> = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const name = `${pick(PREFIX)} ${pick(NAMES)} ${i}`;
      const sub = pick(subs);
      const own = [pick(SERVICES), pick(SERVICES), pick(SERVICES)].map((s) => ({ name: s, price: 100 + Math.floor(rnd() * 30) * 50 }));
      const slug = `${slugify(name)}-${i}`;
      slugs.push(slug);
      own.forEach((s) => services.push({ slug, ...s }));
      rows.push({
        country_code: 'CZ',
        slug,
        name,
        category_id: sub.group_id,
        subcategory_id: sub.id,
        city_id: pick(cities).id,
        address: `Ulice ${i}`,
        description: 'Popis',
        rating: Math.round((3 + rnd() * 2) * 10) / 10,
        reviews_count: Math.floor(rnd() * 400),
        price_range: pick(['$', '$$', '$$$']),
        phone: '+420 777 000 000',
        status: 'active',
        is_featured: rnd() < 0.01,
        created_at: now,
        updated_at: now,
        ...buildSearchDocument({ name, language: 'cs', subcategoryName: sub.name, services: own }),
      });
    }
    await db.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += 100) await trx('companies').insert(rows.slice(i, i + 100));
      const ids: Array<{ id: number; slug: string }> = await trx('companies')
        .whereIn(
          'slug',
          rows.map((r) => r.slug),
        )
        .select('id', 'slug');
      const idOf = new Map(ids.map((r) => [r.slug, Number(r.id)]));
      const serviceRows = services.map((s, n) => ({
        company_id: idOf.get(s.slug),
        name: s.name,
        price: s.price,
        duration_minutes: 60,
        currency: 'CZK',
        sort_order: n % 3,
      }));
      for (let i = 0; i < serviceRows.length; i += 150) await trx('services').insert(serviceRows.slice(i, i + 150));
      const photos = ids.map((r) => ({
        company_id: r.id,
        url: '/img/placeholders/krasa-1.svg',
        alt: '',
        width: 800,
        height: 600,
        sort_order: 0,
      }));
      for (let i = 0; i < photos.length; i += 150) await trx('photos').insert(photos.slice(i, i + 150));
    });
    onProgress?.(Math.min(count, start + BATCH));
  }
  return { slugs };
}
