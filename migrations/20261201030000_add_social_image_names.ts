import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Uploaded social post images are served under an unguessable name (128 random bits, base64url:
 * `/media/social/{name}`) instead of their sequential id, which let anybody list the images of posts not
 * yet published. Existing images get a name, and the posts and templates that show one by its old address
 * (`/media/social/{id}`) are pointed at the new one; the unique index is what the route looks an image up
 * by. Every row has a name after this and new rows are inserted with one (the column is nullable only
 * because SQLite cannot add a NOT NULL column to a filled table without rebuilding it).

 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('social_images', (t) => {
    t.string('name', 22);
  });
  const images = await knex('social_images').select('id');
  for (const { id } of images as Array<{ id: number }>) {
    const name = randomBytes(16).toString('base64url');
    await knex('social_images').where({ id }).update({ name });
    for (const table of ['social_posts', 'social_post_templates']) {
      await knex(table)
        .where({ image_url: `/media/social/${id}` })
        .update({ image_url: `/media/social/${name}` });
    }
  }
  await knex.schema.alterTable('social_images', (t) => {
    t.unique(['name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const images = await knex('social_images').whereNotNull('name').select('id', 'name');
  for (const { id, name } of images as Array<{ id: number; name: string }>) {
    for (const table of ['social_posts', 'social_post_templates']) {
      await knex(table)
        .where({ image_url: `/media/social/${name}` })
        .update({ image_url: `/media/social/${id}` });
    }
  }
  await knex.schema.alterTable('social_images', (t) => {
    t.dropUnique(['name']);
  });
  await knex.schema.alterTable('social_images', (t) => {
    t.dropColumn('name');
  });
}
