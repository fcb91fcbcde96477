import type { CartLine, CartProduct } from './cart-stored.js';

/**
 * The cart's rules, pure: adding a product already in the cart raises its
 * quantity; a quantity of 0 or less removes the line; a line never asks for more than the stock shown.
 * What every page needs of the cart (its lines, their count and their stored form) is `cart-stored.ts`.
 */
export { cartCount, parseStoredLines, toItems, type CartItemInput, type CartLine, type CartProduct } from './cart-stored.js';

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

/** The cart's total with VAT, in minor units (the server computes the order's own totals). */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
}
