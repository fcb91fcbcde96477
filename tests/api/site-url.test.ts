import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { createListing, everyDay } from '../helpers/listings.js';

/**
 * Nastavení › Obecné › URL webu in effect on both engines: without MARKETPLACE_PUBLIC_URL, links in e-mails
 * point to the saved site URL (before it is saved: the address `serve` would listen on); with it, the
 * configured URL wins.
 */
describe.each(DB_KINDS)('the saved site URL in e-mails on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T08:00:00Z'));
  let t: TestApp;
  let admin: { authorization: string };
  let slug = '';
  let serviceId = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, publicUrl: null });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const db = t.database.db;
    const company = await createListing(db, {
      name: 'Salon Odkaz',
      email: 'salon-odkaz@example.cz',
      city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
      services: [{ name: 'Střih', price: 500, duration: 60 }],
      hours: everyDay('09:00', '17:00'),
    });
    slug = company.slug;
    serviceId = company.services[0]!.id;
  });
  afterAll(() => t?.close());

  const bookAndReadLink = async (start: string, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { company: slug, service: serviceId, start, name: 'Eva Malá', email, phone: '777123456' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.database.db('email_queue').where({ kind: 'booking', to_email: email }).orderBy('id', 'desc').first('text_content');
    return String(mail.text_content);
  };

  it('uses the saved URL for links once saved, and the default address before', async () => {
    expect(await bookAndReadLink('2026-11-25T09:00:00+01:00', 'pred@example.cz')).toContain('http://127.0.0.1:3003/r/');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings',
      headers: admin,
      payload: { general: { siteUrl: 'https://www.katalog-test.cz/' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await bookAndReadLink('2026-11-25T11:00:00+01:00', 'po@example.cz');
    expect(text).toContain('https://www.katalog-test.cz/r/');
    expect(text).not.toContain('127.0.0.1');
  });
});

describe('MARKETPLACE_PUBLIC_URL over the saved site URL', () => {
  it('keeps links on the configured URL whatever is saved', async () => {
    const t = await startTestApp('sqlite', { clock: manualClock(new Date('2026-11-24T08:00:00Z')) }); // http://mail.test
    try {
      const db = t.database.db;
      const company = await createListing(db, {
        name: 'Salon Konfigurace',
        email: 'salon-konfigurace@example.cz',
        city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
        services: [{ name: 'Střih', price: 500, duration: 60 }],
        hours: everyDay('09:00', '17:00'),
      });
      const admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/app-settings',
        headers: admin,
        payload: { general: { siteUrl: 'https://jinde.cz' } },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          company: company.slug,
          service: company.services[0]!.id,
          start: '2026-11-25T09:00:00+01:00',
          name: 'Eva Malá',
          email: 'k@example.cz',
          phone: '777123456',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mail = await db('email_queue').where({ kind: 'booking', to_email: 'k@example.cz' }).first('text_content');
      expect(mail.text_content).toContain('http://mail.test/r/');
      expect(mail.text_content).not.toContain('jinde.cz');
    } finally {
      await t.close();
    }
  });
});
