import type { CartAddRequest, CartDto, CartMergeRequest, CartPutRequest } from '../../contract/shop.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { SHOP_TEXTS as T, type ShopOptions } from './model.js';
import type { StoredCartLine } from './cart.repository.js';
import type { ShopRepositories } from './shop.repository.js';

/**
 * The server cart of a logged-in user (the visitor's cart lives in the browser's local storage and is
 * merged in at login). A line holds an active product; its quantity is at most the configured line
 * limit (the stock is checked when ordering, so a cart may hold more than is in stock for a while).
 */
export function createCartService(deps: { uow: UnitOfWork; repos: ShopRepositories; clock: Clock; options: ShopOptions }) {
  const { repos, options } = deps;

  async function view(userId: number): Promise<CartDto> {
    const { lines, updatedAt } = await repos.carts.lines(userId);
    const products = await repos.catalogue.forLines(lines.map((l) => l.product_id));
    const items = lines.flatMap((l) => {
      const product = products.get(l.product_id);
      return product ? [{ product_id: l.product_id, quantity: l.quantity, product, line_total: product.price * l.quantity }] : [];
    });
    return {
      items,
      count: items.reduce((n, i) => n + i.quantity, 0),
      total: items.reduce((n, i) => n + i.line_total, 0),
      currency: items[0]?.product.currency ?? 'CZK',
      updated_at: updatedAt,
    };
  }

  /** Checks the lines' products (unknown or inactive: 400 naming the line) and the quantity limit. */
  async function checked(lines: StoredCartLine[], fieldOf: (i: number, name: string) => string, skipUnknown: boolean) {
    const products = await repos.catalogue.forLines(lines.map((l) => l.product_id));
    const kept: StoredCartLine[] = [];
    lines.forEach((line, i) => {
      const product = products.get(line.product_id);
      if (!product || (!product.active && line.quantity > 0)) {
        if (skipUnknown) return;
        throw DomainError.validation([
          { field: fieldOf(i, 'product_id'), message: product ? T.productUnavailable(product.name) : T.productNotFound },
        ]);
      }
      if (line.quantity > options.maxLineQuantity) {
        if (skipUnknown) return void kept.push({ ...line, quantity: options.maxLineQuantity });
        throw DomainError.validation([{ field: fieldOf(i, 'quantity'), message: T.lineQuantity(options.maxLineQuantity) }]);
      }
      kept.push(line);
    });
    return kept;
  }

  /** Writes the lines and refuses a cart of more products than an order may have. */
  async function write(userId: number, lines: StoredCartLine[], replace: boolean) {
    const now = deps.clock.now();
    await deps.uow.write(async (tx) => {
      await tx.shop.carts.write(userId, lines, { replace }, now);
      if ((await tx.shop.carts.count(userId)) > options.maxOrderLines)
        throw DomainError.validation([{ field: 'items', message: T.cartTooManyLines(options.maxOrderLines) }]);
    });
  }

  const fieldOf = (i: number, name: string) => `items.${i}.${name}`;

  return {
    view,

    /** PUT: the named lines take their quantity (0 removes); `replace` makes the cart exactly the lines. */
    async put(userId: number, request: CartPutRequest): Promise<CartDto> {
      const lines = await checked(request.items, fieldOf, false);
      await write(userId, lines, request.replace);
      return view(userId);
    },

    /** 'Do košíku': adds pieces; a product already in the cart has its quantity raised. */
    async add(userId: number, request: CartAddRequest): Promise<CartDto> {
      const [line] = await checked([request], (_i, name) => name, false);
      const now = deps.clock.now();
      await deps.uow.write(async (tx) => {
        await tx.shop.carts.lockCart(userId, now);
        const had = (await tx.shop.carts.quantities(userId, [line!.product_id])).get(line!.product_id) ?? 0;
        const quantity = had + line!.quantity;
        if (quantity > options.maxLineQuantity)
          throw DomainError.validation([{ field: 'quantity', message: T.lineQuantity(options.maxLineQuantity) }]);
        await tx.shop.carts.write(userId, [{ product_id: line!.product_id, quantity }], { replace: false }, now);
        if ((await tx.shop.carts.count(userId)) > options.maxOrderLines)
          throw DomainError.validation([{ field: 'product_id', message: T.cartTooManyLines(options.maxOrderLines) }]);
      });
      return view(userId);
    },

    /**
     * At login, with the visitor's local cart: a product in both keeps the larger quantity (merging the
     * same local cart twice changes nothing); unknown and inactive products are skipped, quantities
     * above the line limit are cut to it.
     */
    async merge(userId: number, request: CartMergeRequest): Promise<CartDto> {
      const lines = await checked(request.items, fieldOf, true);
      const now = deps.clock.now();
      await deps.uow.write(async (tx) => {
        await tx.shop.carts.lockCart(userId, now);
        const had = await tx.shop.carts.quantities(
          userId,
          lines.map((l) => l.product_id),
        );
        const merged = new Map<number, number>();
        for (const l of lines) merged.set(l.product_id, Math.max(merged.get(l.product_id) ?? 0, had.get(l.product_id) ?? 0, l.quantity));
        await tx.shop.carts.write(
          userId,
          [...merged].map(([product_id, quantity]) => ({ product_id, quantity })),
          { replace: false },
          now,
        );
        if ((await tx.shop.carts.count(userId)) > options.maxOrderLines)
          throw DomainError.validation([{ field: 'items', message: T.cartTooManyLines(options.maxOrderLines) }]);
      });
      return view(userId);
    },
  };
}
