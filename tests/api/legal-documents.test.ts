import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');
const NAMES = ['gdpr-consent', 'booking-terms', 'complaints', 'price-list'] as const;
const LANGUAGES = ['cs', 'sk', 'pl'] as const;
const PLACEHOLDERS = /\{\{|\bundefined\b|\bnull\b|\bNaN\b/;

type Auth = { authorization: string };
interface Company {
  id: number;
  auth: Auth;
  name: string;
  address: string;
  services: Array<{ name: string; price: number }>;
}

describe.each(DB_KINDS)('AI právník on %s: documents from templates, edits, HTML and PDF, access', (kind) => {
  let t: TestApp;
  const companies: Record<'cz' | 'sk' | 'bare', Company> = {} as never;

  async function companyOf(country: string, offset: number): Promise<Company> {
    const row = await t.database.db('companies').where({ country_code: country, status: 'active' }).orderBy('id').offset(offset).first();
    const id = Number(row.id);
    const user = await createUser(t.core, 'company', { company_id: id });
    const res = await login(t.app, user.email);
    const services = await t.database.db('services').where({ company_id: id, is_active: true }).select('name', 'price');
    return {
      id,
      auth: { authorization: `Bearer ${res.json().token}` },
      name: String(row.name),
      address: String(row.address),
      services: services.map((s) => ({ name: String(s.name), price: Number(s.price) })),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: manualClock(NOW) });
    companies.cz = await companyOf('CZ', 30);
    companies.sk = await companyOf('SK', 5);
    companies.bare = await companyOf('CZ', 31);
    // a company without e-mail, services and opening hours: its documents say what to fill in
    await t.database.db('companies').where({ id: companies.bare.id }).update({ email: null });
    const staff = t.core.salon.staff;
    for (const service of await staff.services(companies.bare.id)) await staff.deleteService(companies.bare.id, service.id);
    await t.core.salon.settings.saveHours(companies.bare.id, []);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('lists the four documents in the edition language with what data is missing, and the disclaimer', async () => {
    const cz = await call('GET', '/api/company/documents', companies.cz.auth);
    expect(cz.statusCode, cz.body).toBe(200);
    const body = cz.json();
    expect(body.language).toBe('cs');
    expect(body.default_language).toBe('cs');
    expect(body.disclaimer).toMatch(/nejsou právní radou/);
    expect(body.documents.map((d: { name: string }) => d.name)).toEqual([...NAMES]);
    expect(body.documents.map((d: { title: string }) => d.title)).toEqual([
      'Souhlas se zpracováním osobních údajů',
      'Rezervační a storno podmínky',
      'Reklamační řád',
      'Ceník služeb',
    ]);
    for (const d of body.documents) {
      expect(d).toMatchObject({ language: 'cs', edited: false, updated_at: null });
      // the listing does not hold an IČO until the salon fills it in
      expect(d.missing).toEqual([{ field: 'registration_number', label: 'IČO' }]);
    }
    const sk = await call('GET', '/api/company/documents', companies.sk.auth);
    expect(sk.json().language).toBe('sk');
    expect(sk.json().documents[3].title).toBe('Cenník služieb');
    const pl = await call('GET', '/api/company/documents?language=pl', companies.sk.auth);
    expect(pl.json()).toMatchObject({ language: 'pl', default_language: 'sk' });
    expect(pl.json().documents[0].title).toBe('Zgoda na przetwarzanie danych osobowych');

    const bare = (await call('GET', '/api/company/documents', companies.bare.auth)).json();
    const missing = Object.fromEntries(
      bare.documents.map((d: { name: string; missing: Array<{ field: string }> }) => [d.name, d.missing.map((m) => m.field)]),
    );
    expect(missing['gdpr-consent']).toEqual(['registration_number', 'email']);
    expect(missing['booking-terms']).toEqual(['registration_number', 'email', 'opening_hours']);
    expect(missing['price-list']).toEqual(['registration_number', 'email', 'services']);
  });

  it("renders each document in each language with the company's data and no placeholder left", async () => {
    const c = companies.cz;
    expect(c.services.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      for (const name of NAMES) {
        const res = await call('GET', `/api/company/documents/${name}?language=${language}`, c.auth);
        expect(res.statusCode, res.body).toBe(200);
        const doc = res.json().document;
        expect(doc).toMatchObject({ name, language, edited: false, max_chars: 50_000 });
        expect(doc.body).not.toMatch(PLACEHOLDERS);
        expect(doc.html).not.toMatch(PLACEHOLDERS);
        expect(doc.html).toContain(`<h1>${doc.title}</h1>`);
        expect(doc.body).toContain(c.name);
        expect(doc.body).toContain(c.address);
        // the missing IČO is marked in the document's language
        expect(doc.html).toContain(language === 'pl' ? '<mark class="legal-missing">[uzupełnij: REGON]</mark>' : '[doplňte: IČO]');
        if (name === 'price-list') {
          for (const s of c.services) expect(doc.body).toContain(s.name);
          expect(doc.html).toContain('<table>');
          const price = new Intl.NumberFormat({ cs: 'cs-CZ', sk: 'sk-SK', pl: 'pl-PL' }[language], {
            style: 'currency',
            currency: 'CZK',
            maximumFractionDigits: 0,
          }).format(c.services[0]!.price);
          expect(doc.body).toContain(price);
        }
        if (name === 'gdpr-consent') {
          expect(doc.body).toContain(
            { cs: 'Úřad pro ochranu osobních údajů', sk: 'Úrad na ochranu osobných údajov', pl: 'UODO' }[language],
          );
          expect(doc.body).toContain('2016/679');
        }
        if (name === 'booking-terms') {
          // the booking area's cancellation rule: 120 minutes before the start
          expect(doc.body).toContain(
            { cs: 'nejpozději 2 hodiny před', sk: 'najneskôr 2 hodiny pred', pl: 'najpóźniej 2 godziny przed' }[language],
          );
        }
      }
    }
    const sk = (await call('GET', '/api/company/documents/price-list', companies.sk.auth)).json().document;
    expect(sk.language).toBe('sk');
    expect(sk.body).toContain('€');
  });

  it('marks missing data in the text and drops the mark once the salon fills in its identifiers', async () => {
    const b = companies.bare;
    const list = (await call('GET', '/api/company/documents/price-list', b.auth)).json().document;
    expect(list.html).toContain('<mark class="legal-missing">[doplňte: e-mail]</mark>');
    expect(list.html).toContain('[doplňte: služby s cenami]');
    expect(list.body).not.toMatch(PLACEHOLDERS);
    const terms = (await call('GET', '/api/company/documents/booking-terms', b.auth)).json().document;
    expect(terms.body).toContain('[doplňte: otevírací doba]');

    const bad = await call('PUT', '/api/company/documents-details', b.auth, { registration_number: 'abc', tax_number: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('registration_number');
    const saved = await call('PUT', '/api/company/documents-details', b.auth, {
      registration_number: '27074358',
      tax_number: 'CZ27074358',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toEqual({ registration_number: '27074358', tax_number: 'CZ27074358' });
    const after = (await call('GET', '/api/company/documents/complaints', b.auth)).json().document;
    expect(after.body).toContain('IČO: 27074358, DIČ: CZ27074358');
    expect(after.missing.map((m: { field: string }) => m.field)).toEqual(['email']);
    const cleared = await call('PUT', '/api/company/documents-details', b.auth, { registration_number: '', tax_number: '' });
    expect(cleared.json().details).toEqual({ registration_number: null, tax_number: null });
  });

  it('saves an edit sanitised, shows it edited with its time, keeps languages apart and resets to the template', async () => {
    const c = companies.cz;
    const url = '/api/company/documents/complaints';
    const template = (await call('GET', url, c.auth)).json().document.body as string;
    const body = `# Reklamační řád salonu\n\nReklamace vyřizujeme <b>ihned</b>.<script>alert('x')</script><img src=x onerror="alert(1)">\n\n- osobně\n- e-mailem`;
    const res = await call('PUT', url, c.auth, { body });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().document;
    expect(res.json().message).toBe('Dokument byl uložen.');
    expect(doc).toMatchObject({ edited: true, updated_at: NOW.toISOString() });
    expect(doc.body).toBe('# Reklamační řád salonu\n\nReklamace vyřizujeme ihned.\n\n- osobně\n- e-mailem');
    expect(doc.html).not.toMatch(/<script|onerror|<img|<b>/);
    expect(doc.html).toContain('<h1>Reklamační řád salonu</h1>');
    expect(doc.html).toContain('<ul><li>osobně</li><li>e-mailem</li></ul>');
    // text that looks like markup stays text
    const literal = await call('PUT', url, c.auth, { body: 'Cena < 500 Kč & více' });
    expect(literal.json().document.body).toBe('Cena < 500 Kč & více');
    expect(literal.json().document.html).toBe('<p>Cena &lt; 500 Kč &amp; více</p>');

    const listed = (await call('GET', '/api/company/documents', c.auth)).json().documents;
    expect(listed.find((d: { name: string }) => d.name === 'complaints')).toMatchObject({ edited: true, updated_at: NOW.toISOString() });
    // the Slovak version of the same document is still the template, and another company sees only its own
    expect((await call('GET', `${url}?language=sk`, c.auth)).json().document.edited).toBe(false);
    const other = (await call('GET', url, companies.bare.auth)).json().document;
    expect(other.edited).toBe(false);
    expect(other.body).toContain(companies.bare.name);

    const html = await call('GET', `${url}?format=html`, c.auth);
    expect(html.body).toContain('Cena &lt; 500 Kč');

    const reset = await call('DELETE', url, c.auth);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().document).toMatchObject({ edited: false, updated_at: null, body: template });
  });

  it('refuses an empty, only-markup or too long body, and unknown documents and languages', async () => {
    const c = companies.cz;
    const url = '/api/company/documents/gdpr-consent';
    for (const body of ['', '   ', '<script>alert(1)</script>']) {
      const res = await call('PUT', url, c.auth, { body });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().fields[0].field).toBe('body');
    }
    const long = await call('PUT', url, c.auth, { body: 'a'.repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('body');
    expect(long.json().fields[0].message).toMatch(/^Text dokumentu může mít nejvýše 50\s000 znaků\.$/);
    expect((await call('GET', '/api/company/documents/smlouva', c.auth)).statusCode).toBe(400);
    expect((await call('GET', `${url}?language=de`, c.auth)).json().fields[0].field).toBe('language');
    expect((await call('GET', `${url}?format=doc`, c.auth)).statusCode).toBe(400);
    expect((await call('GET', url, c.auth)).json().document.edited).toBe(false);
  });

  it('downloads a PDF and an HTML file with the not-legal-advice note', async () => {
    const c = companies.cz;
    for (const name of NAMES) {
      const pdf = await call('GET', `/api/company/documents/${name}?format=pdf`, c.auth);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"/);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(10_000);
      expect(pdf.rawPayload.length).toBeLessThan(1_000_000);
    }
    const pl = await call('GET', '/api/company/documents/gdpr-consent?format=pdf&language=pl', c.auth);
    expect(pl.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const html = await call('GET', '/api/company/documents/price-list?format=html&language=sk', c.auth);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="cennik-sluzieb-[a-z0-9-]+\.html"/);
    expect(html.body).toMatch(/^<!doctype html>\n<html lang="sk">/);
    expect(html.body).toContain('<title>Cenník služieb</title>');
    expect(html.body).toContain('nie právna rada');
    expect(html.body).toContain(c.services[0]!.name.replace(/&/g, '&amp;'));
    expect(html.body).not.toMatch(PLACEHOLDERS);
  });

  it('lets only a company account in, for its own company', async () => {
    expect((await call('GET', '/api/company/documents')).statusCode).toBe(401);
    for (const role of ['customer', 'admin'] as const) {
      const { token } = await userWithToken(t.app, t.core, role);
      const auth = { authorization: `Bearer ${token}` };
      expect((await call('GET', '/api/company/documents', auth)).statusCode).toBe(403);
      expect((await call('PUT', '/api/company/documents/price-list', auth, { body: 'x' })).statusCode).toBe(403);
      expect((await call('GET', '/api/company/documents/price-list?format=pdf', auth)).statusCode).toBe(403);
    }
  });
});
