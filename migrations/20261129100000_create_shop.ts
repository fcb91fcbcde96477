import type { Knex } from 'knex';

/**
 * The equipment e-shop (src/core/shop, src/contract/shop.ts).
 *
 * Money is an integer in the edition currency's minor units (haléře, cents, grosze) with the currency
 * beside it. `products.price` and `promo_items.price` are prices WITH VAT (what the shop shows); an
 * order line keeps its unit price, VAT rate and the net/VAT/gross line totals copied at order time, so
 * later catalogue changes never change an order. `vat_rates` is the one table of rates, per edition.
 *
 * Stock: `products.stock` is never negative (CHECK). An order takes it with a conditional
 * `UPDATE products SET stock = stock - q WHERE id = ? AND stock >= q` in the order's transaction and
 * checks the affected rows, so two orders never sell the same piece on either engine.
 *
 * `orders.number` is 'OBJ-<year>-<id, 6 digits>', its variable symbol '<year><id, 6 digits>'.
 * (user_id, idempotency_key) is unique: a retried POST answers the first order.
 * Product images are stored in the database like company photos (product_image_files holds the bytes),
 * so several servers share them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vat_rates', (t) => {
    t.string('country_code', 2).primary();
    /** whole percent */
    t.integer('rate').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  const now = new Date().toISOString();
  await knex('vat_rates').insert([
    { country_code: 'CZ', rate: 21, updated_at: now },
    { country_code: 'SK', rate: 23, updated_at: now },
    { country_code: 'PL', rate: 23, updated_at: now },
  ]);

  await knex.schema.createTable('products', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('currency', 3).notNullable().defaultTo('CZK');
    t.string('slug', 190).notNullable().unique();
    t.string('name', 200).notNullable();
    /** the name's collation key in the edition's language (src/core/text/collation.ts), compared as bytes: the name sort */
    t.string('name_sort', 400).notNullable();
    /** name, brand and tags lower-cased without diacritics: what the search text is matched in */
    t.string('search_text', 1000).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('brand', 100);
    /** the directory category slug (krasa, wellness, zdravi, sport, auto, zvirata) */
    t.string('category', 20).notNullable();
    /** one of the six e-shop subcategories */
    t.string('subcategory', 30).notNullable();
    /** with VAT, minor units */
    t.integer('price').notNullable();
    /** before the sale, with VAT, minor units; null: not on sale */
    t.integer('original_price');
    t.integer('stock').notNullable().defaultTo(0);
    /** JSON: string[] */
    t.text('features').notNullable().defaultTo('[]');
    /** JSON: {name, value}[] */
    t.text('specifications').notNullable().defaultTo('[]');
    /** JSON: string[] */
    t.text('tags').notNullable().defaultTo('[]');
    /** the average of the reviews' ratings, one decimal (0 without reviews) */
    t.double('rating').notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check('?? >= 0', ['stock'], 'products_stock_not_negative');
    t.check('?? >= 0', ['price'], 'products_price_not_negative');
    // the catalogue: an edition's active products, filtered and sorted by each of the sorts
    t.index(['country_code', 'active', 'price'], 'products_catalogue_price');
    t.index(['country_code', 'active', 'rating'], 'products_catalogue_rating');
    t.index(['country_code', 'active', 'created_at'], 'products_catalogue_newest');
    t.index(['country_code', 'active', 'category', 'subcategory', 'price'], 'products_catalogue_category');
    t.index(['country_code', 'active', 'brand'], 'products_catalogue_brand');
  });

  if (knex.client.config.client === 'pg') {
    await knex.raw('CREATE INDEX products_catalogue_name ON products (country_code, active, name_sort COLLATE "C", id)');
    // the search text's substring match (pg_trgm is created by the directory's migration)
    await knex.raw('CREATE INDEX products_search_text_trgm ON products USING gin (search_text gin_trgm_ops)');
  } else {
    await knex.raw('CREATE INDEX products_catalogue_name ON products (country_code, active, name_sort, id)');
  }

  await knex.schema.createTable('product_images', (t) => {
    t.increments('id');
    t.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.string('alt', 200);
    t.string('content_type', 32).notNullable();
    t.integer('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['product_id', 'position']);
  });
  await knex.schema.createTable('product_image_files', (t) => {
    t.integer('image_id').unsigned().primary().references('id').inTable('product_images').onDelete('CASCADE');
    t.binary('content').notNullable();
  });

  await knex.schema.createTable('promo_items', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('currency', 3).notNullable().defaultTo('CZK');
    t.string('name', 200).notNullable();
    t.string('category', 100).notNullable();
    t.text('description');
    /** per piece, with VAT, minor units */
    t.integer('price').notNullable();
    /** the least pieces an order line may have */
    t.integer('min_order').notNullable().defaultTo(1);
    t.string('material', 200);
    /** JSON: string[] */
    t.text('colors').notNullable().defaultTo('[]');
    t.string('printing', 200);
    t.boolean('available').notNullable().defaultTo(true);
    /** orders that included it (raised by each order, lowered by a cancellation) */
    t.integer('orders_count').notNullable().defaultTo(0);
    t.string('image_url', 500);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check('?? >= 1', ['min_order'], 'promo_items_min_order_positive');
    t.index(['country_code', 'available', 'category']);
  });

  await knex.schema.createTable('carts', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('cart_items', (t) => {
    t.integer('cart_id').unsigned().notNullable().references('id').inTable('carts').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('quantity').notNullable();
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.primary(['cart_id', 'product_id']);
    t.check('?? > 0', ['quantity'], 'cart_items_quantity_positive');
    t.index(['product_id']);
  });

  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    /** OBJ-<year>-<id, 6 digits>; set in the transaction that inserts the row */
    t.string('number', 30).unique();
    t.integer('user_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    /** a company user's order is the company's */
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('SET NULL');
    t.string('customer_name', 200).notNullable().defaultTo('');
    t.string('customer_email', 190).notNullable();
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('currency', 3).notNullable();
    /** pending, paid, shipped, delivered, cancelled */
    t.string('status', 20).notNullable().defaultTo('pending');
    /** card, bank_transfer, cash_on_delivery */
    t.string('payment_method', 20).notNullable();
    t.string('street', 200).notNullable();
    t.string('city', 100).notNullable();
    t.string('postal_code', 20).notNullable().defaultTo('');
    t.string('shipping_country', 100).notNullable();
    t.text('note');
    /** minor units: the sums of the lines */
    t.integer('subtotal_net').notNullable();
    t.integer('vat_total').notNullable();
    t.integer('total').notNullable();
    t.string('variable_symbol', 10);
    /** the Idempotency-Key of the POST that made it, and the hash of that request's body */
    t.string('idempotency_key', 100);
    t.string('request_hash', 64);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('shipped_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.unique(['user_id', 'idempotency_key']);
    t.index(['user_id', 'created_at']);
    t.index(['company_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('order_lines', (t) => {
    t.increments('id');
    t.integer('order_id').unsigned().notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    /** one of the two: a product or a promotional item (null once it is deleted) */
    t.integer('product_id').unsigned().references('id').inTable('products').onDelete('SET NULL');
    t.integer('promo_item_id').unsigned().references('id').inTable('promo_items').onDelete('SET NULL');
    t.string('name', 200).notNullable();
    /** with VAT, minor units */
    t.integer('unit_price').notNullable();
    t.integer('quantity').notNullable();
    t.integer('vat_rate').notNullable();
    t.integer('line_net').notNullable();
    t.integer('line_vat').notNullable();
    t.integer('line_total').notNullable();
    t.check('?? > 0', ['quantity'], 'order_lines_quantity_positive');
    t.index(['order_id', 'position']);
    t.index(['product_id']);
    t.index(['promo_item_id']);
  });

  await knex.schema.createTable('product_reviews', (t) => {
    t.increments('id');
    t.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('user_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.integer('order_id').unsigned().references('id').inTable('orders').onDelete('SET NULL');
    /** shown with the review: first name and the surname's initial */
    t.string('author', 120).notNullable();
    t.integer('rating').notNullable();
    t.text('text').notNullable();
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['product_id', 'user_id']);
    t.check('?? between 1 and 5', ['rating'], 'product_reviews_rating_range');
    t.index(['product_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('product_reviews');
  await knex.schema.dropTableIfExists('order_lines');
  await knex.schema.dropTableIfExists('orders');
  await knex.schema.dropTableIfExists('cart_items');
  await knex.schema.dropTableIfExists('carts');
  await knex.schema.dropTableIfExists('promo_items');
  await knex.schema.dropTableIfExists('product_image_files');
  await knex.schema.dropTableIfExists('product_images');
  await knex.schema.dropTableIfExists('products');
  await knex.schema.dropTableIfExists('vat_rates');
}
