import type { Knex } from 'knex';
import type { CountryCodeDto } from '../../contract/common.js';
import type {
  AdminProductListQuery,
  ProductDetailDto,
  ProductImageDto,
  ProductReviewDto,
  ProductSummaryDto,
  ShopSort,
} from '../../contract/shop.js';
import { byteOrder, likeContains, toIso } from '../../db/dialect.js';
import { foldText } from '../../contract/text.js';
import { collationKey } from '../text/collation.js';
import { SUMMARY_COLUMNS, toProductDetail, toProductImage, toProductSummary } from './product-rows.js';

/** What the public catalogue filters by (contract's productListQuery after the edition is chosen). */
export interface CatalogueFilter {
  country: CountryCodeDto;
  category?: string;
  subcategory?: string;
  q?: string;
  brand?: string;
  /** with VAT, minor units */
  maxPrice?: number;
  inStock?: boolean;
  sort: ShopSort;
  page: number;
  limit: number;
}

/** The columns a create or an edit writes. */
export interface ProductFields {
  country_code?: string;
  currency?: string;
  slug?: string;
  name?: string;
  name_sort?: string;
  search_text?: string;
  description?: string;
  brand?: string | null;
  category?: string;
  subcategory?: string;
  price?: number;
  original_price?: number | null;
  stock?: number;
  features?: string;
  specifications?: string;
  tags?: string;
  active?: boolean;
  is_demo?: boolean;
}

const LANGUAGE = { CZ: 'cs', SK: 'sk', PL: 'pl' } as const;

/** The texts a product is sorted (the edition language's collation key) and searched (folded) by. */
export function searchColumns(country: CountryCodeDto, name: string, brand: string | null | undefined, tags: readonly string[]) {
  return {
    name_sort: collationKey(name, LANGUAGE[country]).slice(0, 400),
    search_text: foldText([name, brand ?? '', ...tags].join(' ')).slice(0, 1000),
  };
}

const SORTS: Record<ShopSort, Array<[string, 'asc' | 'desc']>> = {
  name: [
    ['products.name_sort', 'asc'],
    ['products.id', 'asc'],
  ],
  price_asc: [
    ['products.price', 'asc'],
    ['products.id', 'asc'],
  ],
  price_desc: [
    ['products.price', 'desc'],
    ['products.id', 'desc'],
  ],
  rating: [
    ['products.rating', 'desc'],
    ['products.id', 'asc'],
  ],
  newest: [
    ['products.created_at', 'desc'],
    ['products.id', 'desc'],
  ],
};

