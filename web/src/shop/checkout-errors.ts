import { ApiError } from '../api/api-error.js';
import type { CartItemInput } from './cart-lines.js';

/**
 * A refused order's messages by the cart line they concern (product id -> Czech message): the server names
 * a line's field as `items.<index>…` (a 409 for the stock, a 400 for a product gone); the index is that of
 * the items the order sent.
 */
export function lineProblems(error: unknown, items: readonly CartItemInput[]): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<number, string> = {};
  for (const field of error.fields) {
    const match = /^items\.(\d+)/.exec(field.field);
    const item = match ? items[Number(match[1])] : undefined;
    if (item) out[item.product_id] ??= field.message;
  }
  return out;
}
