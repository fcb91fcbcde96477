import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository } from '../../src/core/demo/demo.repository.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.pravnik@example.cz';

/**
 * AI právník in Chromium against the real `marketplace serve` on the demo: the section shows the
 * not-legal-advice note and the four documents (the demo's booking terms 'Upraveno', the others
 * 'Šablona'), previews the price list with the company's services, edits and saves a document
 * (a script tag does not survive), resets it, downloads the PDF (a real PDF), fills in the IČO; axe clean.
 */
describe('salon AI právník in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let company = { id: 0, name: '' };
  let services: string[] = [];

  beforeAll(async () => {
    session = await openSalonSession({ email: OWNER, password: PASSWORD, name: 'Petra Právní' });
    ({ server, page, withDb, errors } = session);
    const demo = await withDb((db) => createDemoRepository(db).listing(session.companyId));
    company = { id: demo!.id, name: demo!.name };
    services = await withDb(async (db) =>
      (await db('services').where({ company_id: company.id, is_active: true }).select('name')).map((s) => String(s.name)),
    );
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it('shows the note, the four documents with their status and previews the price list with the services', async () => {
    await page.goto(`${server.url}/firma?sekce=ai-pravnik`);
    await poll(() => page.getByTestId('legal-disclaimer').textContent()).toContain('nikoli právní rada');
    await poll(() => page.getByTestId('legal-documents').locator('li').count()).toBe(4);
    await poll(() => page.getByTestId('legal-status-booking-terms').textContent()).toBe('Upraveno');
    expect(await page.getByTestId('legal-status-price-list').textContent()).toBe('Šablona');
    // the demo company holds its IČO: nothing is missing
    expect(await page.getByTestId('legal-missing-gdpr-consent').count()).toBe(0);
    // the first document's preview, long enough to scroll
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Souhlas se zpracováním osobních údajů');
    expect(await axeViolations(page, '[data-testid="legal-section"]')).toEqual([]);

    await page.getByTestId('legal-open-price-list').click();
    await poll(() => page.getByTestId('legal-open-price-list').getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Ceník služeb');
    const preview = (await page.getByTestId('legal-preview').textContent()) ?? '';
    expect(preview).toContain(company.name);
    expect(preview).toContain('IČO: 12345679');
    for (const s of services) expect(preview).toContain(s);
    expect(preview).not.toMatch(/\{\{|undefined|NaN/);
    expect(await page.getByTestId('legal-preview').locator('table tbody tr').count()).toBe(services.length);
    expect(await axeViolations(page, '[data-testid="legal-section"]')).toEqual([]);
  });

  it('edits and saves the complaints procedure (a script does not survive), then resets it to the template', async () => {
    await page.getByTestId('legal-open-complaints').click();
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Reklamační řád');
    await page.getByTestId('legal-edit').click();
    const body = page.getByTestId('legal-body');
    await poll(() => body.inputValue()).toContain('# Reklamační řád');
    await body.fill('# Reklamační řád salonu\n\nReklamace vyřizujeme ihned.<script>window.hacked = 1</script>\n\n- osobně\n- e-mailem');
    expect(await axeViolations(page, '[data-testid="legal-section"]')).toEqual([]);
    await page.getByTestId('legal-save').click();
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Reklamační řád salonu');
    await poll(() => page.getByTestId('legal-notice-success').textContent()).toContain('Dokument byl uložen.');
    expect(await page.getByTestId('legal-preview').locator('li').allTextContents()).toEqual(['osobně', 'e-mailem']);
    expect(await page.getByTestId('legal-preview').innerHTML()).not.toContain('script');
    expect(await page.evaluate(() => (globalThis as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await poll(() => page.getByTestId('legal-status-complaints').textContent()).toBe('Upraveno');
    const stored = await withDb((db) => db('company_documents').where({ company_id: company.id, name: 'complaints' }).first('body'));
    expect(stored.body).toBe('# Reklamační řád salonu\n\nReklamace vyřizujeme ihned.\n\n- osobně\n- e-mailem');

    await page.getByTestId('legal-reset').click();
    await page.getByTestId('legal-reset-confirm-ok').click();
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Reklamační řád');
    await poll(() => page.getByTestId('legal-status-complaints').textContent()).toBe('Šablona');
    expect(await withDb((db) => db('company_documents').where({ company_id: company.id, name: 'complaints' }).first())).toBeUndefined();
  });

  it("'Stáhnout PDF' downloads a real PDF of the document", async () => {
    await page.getByTestId('legal-open-gdpr-consent').click();
    await poll(() => page.getByTestId('legal-preview').locator('h1').textContent()).toBe('Souhlas se zpracováním osobních údajů');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('legal-download-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^souhlas-se-zpracovanim-osobnich-udaju-[a-z0-9-]+\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('fills in the IČO from the section and shows it in the documents', async () => {
    await page.getByTestId('legal-registration-number').fill('87654321');
    await page.getByTestId('legal-details-save').click();
    await poll(() => page.getByTestId('legal-details').getByRole('status').textContent()).toContain('Údaje pro dokumenty byly uloženy.');
    await poll(() => page.getByTestId('legal-preview').textContent()).toContain('IČO: 87654321');
    const row = await withDb((db) => db('company_legal_details').where({ company_id: company.id }).first('registration_number'));
    expect(row.registration_number).toBe('87654321');
    expect(errors).toEqual([]);
  });
});