/** Products, their images and reviews: every query of the catalogue and of the admin's product screen. */
export function createCatalogueRepository(db: Knex) {
  const firstImage = db.raw(
    '(select pi.id from product_images pi where pi.product_id = products.id order by pi.position, pi.id limit 1) as image_id',
  );
  const withRate = (q: Knex.QueryBuilder) => q.leftJoin('vat_rates', 'vat_rates.country_code', 'products.country_code');

  const imagesOf = async (productIds: number[]): Promise<Map<number, ProductImageDto[]>> => {
    const byProduct = new Map<number, ProductImageDto[]>();
    if (!productIds.length) return byProduct;
    const rows = await db('product_images').whereIn('product_id', productIds).orderBy(['product_id', 'position', 'id']);
    for (const r of rows) {
      const list = byProduct.get(Number(r.product_id)) ?? [];
      list.push(toProductImage(r));
      byProduct.set(Number(r.product_id), list);
    }
    return byProduct;
  };

  const detailsOf = async (rows: Array<Record<string, unknown>>): Promise<ProductDetailDto[]> => {
    const images = await imagesOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => toProductDetail(r, images.get(Number(r.id)) ?? []));
  };

  const detailColumns = ['products.*', 'vat_rates.rate as vat_rate'];
  /** the name sort compares collation keys as bytes (COLLATE "C" on PostgreSQL, as its index) */
  const orderBy = (q: Knex.QueryBuilder, sort: ShopSort) => {
    for (const [column, direction] of SORTS[sort]) {
      if (column === 'products.name_sort') q.orderBy(byteOrder(db, column) as unknown as string, direction);
      else q.orderBy(column, direction);
    }
  };

  return {
    /** One page of an edition's active products and the count of all matching (two statements, each on an index). */
    async list(filter: CatalogueFilter) {
      const base = db('products').where('products.country_code', filter.country).andWhere('products.active', true);
      if (filter.category) base.andWhere('products.category', filter.category);
      if (filter.subcategory) base.andWhere('products.subcategory', filter.subcategory);
      if (filter.brand) base.andWhere('products.brand', filter.brand);
      if (filter.maxPrice !== undefined) base.andWhere('products.price', '<=', filter.maxPrice);
      if (filter.inStock) base.andWhere('products.stock', '>', 0);
      if (filter.q) base.andWhereRaw("products.search_text LIKE ? ESCAPE '\\'", [likeContains(foldText(filter.q))]);
      const [count] = await base.clone().count<Array<{ n: number | string }>>({ n: '*' });
      const page = withRate(base.clone())
        .select([...SUMMARY_COLUMNS, 'vat_rates.rate as vat_rate', firstImage])
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      orderBy(page, filter.sort);
      const rows = await page;
      return { products: rows.map(toProductSummary), total: Number(count?.n ?? 0) };
    },

    /** What the filters offer in an edition: brands, category and subcategory counts, the highest price. */
    async facets(country: CountryCodeDto) {
      const active = () => db('products').where({ country_code: country, active: true });
      const [brands, categories, subcategories, max] = await Promise.all([
        active().whereNotNull('brand').distinct('brand').orderBy('brand'),
        active().select('category').count({ n: '*' }).groupBy('category') as Promise<Array<Record<string, unknown>>>,
        active().select('subcategory').count({ n: '*' }).groupBy('subcategory') as Promise<Array<Record<string, unknown>>>,
        active().max({ price: 'price' }).first(),
      ]);
      return {
        brands: brands.map((r) => String(r.brand)),
        categories: new Map(categories.map((r) => [String(r.category), Number(r.n)])),
        subcategories: new Map(subcategories.map((r) => [String(r.subcategory), Number(r.n)])),
        maxPrice: Number(max?.price ?? 0),
      };
    },

    async vatRate(country: string): Promise<number> {
      const row = await db('vat_rates').where({ country_code: country }).first('rate');
      return Number(row?.rate ?? 0);
    },

    async bySlug(slug: string, options: { activeOnly: boolean }): Promise<ProductDetailDto | undefined> {
      const q = withRate(db('products')).where('products.slug', slug);
      if (options.activeOnly) q.andWhere('products.active', true);
      const row = await q.first(detailColumns);
      return row ? (await detailsOf([row]))[0] : undefined;
    },

    async byId(id: number): Promise<ProductDetailDto | undefined> {
      const row = await withRate(db('products')).where('products.id', id).first(detailColumns);
      return row ? (await detailsOf([row]))[0] : undefined;
    },

    /** Products by id with their rate (what an order or a cart line needs), whatever their state. */
    async forLines(ids: number[]): Promise<Map<number, ProductSummaryDto>> {
      if (!ids.length) return new Map();
      const rows: Array<Record<string, unknown>> = await withRate(db('products'))
        .whereIn('products.id', ids)
        .select([...SUMMARY_COLUMNS, 'vat_rates.rate as vat_rate', firstImage]);
      return new Map(rows.map((r) => [Number(r.id), toProductSummary(r)]));
    },

    /** The admin's list: every product (any state), newest first unless sorted otherwise. */
    async adminList(filter: AdminProductListQuery) {
      const base = db('products');
      if (filter.country) base.where('products.country_code', filter.country);
      if (filter.category) base.andWhere('products.category', filter.category);
      if (filter.subcategory) base.andWhere('products.subcategory', filter.subcategory);
      if (filter.active !== undefined) base.andWhere('products.active', filter.active);
      if (filter.max_stock !== undefined) base.andWhere('products.stock', '<=', filter.max_stock);
      if (filter.q) base.andWhereRaw("products.search_text LIKE ? ESCAPE '\\'", [likeContains(foldText(filter.q))]);
      const [count] = await base.clone().count<Array<{ n: number | string }>>({ n: '*' });
      const page = withRate(base.clone())
        .select(detailColumns)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      orderBy(page, filter.sort);
      return { products: await detailsOf(await page), total: Number(count?.n ?? 0) };
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const q = db('products').where({ slug });
      if (exceptId) q.andWhereNot('id', exceptId);
      return Boolean(await q.first('id'));
    },

    async insert(fields: ProductFields, now: Date): Promise<number> {
      const [row] = await db('products')
        .insert({ ...fields, created_at: now.toISOString(), updated_at: now.toISOString() })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    async update(id: number, fields: ProductFields, now: Date): Promise<boolean> {
      return (
        (await db('products')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },

    /** Deletes a product no order names; one that orders name is made inactive (returns 'deactivated'). */
    async remove(id: number, now: Date): Promise<'deleted' | 'deactivated' | 'missing'> {
      const named = await db('order_lines').where({ product_id: id }).first('id');
      if (named) {
        const changed = await db('products').where({ id }).update({ active: false, updated_at: now.toISOString() });
        return changed ? 'deactivated' : 'missing';
      }
      return (await db('products').where({ id }).delete()) ? 'deleted' : 'missing';
    },

    /**
     * Takes `quantity` pieces if there are that many: one conditional UPDATE, so concurrent orders
     * never take the same piece (PostgreSQL re-checks the condition on the row after the other
     * transaction commits; SQLite has one writer). False: not enough (or not an active product).
     */
    async takeStock(id: number, quantity: number, now: Date): Promise<boolean> {
      const changed = await db('products')
        .where({ id, active: true })
        .andWhere('stock', '>=', quantity)
        .update({ stock: db.raw('stock - ?', [quantity]), updated_at: now.toISOString() });
      return changed === 1;
    },

    async returnStock(id: number, quantity: number, now: Date): Promise<void> {
      await db('products')
        .where({ id })
        .update({ stock: db.raw('stock + ?', [quantity]), updated_at: now.toISOString() });
    },

    async stockOf(id: number): Promise<number> {
      const row = await db('products').where({ id }).first('stock');
      return Number(row?.stock ?? 0);
    },

    async imageCount(productId: number): Promise<number> {
      const [row] = await db('product_images').where({ product_id: productId }).count<Array<{ n: number | string }>>({ n: '*' });
      return Number(row?.n ?? 0);
    },

    async insertImage(
      productId: number,
      image: { content_type: string; size: number; sha256: string; content: Buffer; alt: string | null },
      now: Date,
    ): Promise<number> {
      const [last] = await db('product_images').where({ product_id: productId }).max<Array<{ p: number | null }>>({ p: 'position' });
      const [row] = await db('product_images')
        .insert({
          product_id: productId,
          position: Number(last?.p ?? -1) + 1,
          alt: image.alt,
          content_type: image.content_type,
          size: image.size,
          sha256: image.sha256,
          created_at: now.toISOString(),
        })
        .returning('id');
      const id = Number(typeof row === 'object' ? row.id : row);
      await db('product_image_files').insert({ image_id: id, content: image.content });
      return id;
    },

    async deleteImage(productId: number, imageId: number): Promise<boolean> {
      return (await db('product_images').where({ id: imageId, product_id: productId }).delete()) > 0;
    },

    async imageFile(id: number) {
      const row = await db('product_images')
        .join('product_image_files', 'product_image_files.image_id', 'product_images.id')
        .where('product_images.id', id)
        .first('product_images.content_type', 'product_images.size', 'product_images.sha256', 'product_image_files.content');
      return row
        ? { contentType: String(row.content_type), size: Number(row.size), sha256: String(row.sha256), content: row.content as Buffer }
        : undefined;
    },

    async reviews(productId: number, limit: number): Promise<ProductReviewDto[]> {
      const rows = await db('product_reviews')
        .where({ product_id: productId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map((r) => ({
        id: Number(r.id),
        author: String(r.author),
        rating: Number(r.rating),
        text: String(r.text),
        created_at: toIso(r.created_at)!,
      }));
    },

    async hasReviewed(productId: number, userId: number): Promise<boolean> {
      return Boolean(await db('product_reviews').where({ product_id: productId, user_id: userId }).first('id'));
    },

    /** The user's delivered order that had the product (a review needs one), unless reviewed already. */
    async reviewableOrder(productId: number, userId: number): Promise<number | undefined> {
      const reviewed = await db('product_reviews').where({ product_id: productId, user_id: userId }).first('id');
      if (reviewed) return undefined;
      const row = await db('order_lines')
        .join('orders', 'orders.id', 'order_lines.order_id')
        .where({ 'order_lines.product_id': productId, 'orders.user_id': userId, 'orders.status': 'delivered' })
        .first('orders.id');
      return row ? Number(row.id) : undefined;
    },

    /** Stores a review and the product's new average and count (in the caller's transaction). */
    async insertReview(
      review: { product_id: number; user_id: number; order_id: number; author: string; rating: number; text: string },
      now: Date,
    ): Promise<number> {
      const [row] = await db('product_reviews')
        .insert({ ...review, created_at: now.toISOString() })
        .returning('id');
      const [stats] = await db('product_reviews')
        .where({ product_id: review.product_id })
        .select(db.raw('avg(rating) as avg'), db.raw('count(*) as n'));
      await db('products')
        .where({ id: review.product_id })
        .update({ rating: Math.round(Number(stats?.avg ?? 0) * 10) / 10, review_count: Number(stats?.n ?? 0) });
      return Number(typeof row === 'object' ? row.id : row);
    },

    async reviewById(id: number): Promise<ProductReviewDto | undefined> {
      const r = await db('product_reviews').where({ id }).first();
      return r
        ? { id: Number(r.id), author: String(r.author), rating: Number(r.rating), text: String(r.text), created_at: toIso(r.created_at)! }
        : undefined;
    },

    /** The reviewer's name as shown: first name and the surname's initial. */
    async authorOf(userId: number): Promise<string> {
      const u = await db('users').where({ id: userId }).first('first_name', 'last_name');
      const first = String(u?.first_name ?? '').trim();
      const last = String(u?.last_name ?? '').trim();
      return [first, last ? `${last[0]}.` : ''].filter(Boolean).join(' ') || 'Zákazník';
    },
  };
}
