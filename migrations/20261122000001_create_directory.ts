import type { Knex } from 'knex';

/** The public directory: editions, geography, categories and company listings. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('countries', (t) => {
    t.string('code', 2).primary();
    t.string('name', 100).notNullable();
    t.string('domain', 190).notNullable();
    t.string('language', 5).notNullable();
    t.string('currency', 3).notNullable();
    t.string('currency_label', 8).notNullable();
    t.string('admin_email', 190).notNullable();
    t.string('default_city_slug', 120).notNullable();
    t.string('time_zone', 64).notNullable();
  });

  await knex.schema.createTable('regions', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().references('code').inTable('countries');
    t.string('name', 120).notNullable();
    t.string('slug', 120).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.unique(['country_code', 'slug']);
  });

  await knex.schema.createTable('cities', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().references('code').inTable('countries');
    t.integer('region_id').unsigned().references('id').inTable('regions').onDelete('SET NULL');
    t.string('name', 120).notNullable();
    t.string('slug', 120).notNullable();
    t.string('name_search', 120).notNullable();
    t.integer('population').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('image_url', 500);
    t.unique(['country_code', 'slug']);
    t.index(['country_code', 'population']);
    t.index(['country_code', 'name_search']);
    t.index(['region_id']);
  });

  await knex.schema.createTable('category_groups', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().references('code').inTable('countries');
    t.string('slug', 80).notNullable();
    t.string('name', 120).notNullable();
    t.string('icon', 40).notNullable();
    t.string('image_url', 500);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.unique(['country_code', 'slug']);
  });

  await knex.schema.createTable('subcategories', (t) => {
    t.increments('id');
    t.integer('group_id').unsigned().notNullable().references('id').inTable('category_groups').onDelete('CASCADE');
    t.string('slug', 80).notNullable();
    t.string('name', 120).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.unique(['group_id', 'slug']);
  });

  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().references('code').inTable('countries');
    t.string('slug', 190).notNullable().unique();
    t.string('name', 190).notNullable();
    t.integer('category_id').unsigned().notNullable().references('id').inTable('category_groups');
    t.integer('subcategory_id').unsigned().references('id').inTable('subcategories').onDelete('SET NULL');
    t.integer('city_id').unsigned().notNullable().references('id').inTable('cities');
    t.string('district', 120);
    t.string('address', 255).notNullable();
    t.string('postal_code', 16);
    t.text('description').notNullable().defaultTo('');
    t.decimal('rating', 3, 2).notNullable().defaultTo(0);
    t.integer('reviews_count').notNullable().defaultTo(0);
    t.string('price_range', 3).notNullable().defaultTo('$$');
    t.text('features').notNullable().defaultTo('[]');
    t.string('phone', 32).notNullable();
    t.string('email', 190);
    t.string('website', 500);
    t.double('latitude');
    t.double('longitude');
    t.string('status', 16).notNullable().defaultTo('active');
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.string('time_zone', 64).notNullable().defaultTo('Europe/Prague');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'status', 'rating']);
    t.index(['city_id']);
    t.index(['category_id']);
    t.index(['subcategory_id']);
  });

  await knex.schema.createTable('services', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('name', 190).notNullable();
    t.integer('duration_minutes').notNullable();
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.index(['company_id']);
  });

  // weekday: 0 = sunday .. 6 = saturday (the API keys opening_hours sunday..saturday); no row = closed
  await knex.schema.createTable('opening_hours', (t) => {
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.integer('weekday').notNullable();
    t.string('opens', 5).notNullable();
    t.string('closes', 5).notNullable();
    t.primary(['company_id', 'weekday', 'opens']);
  });

  await knex.schema.createTable('photos', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('url', 500).notNullable();
    t.string('alt', 255).notNullable().defaultTo('');
    t.integer('width');
    t.integer('height');
    t.integer('sort_order').notNullable().defaultTo(0);
    t.index(['company_id', 'sort_order']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'photos',
    'opening_hours',
    'services',
    'companies',
    'subcategories',
    'category_groups',
    'cities',
    'regions',
    'countries',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
