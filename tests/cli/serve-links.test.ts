/**
 * Without MARKETPLACE_PUBLIC_URL, links in e-mail queued by `marketplace serve` point at the address it
 * actually serves (here a random port), not at the default port 3003.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { startServe, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { createListing, everyDay } from '../helpers/listings.js';

describe('links in e-mail queued by serve', () => {
  let database: TestDatabase;
  let slug: string;
  let serviceId: number;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = database.db;
    // a listing of the test's own, open 8-20 every day, with one service
    const company = await createListing(db, {
      name: 'Salon Odkazový',
      city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
      hours: everyDay('08:00', '20:00'),
    });
    slug = company.slug;
    serviceId = company.services[0]!.id;
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
