import type { CartResponse, ProductSummaryDto } from '../../../src/contract/shop.js';
import type { CartItemInput, CartLine, CartProduct } from '../shop/cart-lines.js';
import { apiRequest } from './http.js';

/** What the cart keeps of a product of the catalogue. */
export function cartProductOf(
  product: Pick<ProductSummaryDto, 'id' | 'slug' | 'name' | 'price' | 'currency' | 'image_url' | 'stock'>,
): CartProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    currency: product.currency,
    image: product.image_url,
    stock: product.stock,
  };
}

/** The server's cart as the cart store keeps it. */
function linesOf(answer: CartResponse): CartLine[] {
  return answer.cart.items.map((item) => ({ quantity: item.quantity, product: cartProductOf(item.product) }));
}

/** The signed-in user's cart (`GET /api/shop/cart`). */
export async function fetchServerCart(): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart'));
}

/** Makes the signed-in user's cart exactly `items` (the store sends its whole cart after each change). */
export async function replaceServerCart(items: CartItemInput[]): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart', { method: 'PUT', body: { items, replace: true } }));
}

/** At login: the visitor's cart joins the user's (`POST /api/shop/cart/merge`). */
export async function mergeServerCart(items: CartItemInput[]): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart/merge', { method: 'POST', body: { items } }));
}
