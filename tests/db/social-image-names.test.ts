import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../migrations/20261201030000_add_social_image_names.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const NOW = '2026-11-26T09:00:00.000Z';

/**
 * 20261201030000_add_social_image_names on a database made before it (social_images without `name`):
 * every image gets an unguessable name, and the posts showing one by its old address take the new one.
 */
describe.each(DB_KINDS)('social image names migration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    // the table as 20261129300000_social created it before names
    await db.schema.alterTable('social_images', (t) => t.dropUnique(['name']));
    await db.schema.alterTable('social_images', (t) => t.dropColumn('name'));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('names every image and points posts and templates at the new address', async () => {
    const db = database.db;
    const ids: number[] = [];
    for (const colour of ['red', 'blue']) {
      const [row] = await db('social_images')
        .insert({
          scope_key: 'admin',
          content_type: 'image/png',
          size: 3,
          sha256: colour.padEnd(64, '0'),
          content: Buffer.from(colour),
          created_at: NOW,
        })
        .returning('id');
      ids.push(Number(typeof row === 'object' ? row.id : row));
    }
    const [post] = await db('social_posts')
      .insert({
        scope_key: 'admin',
        title: 'Starý obrázek',
        content: 'x',
        image_url: `/media/social/${ids[0]}`,
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id');
    const postId = Number(typeof post === 'object' ? post.id : post);

    await up(db);

    const images = await db('social_images').whereIn('id', ids).orderBy('id').select('id', 'name');
    for (const image of images) expect(image.name).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(images[0].name).not.toBe(images[1].name);
    const row = await db('social_posts').where({ id: postId }).first('image_url');
    expect(row.image_url).toBe(`/media/social/${images[0].name}`);
    // the unique index holds
    await expect(db('social_images').where({ id: ids[1] }).update({ name: images[0].name })).rejects.toThrow();
  });
});
