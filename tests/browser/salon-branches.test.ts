import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.pobocky@example.cz';

/**
 * The salon's Pobočky in Chromium against the real `marketplace serve` on the demo: the section lists the
 * demo business's two branches with their revenue, adds a third through the form (stored in the
 * database); the public search for a branch's city shows the business as that branch, linking to the
 * profile with the branch chosen, where the booking modal books at that branch; axe checks of the section.
 */
describe('salon branches in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;
  let branch: { id: number; city: string; name: string } = { id: 0, city: '', name: '' };

  beforeAll(async () => {
    let row: Record<string, unknown> = {};
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Petra Pobočková',
      company: async (withDb) => {
        row = await withDb((db) =>
          db('branches as b')
            .join('cities as ci', 'ci.id', 'b.city_id')
            .orderBy('b.id')
            .first('b.id', 'b.company_id', 'b.name', { city: 'ci.name' }),
        );
        return Number(row.company_id);
      },
    });
    ({ server, page, withDb, errors, companyId } = session);
    branch = { id: Number(row.id), city: String(row.city), name: String(row.name) };
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it('the section lists the branches and adds one', async () => {
    await page.goto(`${server.url}/firma?sekce=pobocky`);
    const items = page.getByTestId('branches-list').locator('li');
    await poll(() => items.count()).toBe(2);
    await poll(() => page.getByTestId(`branch-${branch.id}`).textContent()).toContain(branch.name);
    expect(await axeViolations(page, '[data-testid="branches-section"]')).toEqual([]);

    await page.getByTestId('new-branch').click();
    const form = page.getByTestId('branch-form');
    await form.waitFor();
    await page.getByTestId('branch-name').fill('Pobočka Nová');
    await page.getByTestId('branch-address').fill('Nová 1');
    await page.getByTestId('branch-city').selectOption({ label: branch.city });
    await page.getByTestId('branch-phone').fill('+420 777 555 666');
    expect(await axeViolations(page, '[data-testid="branch-form"]')).toEqual([]);
    await page.getByTestId('branch-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => items.count()).toBe(3);
    const stored = await withDb((db) => db('branches').where({ company_id: companyId, name: 'Pobočka Nová' }).first('address', 'phone'));
    expect(stored).toMatchObject({ address: 'Nová 1', phone: '+420 777 555 666' });
  });

  it("the public search for the branch's city shows the business as that branch, linking with ?pobocka=", async () => {
    await page.goto(`${server.url}/search?city=${encodeURIComponent(branch.city)}`);
    const link = page.locator(`a[href*="pobocka=${branch.id}"]`);
    await poll(() => link.count()).toBeGreaterThan(0);
    await link.first().click();
    await page.waitForURL(`**pobocka=${branch.id}`);
    await poll(() => page.getByTestId(`company-branch-${branch.id}`).count()).toBe(1);
    await page.getByTestId(`book-branch-${branch.id}`).click();
    await poll(() => page.getByTestId('booking-branch').inputValue()).toBe(String(branch.id));

    // booked there through the modal: a service the branch's staff do, a time from the branch's hours
    const serviceId = await withDb(async (db) => {
      // a service nobody is assigned to (everyone does it) or one a branch employee does
      const services = await db('services').where({ company_id: companyId, is_active: true }).orderBy('id').select('id');
      for (const service of services) {
        const assigned = (await db('employee_services').where({ service_id: service.id }).select('employee_id')).map((r) =>
          Number(r.employee_id),
        );
        if (!assigned.length) return Number(service.id);
        if (await db('branch_employees').where({ branch_id: branch.id }).whereIn('employee_id', assigned).first('employee_id'))
          return Number(service.id);
      }
      throw new Error('no service is done at the branch');
    });
    const dialog = page.getByTestId('booking-dialog');
    await page.getByTestId('booking-service').selectOption(String(serviceId));
    await dialog.getByTestId('booking-date').first().click();
    const time = dialog.getByTestId('booking-time').first();
    const start = await time.getAttribute('data-start');
    await time.click();
    await page.getByTestId('booking-continue').click();
    await page.getByLabel('Jméno a příjmení *').fill('Bára Pobočková');
    await page.getByLabel('Telefon *').fill('+420 777 000 555');
    await page.getByLabel('Email *').fill('bara.pobockova@example.cz');
    await page.getByTestId('booking-submit').click();
    await poll(() => page.getByTestId('booking-success').count()).toBe(1);
    const booked = await withDb((db) =>
      db('bookings').where({ email: 'bara.pobockova@example.cz' }).first('branch_id', 'service_id', 'starts_at'),
    );
    expect({ branch: Number(booked.branch_id), service: Number(booked.service_id) }).toEqual({ branch: branch.id, service: serviceId });
    expect(new Date(String(booked.starts_at)).toISOString()).toBe(new Date(String(start)).toISOString());
    expect(errors).toEqual([]);
  });
});
