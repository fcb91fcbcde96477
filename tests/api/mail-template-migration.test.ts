import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261125120000_add_template_languages.js';
import { SYSTEM_TEMPLATE_KEYS } from '../../src/core/mail/template-files.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const KEYS = Object.keys(SYSTEM_TEMPLATE_KEYS).length;

/** The migration that gave templates a language: reversible, one row per key and language, edits kept. */
describe.each(DB_KINDS)('template languages migration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());
  const count = async (where: Record<string, string>) =>
    Number((await database.db('email_templates').whereNotNull('system_key').where(where).count({ n: '*' }).first())!.n);

  it('rolls back to Czech only and forward again, keeping the edited Czech rows and installing the missing ones', async () => {
    const db = database.db;
    expect(await count({ language: 'sk' })).toBe(KEYS);
    await db('email_templates').where({ system_key: 'booking_received', language: 'cs' }).update({ subject: 'Upraveno správcem' });

    await down(db);
    expect(await db.schema.hasColumn('email_templates', 'language')).toBe(false);
    expect(await count({})).toBe(KEYS);

    await up(db);
    expect(await count({ language: 'cs' })).toBe(KEYS);
    expect(await count({ language: 'sk' })).toBe(KEYS);
    expect(await count({ language: 'pl' })).toBe(KEYS);
    expect((await db('email_templates').where({ system_key: 'booking_received', language: 'cs' }).first('subject')).subject).toBe(
      'Upraveno správcem',
    );
    // one row per key and language
    const row = await db('email_templates').where({ system_key: 'welcome', language: 'sk' }).first();
    const { id: _id, ...copy } = row;
    await expect(db('email_templates').insert(copy)).rejects.toThrow();
  });
});
