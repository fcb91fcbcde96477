import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261203010000_add_status_reason_to_order_status_template.js';
import { readTemplateFile } from '../../src/core/mail/template-files.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

/**
 * 20261203010000_add_status_reason_to_order_status_template on an install made before the line existed: the
 * rows still holding the shipped text get the `{{status_reason}}` line (and then equal today's files); a row an
 * admin edited keeps the edit.
 */
describe.each(DB_KINDS)('the order status template migration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const row = (language: string) =>
    database.db('email_templates').where({ system_key: 'shop_order_status', language }).first('html_content', 'text_content');
  /** the text without the reason line, as installs before it hold it */
  const withoutReason = (text: string) =>
    text
      .split('\n')
      .filter((line) => !line.includes('{{status_reason}}'))
      .join('\n');

  it('puts the reason line into unedited rows only, equal to the files; down takes it out again', async () => {
    const db = database.db;
    const files = { cs: readTemplateFile('shop_order_status', 'cs'), sk: readTemplateFile('shop_order_status', 'sk') };
    // as installed before: cs and sk without the line; sk's plain text then edited by an admin
    for (const language of ['cs', 'sk'] as const)
      await db('email_templates')
        .where({ system_key: 'shop_order_status', language })
        .update({ html_content: withoutReason(files[language].html), text_content: withoutReason(files[language].text) });
    const edited = `${withoutReason(files.sk.text)}\nUpravil správce.`;
    await db('email_templates').where({ system_key: 'shop_order_status', language: 'sk' }).update({ text_content: edited });
    const pl = await row('pl');

    await up(db);
    expect(await row('cs')).toEqual({ html_content: files.cs.html, text_content: files.cs.text });
    expect(await row('sk')).toEqual({ html_content: files.sk.html, text_content: edited });
    expect(await row('pl')).toEqual(pl);
    expect(files.cs.text).toContain('{{status_reason}}');

    await down(db);
    expect(await row('cs')).toEqual({ html_content: withoutReason(files.cs.html), text_content: withoutReason(files.cs.text) });
    await up(db);
    expect(await row('cs')).toEqual({ html_content: files.cs.html, text_content: files.cs.text });
  });
});
