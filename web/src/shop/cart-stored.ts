/**
 * The cart as local storage keeps it and as the cart buttons count it: what every page needs of the cart
 * (the header's button, the session's sync). Its other rules (`cart-lines.ts`) come with the shop's code.
 */

/** What the cart shows of a product: kept with the line so that the drawer needs no request to draw it. */
export interface CartProduct {
  id: number;
  slug: string;
  name: string;
  /** unit price with VAT, in minor units of `currency` */
  price: number;
  currency: string;
  image: string | null;
  stock: number;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

/** What the API's cart calls take: `{ product_id, quantity }` per line. */
export interface CartItemInput {
  product_id: number;
  quantity: number;
}

/** The number on the cart buttons: every unit in the cart. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function toItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity }));
}

function isCartProduct(value: unknown): value is CartProduct {
  const p = value as Partial<CartProduct> | null;
  return (
    !!p &&
    typeof p.id === 'number' &&
    typeof p.slug === 'string' &&
    typeof p.name === 'string' &&
    typeof p.price === 'number' &&
    typeof p.currency === 'string' &&
    typeof p.stock === 'number' &&
    (p.image === null || typeof p.image === 'string')
  );
}

/** The visitor's cart as stored in local storage; anything malformed is dropped. */
export function parseStoredLines(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (line): line is CartLine =>
        !!line &&
        isCartProduct((line as CartLine).product) &&
        Number.isInteger((line as CartLine).quantity) &&
        (line as CartLine).quantity > 0,
    );
  } catch {
    return [];
  }
}
