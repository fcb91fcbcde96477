import type { Knex } from 'knex';

/**
 * Prospect companies of the sales CRM: every field of the Companies screen,
 * the keys imports de-duplicate on (website domain, phone digits, folded name + postal code), the
 * scoring reasons, and the link to the directory listing once the business claims its profile.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prospects', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('name', 255).notNullable();
    t.string('address', 255);
    t.string('postal_code', 16);
    t.string('city', 120);
    /** derived from the postal code; null when no rule matches */
    t.string('region_slug', 40);
    t.double('latitude');
    t.double('longitude');
    t.string('category', 120);
    t.string('subcategory_name', 190);
    t.string('website_url', 500);
    t.string('phone', 40);
    t.string('email', 320);
    t.string('instagram_url', 500);
    t.string('facebook_url', 500);
    t.decimal('google_rating', 3, 2);
    t.integer('reviews_count');
    /** JSON object keyed by the Czech weekday name */
    t.text('opening_hours');
    t.integer('web_quality_score');
    /** JSON list of the reasons behind the score */
    t.text('score_reasons');
    t.timestamp('scored_at', { useTz: true });
    t.timestamp('email_sent_date', { useTz: true });
    t.string('last_email_template', 190);
    t.string('website_interest', 40);
    t.timestamp('last_call_date', { useTz: true });
    t.string('ownership_status', 20).notNullable().defaultTo('unclaimed');
    t.integer('listing_id').references('id').inTable('companies').onDelete('SET NULL');
    t.timestamp('claimed_at', { useTz: true });
    // de-duplication keys (see core/prospects/keys.ts)
    t.string('website_domain', 255);
    t.string('phone_key', 20);
    t.string('name_key', 300).notNullable();
    /** lower-cased, diacritics-free name, address, phone and website: what the admin search matches */
    t.text('search_text').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'website_domain'], 'prospects_domain');
    t.index(['country_code', 'phone_key'], 'prospects_phone');
    t.index(['country_code', 'name_key'], 'prospects_name_key');
    t.index(['country_code', 'web_quality_score'], 'prospects_score');
    t.index(['country_code', 'region_slug'], 'prospects_region');
    t.index(['country_code', 'id'], 'prospects_list');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prospects');
}
