import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimToken } from '../../src/core/prospects/claim.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { createCity, createListing } from '../helpers/listings.js';
import { insertProspects } from '../helpers/prospects.js';

const registration = (companyName: string, email: string, overrides: Record<string, unknown> = {}) => ({
  companyName,
  contactPerson: 'Markéta Dvořáková',
  email,
  phone: '+420 777 123 456',
  password: 'bezpecne-heslo',
  confirmPassword: 'bezpecne-heslo',
  category: 'krasa',
  subcategory: 'kadernictvi',
  city: 'Plzeň',
  address: 'Americká 12',
  description: 'Salon v centru.',
  ...overrides,
});

describe.each(DB_KINDS)('listing moderation API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let adminId: number;
  const clock = manualClock(new Date('2026-11-25T09:00:00Z'));
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const made = await userWithToken(t.app, t.core, 'admin');
    admin = { authorization: `Bearer ${made.token}` };
    adminId = made.user.id;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method, url, headers, payload });
  /** A business registers through /registrace-firmy: its account token and its listing. */
  async function register(name: string, extra: Record<string, unknown> = {}) {
    clock.advance(60_000);
    const email = `firma-${++n}-${kind}@example.cz`;
    const res = await t.app.inject({ method: 'POST', url: '/api/companies/register', payload: registration(name, email, extra) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return { id: body.company.id as number, slug: body.company.slug as string, email, owner: { authorization: `Bearer ${body.token}` } };
  }
  const publicProfile = async (slug: string) => (await t.app.inject({ url: `/api/companies/${slug}` })).statusCode;
  const searchFinds = async (q: string, slug: string) =>
    (
      (await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&country=CZ&limit=50` })).json().companies as Array<{
        slug: string;
      }>
    ).some((c) => c.slug === slug);
  const inSitemap = async (slug: string) => {
    const index = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const pages = [...index.matchAll(/sitemap-companies-(\d+)\.xml/g)].map((m) => m[1]);
    for (const page of pages)
      if ((await t.app.inject({ url: `/sitemap-companies-${page}.xml` })).body.includes(`/firma/${slug}<`)) return true;
    return false;
  };
  const mails = (to: string) => t.database.db('email_queue').where({ to_email: to }).orderBy('id');
  const stateOf = async (owner: Record<string, string>) => (await call('GET', '/api/company/listing', undefined, owner)).json().listing;

  it('a registration stays unverified and hidden until an admin verifies it; then the profile, search and sitemap show it', async () => {
    const firm = await register('Studio Markéta Ověřovací');
    expect((await call('GET', `/api/admin/listings/${firm.id}`)).json().listing).toMatchObject({
      state: 'unverified',
      reason: null,
      name: 'Studio Markéta Ověřovací',
      email: firm.email,
      owner_email: firm.email,
      city: 'Plzeň',
      category_slug: 'krasa',
    });
    expect(await stateOf(firm.owner)).toMatchObject({ state: 'unverified', reason: null, public_path: `/firma/${firm.slug}` });
    expect(await publicProfile(firm.slug)).toBe(404);
    expect(await searchFinds('Ověřovací', firm.slug)).toBe(false);
    expect(await inSitemap(firm.slug)).toBe(false);

    const verified = await call('POST', `/api/admin/listings/${firm.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      listing: { state: 'verified', reason: null },
      message: 'Firma „Studio Markéta Ověřovací“ je ověřená a zveřejněná. E-mail pro firmu je ve frontě k odeslání.',
    });
    expect(await publicProfile(firm.slug)).toBe(200);
    expect(await searchFinds('Ověřovací', firm.slug)).toBe(true);
    expect(await searchFinds('overovaci', firm.slug)).toBe(true);
    expect(await inSitemap(firm.slug)).toBe(true);
    expect(await stateOf(firm.owner)).toMatchObject({ state: 'verified', reason: null });
    const row = await t.database.db('companies').where({ id: firm.id }).first();
    expect(row).toMatchObject({ status: 'active', moderated_by: adminId });

    const [mail] = await mails(firm.email);
    expect(mail).toMatchObject({ kind: 'system', status: 'pending', subject: 'Vaše firma „Studio Markéta Ověřovací“ je ověřená' });
    expect(Number(verified.json().email_id)).toBe(Number(mail.id));
    expect(mail.text_content).toContain('vaše firma „Studio Markéta Ověřovací“ je ověřená a její profil je nyní veřejný');
    expect(mail.text_content).toContain(`http://mail.test/firma/${firm.slug}`);

    const again = await call('POST', `/api/admin/listings/${firm.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'conflict', error: 'Firma „Studio Markéta Ověřovací“ už je ověřená.' });
    expect(await mails(firm.email)).toHaveLength(1);
  });

  it('rejects with a required reason, tells the business why, and lets an admin verify it later', async () => {
    const firm = await register('Kadeřnictví Zamítnuté');
    const noReason = await call('POST', `/api/admin/listings/${firm.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([{ field: 'reason', message: 'Uveďte důvod', key: 'listing.reason' }]);
    expect((await call('POST', `/api/admin/listings/${firm.id}/reject`, {})).statusCode).toBe(400);

    const reason = 'Adresa provozovny neodpovídá městu; doplňte prosím skutečnou adresu.';
    const rejected = await call('POST', `/api/admin/listings/${firm.id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().listing).toMatchObject({ state: 'rejected', reason });
    expect(await stateOf(firm.owner)).toMatchObject({ state: 'rejected', reason });
    expect(await publicProfile(firm.slug)).toBe(404);
    const [mail] = await mails(firm.email);
    expect(mail.subject).toBe('Registrace vaší firmy „Kadeřnictví Zamítnuté“ nebyla schválena');
    expect(mail.text_content).toContain(`Důvod: ${reason}`);
    expect(mail.text_content).toContain('http://mail.test/firma');

    for (const [action, body, message] of [
      ['reject', { reason: 'znovu' }, 'Registrace firmy „Kadeřnictví Zamítnuté“ už je zamítnutá.'],
      ['suspend', { reason: 'x' }, 'Zamítnutou registraci firmy „Kadeřnictví Zamítnuté“ nelze pozastavit.'],
      ['reinstate', undefined, 'Obnovit lze jen pozastavenou firmu; firma „Kadeřnictví Zamítnuté“ pozastavená není.'],
    ] as const) {
      const res = await call('POST', `/api/admin/listings/${firm.id}/${action}`, body);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error).toBe(message);
    }

    const verified = await call('POST', `/api/admin/listings/${firm.id}/verify`);
    expect(verified.json().listing).toMatchObject({ state: 'verified', reason: null });
    expect(await publicProfile(firm.slug)).toBe(200);
    expect(await mails(firm.email)).toHaveLength(2);
  });

  it('suspends a verified listing out of search and sitemap with a reason, and reinstates it', async () => {
    const city = await createCity(t.database.db, `Pozastavov ${kind}`);
    const { id, slug } = await createListing(t.database.db, { name: 'Masáže Pozastavené', city, email: `masaze-${kind}@example.cz` });
    expect(await searchFinds('Pozastavené', slug)).toBe(true);
    expect(await inSitemap(slug)).toBe(true);

    expect((await call('POST', `/api/admin/listings/${id}/reject`, { reason: 'x' })).json().error).toBe(
      'Ověřenou firmu „Masáže Pozastavené“ nelze zamítnout; můžete ji pozastavit.',
    );
    expect((await call('POST', `/api/admin/listings/${id}/suspend`, { reason: '' })).statusCode).toBe(400);
    const reason = 'Opakované stížnosti zákazníků na nedodržené rezervace.';
    const suspended = await call('POST', `/api/admin/listings/${id}/suspend`, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().listing).toMatchObject({ state: 'suspended', reason });
    expect(await publicProfile(slug)).toBe(404);
    expect(await searchFinds('Pozastavené', slug)).toBe(false);
    expect(await inSitemap(slug)).toBe(false);
    const [mail] = await mails(`masaze-${kind}@example.cz`);
    expect(mail.subject).toBe('Profil vaší firmy „Masáže Pozastavené“ je pozastavený');
    expect(mail.text_content).toContain(`Důvod: ${reason}`);

    expect((await call('POST', `/api/admin/listings/${id}/suspend`, { reason })).statusCode).toBe(409);
    const verify = await call('POST', `/api/admin/listings/${id}/verify`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe('Firma „Masáže Pozastavené“ je pozastavená; zveřejněte ji znovu tlačítkem Obnovit.');

    const back = await call('POST', `/api/admin/listings/${id}/reinstate`);
    expect(back.json().listing).toMatchObject({ state: 'verified', reason: null });
    expect(await publicProfile(slug)).toBe(200);
    expect(await searchFinds('Pozastavené', slug)).toBe(true);
    expect(await inSitemap(slug)).toBe(true);
    expect((await mails(`masaze-${kind}@example.cz`)).map((m) => m.subject)).toEqual([
      'Profil vaší firmy „Masáže Pozastavené“ je pozastavený',
      'Profil vaší firmy „Masáže Pozastavené“ je znovu zveřejněný',
    ]);
    expect((await call('POST', `/api/admin/listings/${id}/reinstate`)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/listings/99999999/verify')).statusCode).toBe(404);
  });

  it('lists unverified first, then newest; filters by state, country and name or e-mail; pages across both parts', async () => {
    const tag = `Seznamtest${kind}`;
    const older = await register(`${tag} Starší`);
    const newer = await register(`${tag} Novější`);
    const city = await createCity(t.database.db, `Seznamov ${kind}`);
    const active = await createListing(t.database.db, { name: `${tag} Ověřená`, city, created_at: new Date('2026-12-01T00:00:00Z') });
    const list = async (query: string) => (await call('GET', `/api/admin/listings?${query}`)).json();

    const all = await list(`search=${encodeURIComponent(tag.toLowerCase())}`);
    expect(all.listings.map((l: { id: number }) => l.id)).toEqual([newer.id, older.id, active.id]);
    expect(all).toMatchObject({ total: 3, page: 1, limit: 25, counts: { unverified: 2, verified: 1, rejected: 0, suspended: 0 } });
    const second = await list(`search=${tag}&limit=2&page=2`);
    expect(second.listings.map((l: { id: number }) => l.id)).toEqual([active.id]);
    expect((await list(`search=${tag}&limit=1&page=2`)).listings.map((l: { id: number }) => l.id)).toEqual([older.id]);
    expect((await list(`search=${tag}&state=verified`)).listings.map((l: { id: number }) => l.id)).toEqual([active.id]);
    expect((await list(`search=${tag}&state=unverified`)).total).toBe(2);
    expect((await list(`search=${tag}&country=SK`)).total).toBe(0);
    expect((await list(`search=${encodeURIComponent(older.email.toUpperCase())}`)).listings.map((l: { id: number }) => l.id)).toEqual([
      older.id,
    ]);
    expect((await list(`search=${encodeURIComponent(`${tag} novejsi`)}`)).listings.map((l: { id: number }) => l.id)).toEqual([newer.id]);
    expect((await call('GET', '/api/admin/listings?state=public')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/listings?limit=1000')).statusCode).toBe(400);
  });

  it('edits the basic fields; search follows and the city and category must be of the edition', async () => {
    const firm = await register('Salon Původní Název');
    await call('POST', `/api/admin/listings/${firm.id}/verify`);
    const body = {
      name: 'Salon Nový Název',
      email: 'Novy@Example.cz',
      phone: '+420 608 111 222',
      website: 'https://salon.example.cz',
      city: 'brno',
      category: 'wellness',
    };
    const saved = await call('PUT', `/api/admin/listings/${firm.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Údaje firmy „Salon Nový Název“ jsou uložené.',
      listing: {
        name: 'Salon Nový Název',
        email: 'novy@example.cz',
        city: 'Brno',
        category_slug: 'wellness',
        website: 'https://salon.example.cz',
        state: 'verified',
      },
    });
    expect(await searchFinds('Nový Název', firm.slug)).toBe(true);
    expect(await searchFinds('Původní', firm.slug)).toBe(false);
    const sub = await t.database
      .db('companies as c')
      .join('subcategories as s', 's.id', 'c.subcategory_id')
      .where('c.id', firm.id)
      .first({ group: 's.group_id', category: 'c.category_id' });
    expect(sub.group).toBe(sub.category);

    const bad = await call('PUT', `/api/admin/listings/${firm.id}`, { ...body, city: 'Bratislava', category: 'neexistuje' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'city', message: 'Město v této zemi nenalezeno' },
      { field: 'category', message: 'Kategorie v této zemi nenalezena' },
    ]);
    const invalid = await call('PUT', `/api/admin/listings/${firm.id}`, { ...body, name: '', email: 'bez', website: 'ftp://x' });
    expect(invalid.json().fields.map((f: { field: string }) => f.field)).toEqual(['name', 'email', 'website']);
    expect((await call('PUT', '/api/admin/listings/99999999', body)).statusCode).toBe(404);
  });

  it("a claimed prospect's registration is unverified too, and public once verified", async () => {
    const [prospect] = await insertProspects(t.database.db, [
      { name: `Barber Nárok ${kind}`, postal_code: '301 00', email: 'narok@example.cz' },
    ]);
    const firm = await register(`Barber Nárok ${kind}`, { claim: claimToken(TEST_SECRET, prospect!) });
    expect((await t.database.db('prospects').where({ id: prospect }).first()).listing_id).toBe(firm.id);
    expect(await stateOf(firm.owner)).toMatchObject({ state: 'unverified' });
    expect(await publicProfile(firm.slug)).toBe(404);
    expect((await call('POST', `/api/admin/listings/${firm.id}/verify`)).statusCode).toBe(200);
    expect(await publicProfile(firm.slug)).toBe(200);
  });

  it('is for admins only; a company sees only its own state', async () => {
    const firm = await register('Firma Bez Práv');
    const customer = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'customer')).token}` };
    for (const headers of [firm.owner, customer]) {
      expect((await call('GET', '/api/admin/listings', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/listings/${firm.id}/verify`, {}, headers)).statusCode).toBe(403);
      expect((await call('PUT', `/api/admin/listings/${firm.id}`, {}, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/listings', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/company/listing', undefined, customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/company/listing', undefined, admin)).statusCode).toBe(403);
    expect((await t.database.db('companies').where({ id: firm.id }).first()).status).toBe('unverified');
  });
});
