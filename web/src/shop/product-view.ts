import type { ShopProduct } from '../api/shop.js';
import type { CartProduct } from './cart-lines.js';

/** What the cart keeps of a product. */
export function toCartProduct(product: ShopProduct): CartProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    currency: product.currency,
    image: product.images[0]?.url ?? null,
    stock: product.stock,
  };
}

/** The saving against the original price, or null when the product is not on sale. */
export function savings(product: Pick<ShopProduct, 'price' | 'original_price'>): { amount: number; percent: number } | null {
  const original = product.original_price;
  if (!original || original <= product.price) return null;
  return { amount: original - product.price, percent: Math.round(((original - product.price) / original) * 100) };
}
