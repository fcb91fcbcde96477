// PROVISIONAL shapes until src/contract/shop.ts lands (wt-shopcore).
import type { CartItemInput, CartLine } from '../shop/cart-lines.js';
import { apiRequest } from './http.js';
import type { ShopProduct } from './shop.js';

interface CartResponse {
  success: true;
  cart: { items: { product_id: number; quantity: number; product: ShopProduct }[] };
}

/** The server's cart as the cart store keeps it. */
function linesOf(answer: CartResponse): CartLine[] {
  return answer.cart.items.map((item) => ({
    quantity: item.quantity,
    product: {
      id: item.product.id,
      slug: item.product.slug,
      name: item.product.name,
      price: item.product.price,
      currency: item.product.currency,
      image: item.product.images[0]?.url ?? null,
      stock: item.product.stock,
    },
  }));
}

/** The signed-in user's cart. */
export async function fetchServerCart(): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart'));
}

/** Replaces the signed-in user's cart with `items` (the store sends its whole cart after each change). */
export async function replaceServerCart(items: CartItemInput[]): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart', { method: 'PUT', body: { items } }));
}

/** At login: the visitor's cart joins the user's (a product in both: the quantities add up). */
export async function mergeServerCart(items: CartItemInput[]): Promise<CartLine[]> {
  return linesOf(await apiRequest<CartResponse>('/shop/cart/merge', { method: 'POST', body: { items } }));
}
