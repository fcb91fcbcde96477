import type { Knex } from 'knex';
import type { CountryCodeDto } from '../../contract/common.js';
import type { PromoItemDto } from '../../contract/shop.js';
import { foldText } from '../../contract/text.js';
import { toBool, toIso } from '../../db/dialect.js';

export interface PromoFields {
  country_code?: string;
  currency?: string;
  name?: string;
  category?: string;
  description?: string | null;
  price?: number;
  min_order?: number;
  material?: string | null;
  colors?: string;
  printing?: string | null;
  available?: boolean;
  image_url?: string | null;
  is_demo?: boolean;
}

function colorsOf(text: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

const toPromoItem = (r: Record<string, unknown>): PromoItemDto => ({
  id: Number(r.id),
  name: String(r.name),
  category: String(r.category),
  country_code: String(r.country_code) as PromoItemDto['country_code'],
  currency: String(r.currency),
  price: Number(r.price),
  vat_rate: Number(r.vat_rate ?? 0),
  min_order: Number(r.min_order),
  material: r.material === null || r.material === undefined ? null : String(r.material),
  colors: colorsOf(r.colors),
  printing: r.printing === null || r.printing === undefined ? null : String(r.printing),
  available: toBool(r.available),
  orders_count: Number(r.orders_count),
  image_url: r.image_url === null || r.image_url === undefined ? null : String(r.image_url),
  description: r.description === null || r.description === undefined ? null : String(r.description),
  is_demo: toBool(r.is_demo),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

/** Promotional items (Reklamní předměty): the salon's list, the admin's CRUD, order lines. */
export function createPromoRepository(db: Knex) {
  const withRate = () =>
    db('promo_items')
      .leftJoin('vat_rates', 'vat_rates.country_code', 'promo_items.country_code')
      .select('promo_items.*', 'vat_rates.rate as vat_rate');
  return {
    /** At most 500 items of an edition (a small list), by category and name. */
    async list(filter: { country?: CountryCodeDto; category?: string; q?: string; availableOnly: boolean }): Promise<PromoItemDto[]> {
      const q = withRate();
      if (filter.country) q.where('promo_items.country_code', filter.country);
      if (filter.category) q.andWhere('promo_items.category', filter.category);
      if (filter.availableOnly) q.andWhere('promo_items.available', true);
      const rows = (await q.orderBy(['promo_items.category', 'promo_items.name', 'promo_items.id']).limit(500)).map(toPromoItem);
      const text = filter.q ? foldText(filter.q) : '';
      return text ? rows.filter((r) => foldText(`${r.name} ${r.category} ${r.material ?? ''}`).includes(text)) : rows;
    },
    async categories(country?: CountryCodeDto): Promise<string[]> {
      const q = db('promo_items').distinct('category').orderBy('category');
      if (country) q.where({ country_code: country });
      return (await q).map((r) => String(r.category));
    },
    async find(id: number): Promise<PromoItemDto | undefined> {
      const row = await withRate().where('promo_items.id', id).first();
      return row ? toPromoItem(row) : undefined;
    },
    async findMany(ids: number[]): Promise<Map<number, PromoItemDto>> {
      if (!ids.length) return new Map();
      const rows = await withRate().whereIn('promo_items.id', ids);
      return new Map(rows.map((r) => [Number(r.id), toPromoItem(r)]));
    },
    async insert(fields: PromoFields, now: Date): Promise<number> {
      const [row] = await db('promo_items')
        .insert({ ...fields, created_at: now.toISOString(), updated_at: now.toISOString() })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },
    async update(id: number, fields: PromoFields, now: Date): Promise<boolean> {
      return (
        (await db('promo_items')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },
    async remove(id: number, now: Date): Promise<'deleted' | 'deactivated' | 'missing'> {
      const named = await db('order_lines').where({ promo_item_id: id }).first('id');
      if (named) {
        const changed = await db('promo_items').where({ id }).update({ available: false, updated_at: now.toISOString() });
        return changed ? 'deactivated' : 'missing';
      }
      return (await db('promo_items').where({ id }).delete()) ? 'deleted' : 'missing';
    },
    /** An order included (+1) or no longer includes (-1, cancelled) the item. */
    async countOrder(id: number, delta: 1 | -1): Promise<void> {
      await db('promo_items')
        .where({ id })
        .update({ orders_count: db.raw('CASE WHEN orders_count + ? < 0 THEN 0 ELSE orders_count + ? END', [delta, delta]) });
    },
  };
}
