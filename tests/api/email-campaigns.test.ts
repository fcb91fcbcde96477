/**
 * Campaigns through the API and the real queue: recipients pasted, from a CSV and from a prospect
 * segment; start (staggered), pause, resume, cancel, delete; outcomes from the worker (SMTP sink),
 * tracking, unsubscribes and bounces; completion; the scheduler under the clock port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/core/mail/signing.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSuppressions, userWithToken } from '../helpers/factories.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const MINUTE = 60_000;

async function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.append('file', new Blob([file.content], { type: 'text/csv' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe.each(DB_KINDS)('e-mail campaigns API on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let auth: { authorization: string };
  const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
  const db = () => t.database.db;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    auth = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await call('POST', '/api/email_campaigns', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const recipients = async (id: number, query = '') => (await call('GET', `/api/email_campaigns/${id}/recipients${query}`)).json();
  const queueOf = (id: number) => db()('email_queue').where({ campaign_id: id }).orderBy('send_after').orderBy('id');
  const body = {
    name: 'Podzimní nabídka',
    subject: 'Nabídka pro {{company_name}}',
    html_content:
      '<p>Dobrý den, {{company_name}} z města {{city}}!</p><p><a href="https://example.cz/nabidka">Nabídka</a></p><p><a href="{{unsubscribe_link}}">Odhlásit</a></p>',
  };

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/email_campaigns' })).statusCode).toBe(401);
    const company = await userWithToken(t.app, t.core, 'company');
    const res = await t.app.inject({ url: '/api/email_campaigns', headers: { authorization: `Bearer ${company.token}` } });
    expect(res.statusCode).toBe(403);
  });

  it('creates a draft from pasted lines: trimmed, lower-cased, each address once, non-addresses left out, suppressed ones marked', async () => {
    await createSuppressions(db(), { email: 'odhlasen@example.cz', reason: 'unsubscribe', at: clock.now() });
    const answer = await create({
      ...body,
      recipients: ' Jana@Example.cz \n\npoznámka bez zavináče\njana@example.cz\nspatna@adresa\nodhlasen@example.cz\r\npetr@example.cz',
    });
    expect(answer.message).toBe('Kampaň vytvořena s 3 příjemci!');
    expect(answer.skipped).toEqual({ invalid: ['spatna@adresa'], duplicates: 1 });
    expect(answer.campaign).toMatchObject({
      status: 'draft',
      total_recipients: 3,
      interval_seconds: 10,
      country_code: 'CZ',
      sent_count: 0,
    });
    const list = await recipients(answer.campaign.id);
    expect(list.recipients.map((r: { email_address: string; status: string }) => [r.email_address, r.status])).toEqual([
      ['jana@example.cz', 'pending'],
      ['odhlasen@example.cz', 'suppressed'],
      ['petr@example.cz', 'pending'],
    ]);
    expect((await recipients(answer.campaign.id, '?status=suppressed')).total).toBe(1);
    expect((await call('GET', `/api/email_campaigns/${answer.campaign.id}/recipients?status=nic`)).statusCode).toBe(400);
  });

  it('refuses a campaign without name or subject, without a valid address, or with two recipient sources (Czech messages)', async () => {
    const noName = await call('POST', '/api/email_campaigns', { ...body, name: '  ', recipients: 'a@example.cz' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Vyplňte název a předmět kampaně');
    const noRecipients = await call('POST', '/api/email_campaigns', { ...body, recipients: 'nikdo\n\n' });
    expect(noRecipients.statusCode).toBe(400);
    expect(noRecipients.json()).toMatchObject({ code: 'validation', error: 'Zadejte alespoň jeden platný email' });
    const two = await call('POST', '/api/email_campaigns', { ...body, recipients: 'a@example.cz', segment: { region: 'praha' } });
    expect(two.statusCode).toBe(400);
    const badInterval = await call('POST', '/api/email_campaigns', { ...body, recipients: 'a@example.cz', interval_seconds: -1 });
    expect(badInterval.json().fields[0]).toMatchObject({ field: 'interval_seconds', key: 'campaign.interval' });
  });

  it('creates from an uploaded CSV (e-mail, name, company and city columns): 20 000 recipients in one request', async () => {
    const lines = [
      'email;jmeno;firma;mesto',
      ...Array.from({ length: 20_000 }, (_, i) => `Adresa${i}@Example.cz;Jan ${i};Firma ${i};Brno`),
    ];
    lines.push('adresa7@example.cz;Znovu;Firma;Brno', 'bez-zavinace;X;Y;Z');
    const form = await multipart({ ...body, interval_seconds: '0' }, { name: 'prijemci.csv', content: Buffer.from(lines.join('\n')) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email_campaigns?country=SK',
      headers: { ...auth, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.campaign).toMatchObject({ total_recipients: 20_000, country_code: 'SK', interval_seconds: 0 });
    expect(answer.skipped).toEqual({ invalid: ['bez-zavinace'], duplicates: 1 });
    const first = (await recipients(answer.campaign.id)).recipients[0];
    expect(first).toMatchObject({
      email_address: 'adresa0@example.cz',
      name: 'Jan 0',
      company_name: 'Firma 0',
      city: 'Brno',
      status: 'pending',
    });
    const noColumn = await multipart(body, { name: 'x.csv', content: Buffer.from('jmeno\nJan') });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/email_campaigns',
      headers: { ...auth, 'content-type': noColumn.contentType },
      payload: noColumn.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Soubor CSV nemá sloupec s e-mailem (email, e-mail).');
    expect((await call('DELETE', `/api/email_campaigns/${answer.campaign.id}`)).statusCode).toBe(200);
    expect(Number((await db()('email_campaign_recipients').where({ campaign_id: answer.campaign.id }).count({ n: '*' }).first())?.n)).toBe(
      0,
    );
  }, 60_000);

  it('creates from a segment of the prospects CRM: region, score, category, never e-mailed, not replied', async () => {
    const emailed = { email_sent_date: '2026-11-01T10:00:00.000Z' };
    await insertProspects(db(), [
      {
        name: 'Salon Praha 1',
        email: 'praha1@salon.cz',
        city: 'Praha',
        postal_code: '110 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 1 },
      },
      {
        name: 'Salon Praha 2',
        email: 'praha2@salon.cz',
        city: 'Praha',
        postal_code: '110 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 2, ...emailed },
      },
      {
        name: 'Salon Praha 3',
        email: 'praha3@salon.cz',
        city: 'Praha',
        postal_code: '110 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 2, website_interest: 'replied' },
      },
      {
        name: 'Salon Praha 4',
        email: 'praha4@salon.cz',
        city: 'Praha',
        postal_code: '110 00',
        category: 'barbershop',
        extra: { web_quality_score: 1 },
      },
      {
        name: 'Salon Praha 5',
        email: null,
        city: 'Praha',
        postal_code: '110 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 1 },
      },
      {
        name: 'Salon Praha 6',
        email: 'praha6@salon.cz',
        city: 'Praha',
        postal_code: '110 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 7 },
      },
      {
        name: 'Salon Brno',
        email: 'brno@salon.cz',
        city: 'Brno',
        postal_code: '602 00',
        category: 'kadernictvi',
        extra: { web_quality_score: 1 },
      },
    ]);
    const region = (await db()('prospects').where({ name: 'Salon Praha 1' }).first('region_slug')).region_slug;
    const emails = async (segment: object) => {
      const answer = await create({ ...body, segment: { region, ...segment } });
      return (await recipients(answer.campaign.id)).recipients.map((r: { email_address: string }) => r.email_address);
    };
    expect(await emails({ score: '1-2', category: 'kadernictvi' })).toEqual(['praha1@salon.cz', 'praha2@salon.cz', 'praha3@salon.cz']);
    expect(await emails({ score: '1-2', category: 'kadernictvi', never_emailed: true })).toEqual(['praha1@salon.cz', 'praha3@salon.cz']);
    expect(await emails({ score: '1-2', category: 'kadernictvi', never_emailed: true, not_replied: true })).toEqual(['praha1@salon.cz']);
    const one = (await create({ ...body, segment: { region, score: '1-2', category: 'barbershop' } })).campaign;
    expect((await recipients(one.id)).recipients[0]).toMatchObject({ company_name: 'Salon Praha 4', city: 'Praha' });
    expect(typeof (await recipients(one.id)).recipients[0].prospect_id).toBe('number');
  });

  it("renders each recipient's message: company name and city, the claim link of a prospect (tracked), the unsubscribe link, the open pixel", async () => {
    const region = (await db()('prospects').where({ name: 'Salon Praha 4' }).first('region_slug')).region_slug;
    const campaign = (
      await create({
        ...body,
        html_content:
          '<p>Dobrý den, {{company_name}} ({{city}})!</p><p><a href="{{cta_link}}">Převzít profil</a> <a href="https://example.cz/?a=1&b=2">Web</a></p><p><a href="{{unsubscribe_link}}">Odhlásit</a></p>',
        segment: { region, category: 'barbershop' },
      })
    ).campaign;
    await call('POST', `/api/email_campaigns/${campaign.id}/start`);
    const [row] = await queueOf(campaign.id);
    expect(row.subject).toBe('Nabídka pro Salon Praha 4');
    expect(row.html_content).toContain('Dobrý den, Salon Praha 4 (Praha)!');
    expect(row.html_content).not.toMatch(/\{\{|invalid/);
    expect(row.html_content).toContain(`/u/${signToken(TEST_SECRET, 'unsubscribe', Number(row.id))}`);
    expect(row.html_content).toContain(`/t/o/${signToken(TEST_SECRET, 'open', Number(row.id))}`);
    expect(row.text_content).toContain('Salon Praha 4');
    const links = await db()('email_links').where({ queue_id: row.id }).orderBy('id');
    expect(links.map((l: { url: string }) => l.url)).toEqual([
      expect.stringContaining('/registrace-firmy?claim='),
      'https://example.cz/?a=1&b=2',
    ]);
    for (const link of links) expect(row.html_content).toContain(`/t/c/${signToken(TEST_SECRET, 'click', Number(link.id))}`);
    const click = await t.app.inject({ url: `/t/c/${signToken(TEST_SECRET, 'click', Number(links[0].id))}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toContain('/registrace-firmy?claim=');
    await call('POST', `/api/email_campaigns/${campaign.id}/cancel`);
  });

  it('takes the content of a template named by template_id when it brings none; an unknown template is refused', async () => {
    const template = await db()('email_templates').where({ system_key: 'offer', language: 'cs' }).first();
    const { html_content: _html, ...rest } = body;
    const answer = await create({ ...rest, template_id: template.id, recipients: 'sablona@example.cz' });
    expect(answer.campaign).toMatchObject({ template_id: template.id, html_content: template.html_content });
    // a text of its own (campaign create --template ID --text FILE) is kept, the template's HTML taken
    const withText = await create({ ...rest, template_id: template.id, text_content: 'Vlastní text', recipients: 'sablona@example.cz' });
    expect(withText.campaign).toMatchObject({ html_content: template.html_content, text_content: 'Vlastní text' });
    await call('DELETE', `/api/email_campaigns/${withText.campaign.id}`);
    const refused = await call('POST', '/api/email_campaigns', { ...rest, template_id: 999999, recipients: 'sablona@example.cz' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Šablona nenalezena');
    await call('DELETE', `/api/email_campaigns/${answer.campaign.id}`);
  });

  it('lists by country, newest first; gets, updates a draft, deletes; 404 for an unknown id', async () => {
    const cz = await call('GET', '/api/email_campaigns?country=CZ');
    expect(cz.statusCode).toBe(200);
    expect(cz.json().campaigns.every((c: { country_code: string }) => c.country_code === 'CZ')).toBe(true);
    const all = (await call('GET', '/api/email_campaigns')).json();
    expect(all.total).toBeGreaterThan(cz.json().total - 1);
    const draft = (await create({ ...body, recipients: 'x@example.cz' })).campaign;
    expect(all.campaigns[0].id).toBeLessThan(draft.id);
    const put = await call('PUT', `/api/email_campaigns/${draft.id}`, {
      name: 'Nový název',
      interval_seconds: 30,
      recipients: 'y@example.cz\nz@example.cz',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().campaign).toMatchObject({ name: 'Nový název', interval_seconds: 30, total_recipients: 2, subject: body.subject });
    expect((await call('GET', `/api/email_campaigns/${draft.id}`)).json().campaign.name).toBe('Nový název');
    expect((await call('PUT', `/api/email_campaigns/${draft.id}`, { subject: ' ' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/email_campaigns/${draft.id}`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/email_campaigns/${draft.id}`],
      ['DELETE', `/api/email_campaigns/${draft.id}`],
      ['POST', `/api/email_campaigns/${draft.id}/start`],
      ['GET', `/api/email_campaigns/999999/recipients`],
      ['GET', '/api/email_campaigns/abc'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Kampaň nenalezena');
    }
  });

  it('starts a draft: messages staggered by the interval, rendered per recipient, tracked; pause takes the unsent off the queue, resume continues, counts stay true', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => `prijemce${i}@example.cz`).join('\n');
    const campaign = (await create({ ...body, recipients: lines, interval_seconds: 60 })).campaign;
    const started = await call('POST', `/api/email_campaigns/${campaign.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      message: 'Kampaň byla spuštěna! Emaily se budou odesílat postupně.',
      campaign: { status: 'sending' },
    });
    expect((await call('POST', `/api/email_campaigns/${campaign.id}/start`)).statusCode).toBe(409);
    expect((await call('PUT', `/api/email_campaigns/${campaign.id}`, { name: 'Jiný' })).statusCode).toBe(409);
    const rows = await queueOf(campaign.id);
    expect(rows).toHaveLength(6);
    const t0 = clock.now().getTime();
    expect(rows.map((r: { send_after: string | Date }) => new Date(r.send_after).getTime() - t0)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => i * MINUTE),
    );
    expect(rows[0]).toMatchObject({ kind: 'campaign', bulk: kind === 'sqlite' ? 1 : true });

    // the first is due now: sent, with its placeholders, tracking and unsubscribe link
    const before = sink.messages.length;
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const mail = sink.messages[before]!;
    expect(mail.to).toEqual(['prijemce0@example.cz']);
    expect(mail.raw).toContain('/t/o/');
    expect(mail.raw).toContain('/u/');
    expect(mail.header('List-Unsubscribe')).toContain('/u/');
    let progress = await t.core.campaigns.progress(campaign.id);
    expect(progress).toMatchObject({ sent_count: 1, recipients: { sent: 1, queued: 5 } });
    expect(progress.rate_per_minute).toBeGreaterThan(0);
    expect(progress.eta_seconds).toBeGreaterThan(0);

    // opened and unsubscribed through its links
    const firstRow = rows[0];
    expect((await t.app.inject({ url: `/t/o/${signToken(TEST_SECRET, 'open', Number(firstRow.id))}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/u/${signToken(TEST_SECRET, 'unsubscribe', Number(firstRow.id))}` })).statusCode,
    ).toBeLessThan(400);

    // pause: nothing more goes out, the unsent are off the queue and pending again
    clock.advance(MINUTE);
    const paused = await call('POST', `/api/email_campaigns/${campaign.id}/pause`);
    expect(paused.json()).toMatchObject({ campaign: { status: 'paused', opened_count: 1, unsubscribed_count: 1, sent_count: 1 } });
    expect(await queueOf(campaign.id)).toHaveLength(1);
    expect((await recipients(campaign.id, '?status=pending')).total).toBe(5);
    clock.advance(10 * MINUTE);
    expect((await t.core.mail.worker.run()).sent).toBe(0);
    expect(sink.messages.length).toBe(before + 1);
    expect((await call('POST', `/api/email_campaigns/${campaign.id}/pause`)).statusCode).toBe(409);

    // resume: the rest, staggered from now; a recipient unsubscribed meanwhile is suppressed at send
    await createSuppressions(db(), { email: 'prijemce2@example.cz', reason: 'manual', at: clock.now() });
    const resumed = await call('POST', `/api/email_campaigns/${campaign.id}/resume`);
    expect(resumed.json().campaign.status).toBe('sending');
    expect(await queueOf(campaign.id)).toHaveLength(6);
    for (let i = 0; i < 5; i++) {
      await t.core.mail.worker.run();
      clock.advance(MINUTE);
    }
    expect(sink.messages.slice(before).map((m) => m.to[0])).toEqual([
      'prijemce0@example.cz',
      'prijemce1@example.cz',
      'prijemce3@example.cz',
      'prijemce4@example.cz',
      'prijemce5@example.cz',
    ]);
    // a hard bounce of one of them
    const bounced = await db()('sent_emails').where({ to_email: 'prijemce4@example.cz' }).first();
    await t.core.inbox.effects.apply({
      kind: 'bounce',
      bounce: {
        recipient: 'prijemce4@example.cz',
        status: '5.1.1',
        action: 'failed',
        diagnostic: '550 User unknown',
        hard: true,
        originalMessageId: bounced.message_id,
      },
      fromEmail: null,
      inReplyTo: null,
      references: [],
      receivedAt: clock.now(),
      ownerCompanyId: null,
    });
    const done = (await call('GET', `/api/email_campaigns/${campaign.id}`)).json().campaign;
    expect(done).toMatchObject({
      status: 'sent',
      total_recipients: 6,
      sent_count: 5,
      bounced_count: 1,
      failed_count: 0,
      opened_count: 1,
      unsubscribed_count: 1,
    });
    expect(done.completed_at).not.toBeNull();
    progress = await t.core.campaigns.progress(campaign.id);
    expect(progress.recipients).toMatchObject({ sent: 4, bounced: 1, suppressed: 1, pending: 0, queued: 0 });
    expect(progress.eta_seconds).toBe(0);
    const notes = await db()('email_notifications').where({ type: 'campaign_completed' });
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe('Kampaň dokončena');
    expect((await call('POST', `/api/email_campaigns/${campaign.id}/cancel`)).statusCode).toBe(409);
    // one queue row per recipient, whatever happened
    const perRecipient = await db()('email_queue').where({ campaign_id: campaign.id }).groupBy('campaign_recipient_id').count({ n: '*' });
    expect(perRecipient.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it('cancel drops the unsent; the database refuses a second queue row for a recipient', async () => {
    const campaign = (await create({ ...body, recipients: 'c1@example.cz\nc2@example.cz\nc3@example.cz' })).campaign;
    await call('POST', `/api/email_campaigns/${campaign.id}/start`);
    const rows = await queueOf(campaign.id);
    await expect(db()('email_queue').insert({ ...rows[1], id: undefined, message_id: '<kopie@example.cz>' })).rejects.toThrow();
    sink.failNext(550);
    expect((await t.core.mail.worker.run()).failed).toBe(1);
    const progress = await t.core.campaigns.progress(campaign.id);
    expect(progress).toMatchObject({ failed_count: 1, sent_count: 0, recipients: { failed: 1, queued: 2 } });
    expect(progress.last_errors).toEqual([{ email_address: 'c1@example.cz', error_message: expect.stringContaining('550'), at: null }]);
    const cancelled = await call('POST', `/api/email_campaigns/${campaign.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ message: 'Kampaň byla zrušena.', campaign: { status: 'cancelled', failed_count: 1 } });
    expect(await queueOf(campaign.id)).toHaveLength(1);
    clock.advance(10 * MINUTE);
    expect((await t.core.mail.worker.run()).sent).toBe(0);
    expect((await call('POST', `/api/email_campaigns/${campaign.id}/resume`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/email_campaigns/${campaign.id}`)).statusCode).toBe(200);
  });

  it('the scheduler (clock port): a scheduled campaign waits for scheduled_at, then its stagger is fed as time goes on', async () => {
    const at = new Date(clock.now().getTime() + 60 * MINUTE);
    const lines = Array.from({ length: 100 }, (_, i) => `plan${i}@example.cz`).join('\n');
    const campaign = (await create({ ...body, recipients: lines, interval_seconds: 10, scheduled_at: at.toISOString() })).campaign;
    const started = await call('POST', `/api/email_campaigns/${campaign.id}/start`);
    expect(started.json()).toMatchObject({ message: 'Kampaň je naplánována.', campaign: { status: 'scheduled' } });
    expect(await t.core.campaigns.tick()).toMatchObject({ started: 0, queued: 0 });
    expect(await queueOf(campaign.id)).toHaveLength(0);
    clock.set(at);
    expect(await t.core.campaigns.tick()).toMatchObject({ started: 1, queued: 61 });
    const rows = await queueOf(campaign.id);
    expect(rows.map((r: { send_after: string | Date }) => (new Date(r.send_after).getTime() - at.getTime()) / 1000)).toEqual(
      Array.from({ length: 61 }, (_, i) => i * 10),
    );
    // five minutes on, the next thirty are fed, continuing the stagger
    clock.advance(5 * MINUTE);
    expect((await t.core.campaigns.tick()).queued).toBe(30);
    const more = await queueOf(campaign.id);
    expect(more.map((r: { send_after: string | Date }) => (new Date(r.send_after).getTime() - at.getTime()) / 1000).slice(-1)).toEqual([
      900,
    ]);
    expect((await t.core.campaigns.get(campaign.id)).status).toBe('sending');
    await call('POST', `/api/email_campaigns/${campaign.id}/cancel`);
  });
});
