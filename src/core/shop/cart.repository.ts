import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import type { SqlDialect } from '../../db/sql-dialect.js';

/** A cart line as stored. */
export interface StoredCartLine {
  product_id: number;
  quantity: number;
}

/** The server cart of a logged-in user: one `carts` row per user, its lines in `cart_items`. */
export function createCartRepository(db: Knex, dialect: SqlDialect) {
  /** The user's cart id, creating the cart (the unique user_id decides between two first writes). */
  const cartId = async (userId: number, now: Date): Promise<number> => {
    const found = await db('carts').where({ user_id: userId }).first('id');
    if (found) return Number(found.id);
    await db('carts')
      .insert({ user_id: userId, created_at: now.toISOString(), updated_at: now.toISOString() })
      .onConflict('user_id')
      .ignore();
    const row = await db('carts').where({ user_id: userId }).first('id');
    return Number(row!.id);
  };

  return {
    async lines(userId: number): Promise<{ lines: StoredCartLine[]; updatedAt: string | null }> {
      const cart = await db('carts').where({ user_id: userId }).first('id', 'updated_at');
      if (!cart) return { lines: [], updatedAt: null };
      const rows = await db('cart_items').where({ cart_id: cart.id }).orderBy(['added_at', 'product_id']);
      return {
        lines: rows.map((r) => ({ product_id: Number(r.product_id), quantity: Number(r.quantity) })),
        updatedAt: toIso(cart.updated_at),
      };
    },

    /**
     * Writes the cart (in the caller's transaction): `set` lines take their quantity (0 removes),
     * `replace` first empties it. The cart's row is locked first so that two writers of one user's
     * cart go one after the other on PostgreSQL.
     */
    async write(userId: number, set: StoredCartLine[], options: { replace: boolean }, now: Date): Promise<void> {
      const id = await cartId(userId, now);
      await dialect.lockRow(db, 'carts', id);
      if (options.replace) await db('cart_items').where({ cart_id: id }).delete();
      for (const line of set) {
        if (line.quantity <= 0) {
          await db('cart_items').where({ cart_id: id, product_id: line.product_id }).delete();
          continue;
        }
        await db('cart_items')
          .insert({ cart_id: id, product_id: line.product_id, quantity: line.quantity, added_at: now.toISOString() })
          .onConflict(['cart_id', 'product_id'])
          .merge({ quantity: line.quantity });
      }
      await db('carts').where({ id }).update({ updated_at: now.toISOString() });
    },

    /** The quantities now in the cart of these products (for adding to and merging into a locked cart). */
    async quantities(userId: number, productIds: number[]): Promise<Map<number, number>> {
      if (!productIds.length) return new Map();
      const rows = await db('cart_items')
        .join('carts', 'carts.id', 'cart_items.cart_id')
        .where('carts.user_id', userId)
        .whereIn('cart_items.product_id', productIds)
        .select('cart_items.product_id', 'cart_items.quantity');
      return new Map(rows.map((r) => [Number(r.product_id), Number(r.quantity)]));
    },

    async lockCart(userId: number, now: Date): Promise<void> {
      await dialect.lockRow(db, 'carts', await cartId(userId, now));
    },

    async count(userId: number): Promise<number> {
      const [row] = await db('cart_items')
        .join('carts', 'carts.id', 'cart_items.cart_id')
        .where('carts.user_id', userId)
        .count<Array<{ n: number | string }>>({ n: '*' });
      return Number(row?.n ?? 0);
    },

    /** Removes ordered products from the user's cart (the order's transaction). */
    async removeProducts(userId: number, productIds: number[], now: Date): Promise<void> {
      if (!productIds.length) return;
      const cart = await db('carts').where({ user_id: userId }).first('id');
      if (!cart) return;
      await db('cart_items').where({ cart_id: cart.id }).whereIn('product_id', productIds).delete();
      await db('carts').where({ id: cart.id }).update({ updated_at: now.toISOString() });
    },
  };
}
