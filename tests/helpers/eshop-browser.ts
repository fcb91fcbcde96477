import type { Knex } from 'knex';
import { searchColumns } from '../../src/core/shop/catalogue.repository.js';

/** A product of the browser tests' catalogue, written straight into the shop's tables (migration 20261129100000). */
export interface TestProduct {
  slug: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  /** with VAT, minor units */
  price: number;
  original_price?: number | null;
  stock: number;
  description?: string;
  features?: string[];
  specifications?: { name: string; value: string }[];
}

/** Inserts CZ products (active, not demo); answers their ids by slug. */
export async function insertProducts(db: Knex, products: TestProduct[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, product] of products.entries()) {
    const at = new Date(Date.UTC(2026, 0, 1 + index)).toISOString();
    const [row] = await db('products')
      .insert({
        country_code: 'CZ',
        currency: 'CZK',
        slug: product.slug,
        name: product.name,
        ...searchColumns('CZ', product.name, product.brand, []),
        description: product.description ?? `${product.name}: popis produktu.`,
        brand: product.brand,
        category: product.category,
        subcategory: product.subcategory,
        price: product.price,
        original_price: product.original_price ?? null,
        stock: product.stock,
        features: JSON.stringify(product.features ?? []),
        specifications: JSON.stringify(product.specifications ?? []),
        tags: '[]',
        active: true,
        is_demo: false,
        created_at: at,
        updated_at: at,
      })
      .returning('id');
    ids[product.slug] = Number(typeof row === 'object' ? row.id : row);
  }
  return ids;
}
