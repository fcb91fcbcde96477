/**
 * Without MARKETPLACE_PUBLIC_URL, links in e-mail queued by `marketplace serve` point at the address it
 * actually serves (here a random port), not at the default port 3003.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { startServe, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';

describe('links in e-mail queued by serve', () => {
  let database: TestDatabase;
  let slug: string;
  let serviceId: number;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = database.db;
    const company = await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id', 'slug');
    slug = company.slug;
    await db('opening_hours').where({ company_id: company.id }).delete();
    await db('opening_hours').insert(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ company_id: company.id, weekday, opens: '08:00', closes: '20:00' })),
    );
    serviceId = Number((await db('services').where({ company_id: company.id, is_active: true }).orderBy('id').first('id')).id);
  });
  afterAll(() => database?.drop());

  it('point at the port serve listens on (--port 0: chosen by the system)', async () => {
    const server = await startServe(['--port', '0', '--no-jobs'], {
      DATABASE_URL: database.url,
      MARKETPLACE_DATA_DIR: tempDataDir(),
      MARKETPLACE_SECRET: TEST_SECRET,
    });
    try {
      const port = new URL(server.url).port;
      expect(port).not.toBe('3003');
      const slots = (await (await fetch(`${server.url}/api/companies/${slug}/slots?service=${serviceId}`)).json()) as {
        days: Array<{ slots: Array<{ start: string }> }>;
      };
      const start = slots.days.flatMap((d) => d.slots)[0]?.start;
      expect(start, 'a free slot').toBeDefined();
      const booked = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          company: slug,
          service: serviceId,
          start,
          name: 'Jana Nováková',
          email: 'odkazy@example.cz',
          phone: '+420 777 123 456',
        }),
      });
      expect(booked.status, await booked.clone().text()).toBe(201);

      const mail = await database.db('email_queue').where({ to_email: 'odkazy@example.cz' }).first('text_content', 'html_content');
      // the cancel link of the confirmation
      expect(mail.text_content).toContain(`http://127.0.0.1:${port}/r/`);
      const links = [...`${mail.text_content} ${mail.html_content ?? ''}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
      const ours = links.filter((l) => l.startsWith('http://127.0.0.1') || l.includes(':3003'));
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.filter((l) => !l.startsWith(`http://127.0.0.1:${port}/`))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
