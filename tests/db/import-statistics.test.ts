import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

/** More rows than one chunk (2 000), so that the import refreshes statistics while it runs. */
const ROWS = 2500;

/**
 * The statistics a large import keeps while it runs: on PostgreSQL, after its first chunk, an ANALYZE of
 * the key columns its lookups filter on (country, web domain, phone key, name key) and no other column,
 * since it holds up the next chunk; once done, a full ANALYZE for the CRM's screens. On SQLite nothing
 * while it runs (its lookups need none), one bounded ANALYZE at the end.
 */
describe.each(DB_KINDS)("a large import's statistics on %s", (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('analyses the key columns while it runs and the whole table at the end', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => `Salon Statistika ${i};Hlavní ${i};Praha;+420 601 ${String(i).padStart(6, '0')}`);
    const csv = ['Název;Adresa;Město;Telefon', ...rows].join('\n');
    const analyses: string[] = [];
    const record = (q: { sql: string }) => {
      if (/^analyze\b/i.test(q.sql)) analyses.push(q.sql.replaceAll('`', '"')); // SQLite's knex quotes with backticks
    };
    t.database.db.on('query', record);
    try {
      const result = await t.core.prospectImport.run(Readable.from([Buffer.from(csv)]), { country: 'CZ' });
      expect(result.inserted).toBe(ROWS);
    } finally {
      t.database.db.off('query', record);
    }
    if (kind === 'postgres')
      expect(analyses).toEqual(['ANALYZE "prospects" ("country_code", "website_domain", "phone_key", "name_key")', 'ANALYZE "prospects"']);
    else expect(analyses).toEqual(['ANALYZE "prospects"']);
  });
});
