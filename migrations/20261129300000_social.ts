import type { Knex } from 'knex';

/**
 * Social posting (src/core/social): connected accounts, posts and post templates, each of the back
 * office (company_id null) or of one business.
 *
 * `scope_key` is 'admin' or 'company:<id>': a unique key over a nullable company id would let the back
 * office hold two accounts of one platform on PostgreSQL, so the scope is also spelled out as text.
 *
 * A post's webhook secret is sealed with AES-256-GCM under MARKETPLACE_SECRET (like the SMTP password)
 * and never returned after the account is connected. The `social-publish` job claims a due post with a
 * conditional UPDATE of `lease_until` (two overlapping runs never publish it twice); `deliveries` holds
 * the platforms already handed over, so a retry after a partial failure does not post them again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('social_accounts', (t) => {
    t.increments('id');
    t.string('scope_key', 40).notNullable();
    t.integer('company_id').references('id').inTable('companies').onDelete('CASCADE');
    /** facebook, instagram, twitter, linkedin */
    t.string('platform', 20).notNullable();
    t.string('display_name', 120).notNullable();
    /** webhook or manual */
    t.string('adapter', 10).notNullable();
    t.string('webhook_url', 2000);
    /** the webhook's HMAC-SHA256 key, sealed (core/security/secret-box.ts) */
    t.text('secret_sealed');
    t.boolean('connected').notNullable().defaultTo(true);
    t.timestamp('last_published_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['scope_key', 'platform']);
  });

  await knex.schema.createTable('social_posts', (t) => {
    t.increments('id');
    t.string('scope_key', 40).notNullable();
    t.integer('company_id').references('id').inTable('companies').onDelete('CASCADE');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.string('title', 255).notNullable();
    /** at most 2200 characters (Unicode code points), enforced by the contract */
    t.text('content').notNullable();
    /** JSON array of '#tags' (split by space, only tokens starting with #) */
    t.text('hashtags').notNullable().defaultTo('[]');
    /** JSON array of platforms */
    t.text('platforms').notNullable().defaultTo('[]');
    t.string('image_url', 2000);
    /** draft, scheduled, published, failed */
    t.string('status', 12).notNullable().defaultTo('draft');
    t.timestamp('scheduled_at', { useTz: true });
    t.timestamp('published_at', { useTz: true });
    /** JSON object platform -> 'sent' | 'manual': what the job has handed over */
    t.text('deliveries').notNullable().defaultTo('{}');
    /** the job published the webhook platforms; the owner was notified to publish the rest by hand */
    t.boolean('awaiting_manual').notNullable().defaultTo(false);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true });
    /** a run of the job holds the post until then */
    t.timestamp('lease_until', { useTz: true });
    t.text('last_error');
    t.integer('likes').notNullable().defaultTo(0);
    t.integer('shares').notNullable().defaultTo(0);
    t.integer('comments').notNullable().defaultTo(0);
    t.boolean('in_cart').notNullable().defaultTo(false);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['scope_key', 'status', 'created_at']);
    t.index(['status', 'scheduled_at']);
  });

  await knex.schema.createTable('social_post_templates', (t) => {
    t.increments('id');
    /** null: built in, offered to everyone */
    t.string('scope_key', 40);
    /** service, promotion, general, event */
    t.string('category', 12).notNullable();
    t.string('name', 120).notNullable();
    t.string('title', 255).notNullable();
    /** with placeholders: {company}, {service_name}, {discount}, {end_date}, {opening_hours}, {address}, {phone}, {event_name}, {date}, {description}, {registration} */
    t.text('content').notNullable();
    t.text('hashtags').notNullable().defaultTo('[]');
    t.string('image_url', 2000);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.index(['scope_key', 'category']);
  });

  /** uploaded post images (re-encoded like listing photos), served publicly at /media/social/{id} */
  await knex.schema.createTable('social_images', (t) => {
    t.increments('id');
    t.string('scope_key', 40).notNullable();
    t.string('content_type', 32).notNullable();
    t.integer('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.binary('content').notNullable();
    t.integer('width');
    t.integer('height');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['scope_key']);
  });

  await knex('social_post_templates').insert(BUILT_IN_TEMPLATES.map((template, i) => ({ ...template, scope_key: null, sort_order: i })));
}

const BUILT_IN_TEMPLATES = [
  {
    category: 'service',
    name: 'Představení služby',
    title: 'Nová služba: {service_name}',
    content:
      'Představujeme službu {service_name} v {company}! {description}\n\nObjednat se můžete na {phone} nebo u nás: {address}.\nOtevírací doba: {opening_hours}',
    hashtags: JSON.stringify(['#novinka', '#sluzby']),
  },
  {
    category: 'promotion',
    name: 'Akce se slevou',
    title: 'Sleva {discount} na {service_name}',
    content:
      'Jen do {end_date}: sleva {discount} na {service_name} v {company}!\n\nRezervujte si termín na {phone}. Najdete nás na adrese {address}.',
    hashtags: JSON.stringify(['#akce', '#sleva']),
  },
  {
    category: 'general',
    name: 'Otevírací doba',
    title: 'Kdy nás najdete',
    content: '{company} je tu pro vás.\n\nOtevírací doba: {opening_hours}\nAdresa: {address}\nTelefon: {phone}',
    hashtags: JSON.stringify(['#oteviracidoba']),
  },
  {
    category: 'event',
    name: 'Pozvánka na akci',
    title: 'Pozvánka: {event_name}',
    content: 'Zveme vás na {event_name}, {date} v {company} ({address}).\n\n{description}\n\nRegistrace: {registration}',
    hashtags: JSON.stringify(['#udalost', '#pozvanka']),
  },
];

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('social_images');
  await knex.schema.dropTableIfExists('social_post_templates');
  await knex.schema.dropTableIfExists('social_posts');
  await knex.schema.dropTableIfExists('social_accounts');
}
