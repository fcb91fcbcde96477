import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { insertProspects } from '../helpers/prospects.js';
import { TEST_SECRET } from '../helpers/app.js';
import { createSuppressions } from '../helpers/factories.js';

describe.each(DB_KINDS)('marketplace companies list and send-offer on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let ids: number[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url, MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_SECRET: TEST_SECRET };
    ids = await insertProspects(database.db, [
      { name: 'Barber Brno', postal_code: '602 00', email: 'barber@example.cz', extra: { web_quality_score: 2 } },
      { name: 'Salon Ostrava', postal_code: '702 00', extra: { web_quality_score: 6 } },
      { name: 'Studio Praha', postal_code: '110 00', email: 'studio@example.cz', extra: { web_quality_score: 1 } },
    ]);
  });
  afterAll(() => database?.drop());

  it('lists every matching company as one JSON array with all fields', async () => {
    const all = await runCli(['companies', 'list', '--json'], env);
    expect(all.exitCode, all.stderr).toBe(0);
    const parsed = JSON.parse(all.stdout);
    expect(parsed).toHaveLength(3);
    expect(parsed[0]).toMatchObject({
      id: ids[0],
      name: 'Barber Brno',
      region_name: 'Jihomoravský kraj',
      web_quality_score: 2,
      email_sent_date: null,
    });
    expect(Object.keys(parsed[0])).toEqual(
      expect.arrayContaining(['address', 'phone', 'website_url', 'ownership_status', 'last_call_date', 'instagram_url']),
    );

    const low = JSON.parse((await runCli(['companies', 'list', '--score', '1-2', '--json'], env)).stdout);
    expect(low.map((c: { id: number }) => c.id)).toEqual([ids[0], ids[2]]);
    expect(JSON.parse((await runCli(['companies', 'list', '--score', '1-2', '--limit', '1', '--json'], env)).stdout)).toHaveLength(1);
    expect(
      JSON.parse((await runCli(['companies', 'list', '--region', 'moravskoslezsky', '--json'], env)).stdout).map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Salon Ostrava']);
    expect(JSON.parse((await runCli(['companies', 'list', '--region', 'nikde', '--json'], env)).stdout)).toEqual([]);
    const text = await runCli(['companies', 'list', '--score', '6'], env);
    expect(text.stdout).toContain('Salon Ostrava');
    expect(text.stdout).not.toContain('Barber Brno');
    expect((await runCli(['companies', 'list', '--score', '11'], env)).exitCode).toBe(2);
  });

  it('sends an offer by template name, sets the flags, and refuses with one clear line', async () => {
    const sent = await runCli(['send-offer', '--company', String(ids[0]), '--template', 'Nabídka pro firmy', '--json'], env);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({
      company: ids[0],
      to: 'barber@example.cz',
      message: 'Email přidán do fronty k odeslání!',
    });
    const row = await database.db('prospects').where({ id: ids[0] }).first();
    expect(row.website_interest).toBe('email_sent');
    expect(row.last_email_template).toBe('Nabídka pro firmy');
    expect(row.email_sent_date).not.toBeNull();
    const listed = JSON.parse((await runCli(['companies', 'list', '--score', '2', '--json'], env)).stdout);
    expect(listed[0].email_sent_date).not.toBeNull();

    const noAddress = await runCli(['send-offer', '--company', String(ids[1]), '--template', 'Nabídka pro firmy'], env);
    expect(noAddress.exitCode).toBe(1);
    expect(noAddress.stderr.trim()).toBe('marketplace: Firma nemá e-mailovou adresu. Zadejte adresu příjemce.');
    await createSuppressions(database.db, { email: 'studio@example.cz', reason: 'unsubscribe', at: '2026-11-01T08:00:00.000Z' });
    const suppressed = await runCli(['send-offer', '--company', String(ids[2]), '--template', 'Nabídka pro firmy'], env);
    expect(suppressed.exitCode).toBe(1);
    expect(suppressed.stderr).toContain('se odhlásila z odběru');
    expect((await runCli(['send-offer', '--company', '999999', '--template', 'Nabídka pro firmy'], env)).stderr).toContain(
      'Firma nenalezena',
    );
    expect((await runCli(['send-offer', '--company', String(ids[0]), '--template', 'Neexistuje'], env)).stderr).toContain(
      'Šablona nenalezena',
    );
    expect((await runCli(['send-offer', '--template', 'x'], env)).exitCode).toBe(2);
  });
});
