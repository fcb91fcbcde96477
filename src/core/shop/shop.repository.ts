import type { Knex } from 'knex';
import type { SqlDialect } from '../../db/sql-dialect.js';
import { createCartRepository } from './cart.repository.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createOrderRepository } from './order.repository.js';
import { createPromoRepository } from './promo.repository.js';

/** The shop's repositories on one knex (the database, or a unit of work's transaction: `tx.shop`). */
export function createShopRepositories(db: Knex, dialect: SqlDialect) {
  return {
    catalogue: createCatalogueRepository(db),
    promo: createPromoRepository(db),
    carts: createCartRepository(db, dialect),
    orders: createOrderRepository(db, dialect),
  };
}

export type ShopRepositories = ReturnType<typeof createShopRepositories>;
