import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_TEMPLATE_KEYS } from '../../src/core/mail/template-files.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/** A multipart body as a browser sends it (FormData serialised by undici). */
async function multipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; content: Buffer; type?: string }> = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const f of files) form.append(f.field, new Blob([f.content], { type: f.type ?? 'application/octet-stream' }), f.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe.each(DB_KINDS)('e-mail client API on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let auth: { authorization: string };
  const clock = manualClock();
  const count = async (table: string) => Number((await t.database.db(table).count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    const admin = await userWithToken(t.app, t.core, 'admin');
    auth = { authorization: `Bearer ${admin.token}` };
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.messages.length = 0;
  });

  const send = async (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const body = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('ships the built-in templates: welcome, reservation received and confirmed, promotion and the offer (and every other mail, per language)', async () => {
    const rows = await t.database
      .db('email_templates')
      .whereNotNull('system_key')
      .orderBy('system_key')
      .select('system_key', 'name', 'template_type', 'is_active', 'language');
    for (const language of ['cs', 'sk', 'pl']) {
      const keys = rows.filter((r) => r.language === language).map((r) => r.system_key);
      expect(keys).toEqual(Object.keys(SYSTEM_TEMPLATE_KEYS).sort());
      expect(keys).toEqual(expect.arrayContaining(['booking_confirmation', 'booking_received', 'offer', 'promotion', 'welcome']));
    }
    const offer = await t.database.db('email_templates').where({ system_key: 'offer' }).first();
    expect(offer.html_content).toContain('{{unsubscribe_link}}');
    expect(offer.html_content).toContain('{{cta_link}}');
  });

  it('queues a composed message with Cc, Bcc and attachments, sends it once and lists it in sent mail', async () => {
    const pdf = Buffer.from('%PDF-1.4 nabídka');
    const res = await send(
      {
        to_email: ' petr@example.cz, jana@example.cz ',
        cc: 'kopie@example.cz',
        bcc: 'skryta@example.cz',
        subject: 'Nabídka spolupráce',
        content: 'Dobrý den, posíláme nabídku. https://example.cz/cenik',
        html_content: '<p>Dobrý den, <a href="https://example.cz/cenik">ceník</a></p>',
      },
      [{ field: 'attachment_0', name: 'nabidka.pdf', content: pdf, type: 'application/pdf' }],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email přidán do fronty k odeslání!' });
    const id = res.json().email_id;
    const row = await t.database.db('email_queue').where({ id }).first();
    expect(row).toMatchObject({
      to_email: 'petr@example.cz, jana@example.cz',
      cc: 'kopie@example.cz',
      bcc: 'skryta@example.cz',
      kind: 'compose',
      status: 'pending',
    });
    expect(Number((await t.database.db('email_attachments').where({ queue_id: id }).count({ n: '*' }).first())?.n)).toBe(1);

    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.to.sort()).toEqual(['jana@example.cz', 'kopie@example.cz', 'petr@example.cz', 'skryta@example.cz']);
    expect(mail.header('Cc')).toBe('kopie@example.cz');
    expect(mail.header('Bcc')).toBeUndefined();
    expect(mail.raw).toContain('filename=nabidka.pdf');
    expect(mail.raw).toContain(pdf.toString('base64'));
    expect(mail.header('List-Unsubscribe')).toBeUndefined(); // personal mail, not bulk

    const list = await t.app.inject({ url: '/api/sent_emails?country=CZ&search=NABÍDKA', headers: auth });
    expect(list.statusCode).toBe(200);
    const found = list.json().sent_emails.find((s: { subject: string }) => s.subject === 'Nabídka spolupráce');
    expect(found).toMatchObject({ to_email: 'petr@example.cz, jana@example.cz', status: 'sent', opened_count: 0 });
    expect(found.preview.length).toBeLessThanOrEqual(100);
    // the content is the queue row's (sent mail keeps no copy of it), searchable in any case
    expect(found.preview).toContain('Dobrý den, posíláme nabídku.');
    expect(found.html_content).toContain('ceník');
    const byContent = (await t.app.inject({ url: '/api/sent_emails?search=POSÍLÁME', headers: auth })).json();
    expect(byContent.sent_emails.map((s: { id: number }) => s.id)).toContain(found.id);
    expect((await t.app.inject({ url: '/api/sent_emails?country=SK&search=Nabídka', headers: auth })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/sent_emails?search=jana@example', headers: auth })).json().total).toBeGreaterThan(0);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/sent_emails/${found.id}`, headers: auth });
    expect(removed.json()).toEqual({ success: true });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/sent_emails/${found.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Email nenalezen');
  });

  it('threads a reply: In-Reply-To and References go from compose through the queue into the message', async () => {
    const res = await send({
      to_email: 'klient@example.cz',
      subject: 'Re: Dotaz',
      content: 'Dobrý den, ano.',
      in_reply_to: '<dotaz-2@example.cz>',
      references: '<dotaz-1@example.cz> <dotaz-2@example.cz>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.database.db('email_queue').where({ id: res.json().email_id }).first();
    expect(row).toMatchObject({ in_reply_to: '<dotaz-2@example.cz>', references: '<dotaz-1@example.cz> <dotaz-2@example.cz>' });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const mail = sink.messages[0]!;
    expect(mail.header('In-Reply-To')).toBe('<dotaz-2@example.cz>');
    expect(mail.header('References')).toBe('<dotaz-1@example.cz> <dotaz-2@example.cz>');

    // a header's worth of anything else is refused, and a message without them has neither
    const bad = await send({ to_email: 'klient@example.cz', subject: 'Re', in_reply_to: 'x\r\nBcc: a@b.cz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['in_reply_to']);
    sink.messages.length = 0;
    await send({ to_email: 'klient@example.cz', subject: 'Bez vlákna', content: 'x' });
    await t.core.mail.worker.run();
    expect(sink.messages[0]!.header('In-Reply-To')).toBeUndefined();
    expect(sink.messages[0]!.header('References')).toBeUndefined();
  });

  it('refuses a message without recipient or subject (‘Vyplňte prosím příjemce…’) and keeps nothing', async () => {
    const before = await count('email_queue');
    const res = await send({ to_email: '  ', subject: 'Ahoj', content: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Vyplňte prosím příjemce a předmět emailu');
    expect(res.json().fields).toEqual([{ field: 'to_email', message: 'Vyplňte prosím příjemce a předmět emailu' }]);
    const bad = await send({ to_email: 'petr@example', subject: 'Ahoj' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Neplatná e-mailová adresa: petr@example');
    expect(await count('email_queue')).toBe(before);
  });

  it('enforces the attachment rules on the server: 10 MB (413) and types not allowed (400), nothing partial kept', async () => {
    const before = { queue: await count('email_queue'), files: await count('email_attachments') };
    const small = { field: 'attachment_0', name: 'ok.txt', content: Buffer.from('ok') };
    const big = await send({ to_email: 'a@example.cz', subject: 'Velká příloha' }, [
      small,
      { field: 'attachment_1', name: 'video.zip', content: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      error: 'Soubor je příliš velký. Maximální velikost je 10 MB.',
      fields: [{ field: 'attachment_1' }],
    });

    for (const name of ['virus.exe', 'SKRIPT.JS', 'a.scr', 'b.bat', 'c.cmd', 'd.com', 'e.pif', 'f.vbs']) {
      const res = await send({ to_email: 'a@example.cz', subject: 'Příloha' }, [
        small,
        { field: 'attachment_1', name, content: Buffer.from('MZ') },
      ]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^Soubor „${name}“ nelze přiložit: tento typ souboru není povolen\\.`));
    }
    const exactly10 = await send({ to_email: 'a@example.cz', subject: 'Právě 10 MB' }, [
      { field: 'attachment_0', name: 'max.zip', content: Buffer.alloc(10 * 1024 * 1024) },
    ]);
    expect(exactly10.statusCode).toBe(200);
    expect(await count('email_queue')).toBe(before.queue + 1);
    expect(await count('email_attachments')).toBe(before.files + 1);
    // out of the way of the next tests' worker runs
    await t.database.db('email_queue').where({ id: exactly10.json().email_id }).update({ status: 'cancelled' });
  });

  it('saves, lists, updates and deletes drafts per admin', async () => {
    const draft = { to_email: 'eva@example.cz', cc: '', bcc: '', subject: 'Rozepsané', content: '<p>Ahoj</p>', template_id: null };
    const saved = await t.app.inject({ method: 'POST', url: '/api/emails/drafts', headers: auth, payload: draft });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ success: true, message: 'Koncept byl úspěšně uložen!' });
    const id = saved.json().draft_id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/emails/drafts/${id}`,
      headers: auth,
      payload: { ...draft, subject: 'Hotové' },
    });
    expect(updated.json()).toMatchObject({ draft_id: id });
    const list = await t.app.inject({ url: '/api/emails/drafts', headers: auth });
    expect(list.json().drafts).toEqual([expect.objectContaining({ id, subject: 'Hotové', to_email: 'eva@example.cz', cc: null })]);

    const other = await userWithToken(t.app, t.core, 'admin');
    const otherAuth = { authorization: `Bearer ${other.token}` };
    expect((await t.app.inject({ url: '/api/emails/drafts', headers: otherAuth })).json().drafts).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/emails/drafts/${id}`, headers: otherAuth })).statusCode).toBe(404);

    const badTemplate = await t.app.inject({
      method: 'POST',
      url: '/api/emails/drafts',
      headers: auth,
      payload: { ...draft, template_id: 999999 },
    });
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.json().fields[0]).toEqual({ field: 'template_id', message: 'Šablona nenalezena' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/emails/drafts/${id}`, headers: auth })).json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/emails/drafts', headers: auth })).json().drafts).toEqual([]);
  });

  it('lists the queue by status and lets the operator resend or close a row left unknown', async () => {
    const { id } = await t.core.mail.outbound.enqueue({
      kind: 'compose',
      country: 'CZ',
      to: 'nejasne@example.cz',
      subject: 'V nejistotě',
      text: 'x',
    });
    await t.database.db('email_queue').where({ id }).update({ status: 'unknown', last_error: 'Přerušeno' });
    const list = await t.app.inject({ url: '/api/emails/queue?status=unknown', headers: auth });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id, status: 'unknown', error_message: 'Přerušeno', to_email: 'nejasne@example.cz' }),
    ]);
    expect(list.json().counts.unknown).toBe(1);

    const resent = await t.app.inject({ method: 'POST', url: `/api/emails/queue/${id}`, headers: auth, payload: { action: 'resend' } });
    expect(resent.json()).toEqual({ success: true });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(sink.messages.map((m) => m.to[0])).toEqual(['nejasne@example.cz']);
    const closeSent = await t.app.inject({ method: 'POST', url: `/api/emails/queue/${id}`, headers: auth, payload: { action: 'close' } });
    expect(closeSent.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/emails/queue/999999', headers: auth, payload: { action: 'close' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/emails/queue/${id}`, headers: auth, payload: { action: 'explode' } })).statusCode,
    ).toBe(400);
  });

  it('saves SMTP settings with the password sealed, never returns it, keeps keys not sent, and tests the connection', async () => {
    const empty = await t.app.inject({ url: '/api/admin/settings', headers: auth });
    expect(empty.json()).toMatchObject({
      success: true,
      password_set: false,
      smtp_url_override: true,
      settings: { smtp_port: '587', use_ssl: 'true', smtp_password: '' },
    });

    const settings = {
      smtp_host: 'smtp.example.cz',
      smtp_port: '465',
      smtp_user: 'mailer',
      smtp_password: 'Tajné-heslo-123',
      from_name: 'Marketplace',
      from_email: 'info@example.cz',
      reply_to_email: '',
      use_ssl: 'true',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: auth, payload: { settings } })).json()).toEqual({
      success: true,
      password_cleared: false,
    });
    const stored = await t.database.db('settings').where('key', 'mail.smtp_password').first();
    expect(stored.value).not.toContain('Tajné-heslo-123');

    const shown = await t.app.inject({ url: '/api/admin/settings', headers: auth });
    expect(shown.body).not.toContain('Tajné-heslo-123');
    expect(shown.json()).toMatchObject({ password_set: true, settings: { ...settings, smtp_password: '••••••••' } });

    // saving the form back with the mask, and saving one key alone, keep the rest
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: auth,
      payload: { settings: { ...shown.json().settings, from_name: 'Salon' } },
    });
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: auth, payload: { settings: { smtp_port: '587' } } });
    const after = await t.app.inject({ url: '/api/admin/settings', headers: auth });
    expect(after.json().settings).toMatchObject({
      smtp_host: 'smtp.example.cz',
      smtp_port: '587',
      from_name: 'Salon',
      smtp_user: 'mailer',
    });
    expect((await t.core.mail.settings.delivery()).transport).toMatchObject({ type: 'smtp', url: sink.url }); // MARKETPLACE_SMTP_URL wins

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: auth,
      payload: { settings: { smtp_port: 'abc', from_email: 'nope' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['settings.from_email', 'settings.smtp_port']);

    const test = await t.app.inject({ method: 'POST', url: '/api/admin/settings/test', headers: auth, payload: {} });
    expect(test.json()).toEqual({ success: true, message: 'Připojení k SMTP serveru je v pořádku.' });
  });

  it('never answers 5xx to fuzzed bodies, content types and ids', async () => {
    const values = [
      null,
      1,
      true,
      [],
      {},
      '\u0000',
      'x'.repeat(10_000),
      '😀',
      '<script>alert(1)</script>',
      "'; drop table email_queue; --",
      '-1',
      '1e99',
    ];
    const keys = [
      'to_email',
      'cc',
      'bcc',
      'subject',
      'content',
      'html_content',
      'template_id',
      'action',
      'settings',
      'status',
      'page',
      'limit',
    ];
    const routes: Array<[string, string]> = [
      ['POST', '/api/emails/send'],
      ['POST', '/api/emails/drafts'],
      ['PUT', '/api/emails/drafts/1'],
      ['POST', '/api/emails/queue/1'],
      ['POST', '/api/admin/settings'],
      ['POST', '/api/admin/templates'],
      ['PUT', '/api/admin/templates/1'],
    ];
    for (let i = 0; i < 24; i += 1) {
      const body = Object.fromEntries(keys.map((k, j) => [k, values[(i * 5 + j * 7) % values.length]]));
      for (const [method, url] of routes) {
        const res = await t.app.inject({ method: method as 'POST', url, headers: auth, payload: body });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 160)}`).toBeLessThan(500);
      }
    }
    const odd = [
      { url: '/api/emails/send', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage without parts' },
      { url: '/api/emails/send', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
      { url: '/api/emails/send', headers: { 'content-type': 'text/plain' }, payload: 'to_email=a@b.cz' },
      { url: '/api/emails/send', headers: { 'content-type': 'application/json' }, payload: '{"to_email": ' },
      { url: '/api/sent_emails?page=0&limit=9999&country=XX', method: 'GET' },
      { url: '/api/emails/queue?status=nope&page=-1', method: 'GET' },
      { url: '/api/sent_emails/abc', method: 'DELETE' },
      { url: '/api/sent_emails/99999999999999999999', method: 'DELETE' },
      { url: '/api/emails/drafts/1e3', method: 'DELETE' },
    ];
    for (const r of odd) {
      const res = await t.app.inject({
        method: (r.method ?? 'POST') as 'POST',
        url: r.url,
        headers: { ...auth, ...(r.headers ?? {}) },
        payload: r.payload,
      });
      expect(res.statusCode, `${r.url} ${r.payload ?? ''}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${r.url} ${r.payload ?? ''}`).toBeLessThan(500);
    }
  });

  it('is admin only', async () => {
    const customer = await userWithToken(t.app, t.core, 'customer');
    for (const [method, url] of [
      ['POST', '/api/emails/send'],
      ['GET', '/api/emails/drafts'],
      ['GET', '/api/emails/queue'],
      ['GET', '/api/sent_emails'],
      ['DELETE', '/api/sent_emails/1'],
      ['GET', '/api/admin/settings'],
      ['POST', '/api/admin/settings/test'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: { authorization: `Bearer ${customer.token}` } })).statusCode, url).toBe(403);
    }
  });
});
