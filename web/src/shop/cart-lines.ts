/**
 * The cart's rules, pure (public-site spec, Cart): adding a product already in the cart raises its
 * quantity; a quantity of 0 or less removes the line; a line never asks for more than the stock shown.
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

const bounded = (quantity: number, stock: number) => Math.min(Math.max(Math.trunc(quantity), 0), Math.max(stock, 0));

/** Adds `quantity` of `product`: a new line, or the existing line raised (up to the stock). */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const existing = lines.find((line) => line.product.id === product.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  return setLineQuantity(existing ? lines : [...lines, { product, quantity: 0 }], product.id, wanted, product);
}

/** Sets a line's quantity; 0 or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], productId: number, quantity: number, product?: CartProduct): CartLine[] {
  const next: CartLine[] = [];
  for (const line of lines) {
    if (line.product.id !== productId) {
      next.push(line);
      continue;
    }
    const fresh = product ?? line.product;
    const kept = bounded(quantity, fresh.stock);
    if (kept > 0) next.push({ product: fresh, quantity: kept });
  }
  return next;
}

/** The number on the cart buttons: every unit in the cart. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart's total with VAT, in minor units (the server computes the order's own totals). */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
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
