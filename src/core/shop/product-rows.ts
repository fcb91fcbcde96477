import type { ProductDetailDto, ProductImageDto, ProductSpecification, ProductSummaryDto } from '../../contract/shop.js';
import { toBool, toIso } from '../../db/dialect.js';
import { salePercentage } from './money.js';

/** The address a stored product image is served at. */
const productImageUrl = (id: number) => `/media/shop/images/${id}`;

function jsonList<T>(text: unknown): T[] {
  if (typeof text !== 'string' || !text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The columns a product list selects (with `vat_rate` and `image_id` beside the product's own). */
export const SUMMARY_COLUMNS = [
  'products.id',
  'products.slug',
  'products.name',
  'products.brand',
  'products.category',
  'products.subcategory',
  'products.country_code',
  'products.currency',
  'products.price',
  'products.original_price',
  'products.stock',
  'products.rating',
  'products.review_count',
  'products.features',
  'products.active',
  'products.created_at',
];

export function toProductSummary(r: Record<string, unknown>): ProductSummaryDto {
  const price = Number(r.price);
  const original = r.original_price === null || r.original_price === undefined ? null : Number(r.original_price);
  const percentage = salePercentage(price, original);
  const stock = Number(r.stock);
  return {
    id: Number(r.id),
    slug: String(r.slug),
    name: String(r.name),
    brand: r.brand === null || r.brand === undefined ? null : String(r.brand),
    category: String(r.category) as ProductSummaryDto['category'],
    subcategory: String(r.subcategory) as ProductSummaryDto['subcategory'],
    country_code: String(r.country_code) as ProductSummaryDto['country_code'],
    currency: String(r.currency),
    price,
    original_price: percentage > 0 ? original : null,
    is_on_sale: percentage > 0,
    sale_percentage: percentage,
    savings: percentage > 0 ? original! - price : 0,
    vat_rate: Number(r.vat_rate ?? 0),
    stock,
    in_stock: stock > 0,
    rating: Math.round(Number(r.rating ?? 0) * 10) / 10,
    review_count: Number(r.review_count ?? 0),
    features: jsonList<string>(r.features),
    image_url: r.image_id === null || r.image_id === undefined ? null : productImageUrl(Number(r.image_id)),
    active: toBool(r.active),
    created_at: toIso(r.created_at)!,
  };
}

export function toProductDetail(r: Record<string, unknown>, images: ProductImageDto[]): ProductDetailDto {
  return {
    ...toProductSummary({ ...r, image_id: images[0]?.id ?? null }),
    description: String(r.description ?? ''),
    specifications: jsonList<ProductSpecification>(r.specifications),
    tags: jsonList<string>(r.tags),
    images,
    is_demo: toBool(r.is_demo),
    updated_at: toIso(r.updated_at)!,
  };
}

export const toProductImage = (r: Record<string, unknown>): ProductImageDto => ({
  id: Number(r.id),
  url: productImageUrl(Number(r.id)),
  position: Number(r.position),
  alt: r.alt === null || r.alt === undefined ? null : String(r.alt),
});
