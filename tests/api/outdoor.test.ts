import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { cellOf, csvCells, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

type Auth = { authorization: string };

describe.each(DB_KINDS)('outdoor advertising on %s: spaces, contracts, access, overlap, report', (kind) => {
  let t: TestApp;
  let admin: Auth;
  const companies: Array<{ id: number; auth: Auth }> = [];
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const rows = await t.database
      .db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      .orderBy('id')
      .offset(40)
      .limit(4)
      .select('id');
    for (const row of rows) {
      const user = await createUser(t.core, 'company', { company_id: Number(row.id) });
      const res = await login(t.app, user.email);
      companies.push({ id: Number(row.id), auth: { authorization: `Bearer ${res.json().token}` } });
    }
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  let spaceSeq = 0;
  async function newSpace(fields: Record<string, unknown> = {}) {
    spaceSeq += 1;
    const res = await call('POST', '/api/admin/outdoor/spaces', admin, {
      country: 'CZ',
      type: 'Billboard',
      location: `Testovací ${spaceSeq}, Praha 2`,
      city: 'Praha',
      latitude: 50.08,
      longitude: 14.43,
      size: '5,1 x 2,4 m',
      price_per_month: 1_500_000,
      visibility: 'Vysoká',
      occupancy: 70,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().space as { id: number; currency: string; status: string };
  }
  /** A rental, paid at once (a rental is a hold until paid: tests/api/payment-holds.test.ts): the answer with the contract paid. */
  const book = async (auth: Auth, spaceId: number, body: Record<string, unknown>) => {
    const res = await call('POST', `/api/company/outdoor/spaces/${spaceId}/book`, auth, { campaign: 'Vánoční kampaň', ...body });
    if (res.statusCode !== 201) return res;
    const booked = res.json() as { contract: { id: number; state: string; payment: { id: number } } };
    expect(booked.contract.state).toBe('awaiting_payment');
    await t.core.holdPayments.confirm(booked.contract.payment.id);
    const paid = (await call('GET', `/api/company/outdoor/contracts/${booked.contract.id}`, auth)).json().contract as unknown;
    return { statusCode: res.statusCode, body: res.body, json: () => ({ ...booked, contract: paid }) as Record<string, any> };
  };

  it('admin: creates a space (the edition currency), validates fields by name, lists, edits; a company may not', async () => {
    const space = await newSpace();
    expect(space).toMatchObject({ currency: 'CZK', status: 'available' });
    const bad = await call('POST', '/api/admin/outdoor/spaces', admin, {
      type: '',
      location: 'x',
      city: 'Brno',
      latitude: 120,
      longitude: 14,
      size: '1',
      price_per_month: -1,
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fields as Array<{ field: string }>).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['type', 'latitude', 'price_per_month']));
    const edited = await call('PUT', `/api/admin/outdoor/spaces/${space.id}`, admin, { status: 'maintenance', occupancy: 10 });
    expect(edited.json().space).toMatchObject({ status: 'maintenance', manual_status: 'maintenance', occupancy: 10 });
    const list = await call('GET', '/api/admin/outdoor/spaces?country=CZ&status=maintenance&limit=100', admin);
    expect(list.json().spaces.map((s: { id: number }) => s.id)).toContain(space.id);
    expect((await call('GET', '/api/admin/outdoor/spaces', companies[0]!.auth)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/outdoor/spaces/999999', admin, { occupancy: 1 })).statusCode).toBe(404);
    // a space in maintenance is neither listed to companies nor rentable
    const offered = await call('GET', '/api/company/outdoor/spaces?limit=100', companies[0]!.auth);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().spaces.map((s: { id: number }) => s.id)).not.toContain(space.id);
    expect((await book(companies[0]!.auth, space.id, { start_date: '2026-12-01', months: 1 })).statusCode).toBe(409);
  });

  it('books whole months at the monthly rent; the contract is its company own: another company gets 404 everywhere', async () => {
    const space = await newSpace();
    const [a, b] = companies;
    const res = await book(a!.auth, space.id, { start_date: '2026-12-01', months: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const contract = res.json().contract;
    expect(contract).toMatchObject({
      start_date: '2026-12-01',
      end_date: '2027-01-31',
      monthly_price: 1_500_000,
      price: 3_000_000,
      currency: 'CZK',
      state: 'scheduled',
      company_id: a!.id,
      campaign: 'Vánoční kampaň',
      space: { id: space.id, booked: [{ start_date: '2026-12-01', end_date: '2027-01-31' }] },
    });
    const url = `/api/company/outdoor/contracts/${contract.id}`;
    expect((await call('GET', url, a!.auth)).json().contract.id).toBe(contract.id);
    expect((await call('GET', '/api/company/outdoor/contracts', a!.auth)).json().contracts.map((c: { id: number }) => c.id)).toContain(
      contract.id,
    );
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['GET', `${url}/report.csv`, undefined],
      ['POST', `${url}/extend`, { months: 1 }],
      ['PUT', url, { campaign: 'Cizí', start_date: '2026-12-01', end_date: '2027-01-31' }],
    ] as const) {
      const other = await call(method, path, b!.auth, body);
      expect(other.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(
      (await call('GET', '/api/company/outdoor/contracts?limit=100', b!.auth)).json().contracts.map((c: { id: number }) => c.id),
    ).not.toContain(contract.id);
    expect((await call('GET', url, admin)).statusCode).toBe(403);
    // the admin sees every company's contracts with the client's name
    const all = await call('GET', `/api/admin/outdoor/contracts?space_id=${space.id}`, admin);
    expect(all.json().contracts).toEqual([expect.objectContaining({ id: contract.id, company_name: expect.any(String) })]);
  });

  it('refuses a bad booking by field, a start in the past, and months another contract holds (409)', async () => {
    const space = await newSpace();
    const [a, b] = companies;
    const bad = await book(a!.auth, space.id, { campaign: '', start_date: '1.12.2026', months: 0 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().fields as Array<{ field: string }>).map((f) => f.field)).toEqual(
      expect.arrayContaining(['campaign', 'start_date', 'months']),
    );
    expect((await book(a!.auth, space.id, { start_date: '2026-02-30', months: 1 })).statusCode).toBe(400);
    const past = await book(a!.auth, space.id, { start_date: '2026-11-25', months: 1 });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields[0].field).toBe('start_date');
    expect((await book(a!.auth, 999999, { start_date: '2026-12-01', months: 1 })).statusCode).toBe(404);
    expect((await book(a!.auth, space.id, { start_date: '2027-01-15', months: 1 })).statusCode).toBe(201);
    const clash = await book(b!.auth, space.id, { start_date: '2026-12-20', months: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('Plocha je v tomto období již pronajata');
    expect((await book(b!.auth, space.id, { start_date: '2026-12-14', months: 1 })).statusCode).toBe(201); // ends 2027-01-13
  });

  it('a contract running today shows its space occupied', async () => {
    const space = await newSpace();
    expect((await book(companies[2]!.auth, space.id, { start_date: '2026-11-26', months: 1 })).json().contract).toMatchObject({
      state: 'running',
      space: { status: 'occupied', manual_status: 'available' },
    });
  });

  it('extends by whole months unless another contract holds them; edits the campaign with validation and no overlap', async () => {
    const space = await newSpace();
    const [a, b] = companies;
    const first = (await book(a!.auth, space.id, { start_date: '2026-12-01', months: 1 })).json().contract;
    const url = `/api/company/outdoor/contracts/${first.id}`;
    const extended = await call('POST', `${url}/extend`, a!.auth, { months: 2 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ message: 'Smlouva byla prodloužena', contract: { end_date: '2027-02-28', price: 4_500_000 } });
    expect((await call('POST', `${url}/extend`, a!.auth, { months: 25 })).statusCode).toBe(400);
    expect((await book(b!.auth, space.id, { start_date: '2027-03-01', months: 1 })).statusCode).toBe(201);
    expect((await call('POST', `${url}/extend`, a!.auth, { months: 1 })).statusCode).toBe(409);

    const reversed = await call('PUT', url, a!.auth, { campaign: 'Jaro', start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields[0]).toMatchObject({ field: 'end_date', message: 'Konec kampaně nesmí být před jejím začátkem' });
    expect(
      (await call('PUT', url, a!.auth, { campaign: '', start_date: '2026-12-01', end_date: '2027-01-31' })).json().fields[0].field,
    ).toBe('campaign');
    expect((await call('PUT', url, a!.auth, { campaign: 'Jaro', start_date: '2026-11-20', end_date: '2027-01-31' })).statusCode).toBe(400);
    expect((await call('PUT', url, a!.auth, { campaign: 'Jaro', start_date: '2026-12-01', end_date: '2027-03-05' })).statusCode).toBe(409);
    const edited = await call('PUT', url, a!.auth, { campaign: 'Zimní výprodej', start_date: '2026-12-15', end_date: '2027-01-14' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contract).toMatchObject({
      campaign: 'Zimní výprodej',
      start_date: '2026-12-15',
      end_date: '2027-01-14',
      price: 1_500_000,
    });

    // once running, the start stays; once ended, nothing changes (through core: a session would not last the weeks)
    clock.set(new Date('2026-12-20T10:00:00Z'));
    try {
      const moved = t.core.outdoor.editCampaign(a!.id, first.id, { campaign: 'X', start_date: '2026-12-16', end_date: '2027-01-14' });
      await expect(moved).rejects.toMatchObject({ code: 'validation', details: { fields: [{ field: 'start_date' }] } });
      clock.set(new Date('2027-01-20T10:00:00Z'));
      await expect(t.core.outdoor.extend(a!.id, first.id, 1)).rejects.toMatchObject({
        code: 'conflict',
        message: 'Skončenou smlouvu nelze měnit',
      });
    } finally {
      clock.set(NOW);
    }
  });

  it("the statistics and the report's CSV add up the seeded daily figures", async () => {
    const space = await newSpace();
    const a = companies[3]!;
    const contract = (await book(a.auth, space.id, { start_date: '2026-11-26', months: 1 })).json().contract;
    // days with figures: one 40 days ago (outside the last 30), three recent
    await t.database.db('outdoor_contract_stats').insert([
      { contract_id: contract.id, day: '2026-10-17', views: 1000, clicks: 10, conversions: 1 },
      { contract_id: contract.id, day: '2026-11-24', views: 2000, clicks: 50, conversions: 3 },
      { contract_id: contract.id, day: '2026-11-25', views: 3000, clicks: 45, conversions: 2 },
      { contract_id: contract.id, day: '2026-11-26', views: 1500, clicks: 0, conversions: 0 },
    ]);
    const url = `/api/company/outdoor/contracts/${contract.id}`;
    expect((await call('GET', url, a.auth)).json().contract.statistics).toEqual({
      views: 7500,
      clicks: 105,
      conversions: 6,
      days: 4,
      daily_views: 1875,
      monthly_views: 6500,
      ctr: 1.4,
    });
    const report = await call('GET', `${url}/report.csv`, a.auth);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="outdoor-report-\d+-2026-11-26\.csv"$/);
    expect(report.body.startsWith('\ufeff')).toBe(true);
    const lines = report.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Kampaň;Vánoční kampaň');
    const table = lines.slice(lines.indexOf('Den;Zobrazení;Kliky;CTR %;Konverze'));
    expect(table.slice(1, 6)).toEqual([
      '2026-10-17;1000;10;1;1',
      '2026-11-24;2000;50;2,5;3',
      '2026-11-25;3000;45;1,5;2',
      '2026-11-26;1500;0;0;0',
      'Celkem;7500;105;1,4;6',
    ]);
  });

  it("the report's CSV writes no live formula: a campaign named like a formula starts with an apostrophe", async () => {
    const space = await newSpace({ type: HOSTILE.command });
    const a = companies[3]!;
    const booked = await book(a.auth, space.id, { start_date: '2026-11-26', months: 1, campaign: HOSTILE.hyperlink });
    expect(booked.statusCode, booked.body).toBe(201);
    const report = await call('GET', `/api/company/outdoor/contracts/${booked.json().contract.id}/report.csv`, a.auth);
    expect(report.statusCode, report.body).toBe(200);
    expect(cellOf(report.body, HOSTILE.hyperlink)).toBe(`'${HOSTILE.hyperlink}`);
    // the space's line is its type, location and city in one cell: it starts with the type
    expect(csvCells(report.body)[1]).toEqual(['Plocha', `'${HOSTILE.command}, Testovací ${spaceSeq}, Praha 2, Praha`]);
  });

  it('two companies booking one space for overlapping months at once: one 201, one 409, one contract', async () => {
    const [a, b] = companies;
    for (let round = 0; round < 4; round += 1) {
      const space = await newSpace();
      const answers = await Promise.all([
        book(a!.auth, space.id, { start_date: '2027-01-01', months: 3 }),
        book(b!.auth, space.id, { start_date: '2027-02-01', months: 2 }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [counted] = await t.database.db('outdoor_contracts').where({ space_id: space.id }).count({ n: '*' });
      expect(Number(counted!.n)).toBe(1);
    }
  });

  it('deletes a space without contracts; one with contracts is kept (409)', async () => {
    const free = await newSpace();
    expect((await call('DELETE', `/api/admin/outdoor/spaces/${free.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/outdoor/spaces/${free.id}`, admin)).statusCode).toBe(404);
    const used = await newSpace();
    expect((await book(companies[0]!.auth, used.id, { start_date: '2027-05-01', months: 1 })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/outdoor/spaces/${used.id}`, admin)).statusCode).toBe(409);
  });
});
