import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { signToken } from '../../src/core/mail/signing.js';

const tokenIn = (html: string, kind: 'o' | 'c' | 'u') =>
  new RegExp(`/${kind === 'u' ? 'u' : `t/${kind}`}/([0-9a-z]+\\.[\\w-]{22})`).exec(html)![1];

describe.each(DB_KINDS)('tracking, unsubscribe and sanitising on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const clock = manualClock();
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-outbox-'));
    t = await startTestApp(kind, { clock, dataDir }); // no SMTP: the outbox in the database
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const offer = (to: string) =>
    t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to,
      subject: 'Nabídka',
      bulk: true,
      tracking: true,
      placeholders: { company_name: 'Salon Eva' },
      html: '<p>Dobrý den <a href="https://example.cz/nabidka?a=1&amp;b=2">nabídka</a> <a href="{{unsubscribe_link}}">odhlásit</a></p>',
    });
  const rowOf = async (id: number) => t.database.db('email_queue').where({ id }).first();

  it('counts opens through the signed pixel on the sent mail, and answers 404 to a foreign token', async () => {
    const { id } = await offer('open@example.cz');
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const token = tokenIn((await rowOf(id)).html_content, 'o');
    const first = await t.app.inject({ url: `/t/o/${token}`, headers: { 'user-agent': 'Thunderbird' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    clock.advance(60_000);
    await t.app.inject({ url: `/t/o/${token}` });
    const sent = await t.database.db('sent_emails').where({ queue_id: id }).first();
    expect(sent.opened_count).toBe(2);
    expect(new Date(sent.opened_at).getTime()).toBe(clock.now().getTime() - 60_000);
    expect(new Date(sent.last_opened_at).getTime()).toBe(clock.now().getTime());
    const events = await t.database.db('email_events').where({ queue_id: id, event_type: 'open' });
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.user_agent)).toContain('Thunderbird');

    // signed for another purpose, or tampered: nothing counted
    expect((await t.app.inject({ url: `/t/o/${signToken(TEST_SECRET, 'click', id)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/t/o/${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}` })).statusCode).toBe(404);
    expect((await t.database.db('sent_emails').where({ queue_id: id }).first()).opened_count).toBe(2);
  });

  it('redirects a click only to the stored URL and never for a tampered or unknown token', async () => {
    const { id } = await offer('click@example.cz');
    await t.core.mail.worker.run();
    const token = tokenIn((await rowOf(id)).html_content, 'c');
    const res = await t.app.inject({ url: `/t/c/${token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.cz/nabidka?a=1&b=2');
    expect((await t.database.db('sent_emails').where({ queue_id: id }).first()).clicked_count).toBe(1);
    const link = await t.database.db('email_links').where({ queue_id: id }).first();
    expect(link.click_count).toBe(1);

    const [linkId, signature] = token!.split('.');
    // a leading zero names the same id, but only the canonical token is ours
    for (const bad of [
      `0${linkId}.${signature}`,
      `00${linkId}.${signature}`,
      `${(parseInt(linkId!, 36) + 1).toString(36)}.${signature}`,
      `${linkId}.${'x'.repeat(22)}`,
      'nonsense',
      signToken('another-secret-another-secret-another', 'click', 1),
      signToken(TEST_SECRET, 'click', 999999),
    ]) {
      const answer = await t.app.inject({ url: `/t/c/${bad}` });
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('unsubscribes by POST without a session (200, no redirect), only asks on GET, and suppresses later bulk mail', async () => {
    const { id } = await offer('Odhlas@Example.cz');
    const token = tokenIn((await rowOf(id)).html_content, 'u');
    const page = await t.app.inject({ url: `/u/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="/u/${token}">`);
    expect(page.body).toContain('Odhlásit odběr');
    expect(await t.database.db('email_suppressions').where({ email: 'odhlas@example.cz' }).first()).toBeUndefined();

    // a mail client's one-click POST (RFC 8058)
    const post = await t.app.inject({
      method: 'POST',
      url: `/u/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers.location).toBeUndefined();
    expect(await t.database.db('email_suppressions').where({ email: 'odhlas@example.cz' }).first()).toMatchObject({
      reason: 'unsubscribe',
    });
    // twice, unknown and malformed tokens: still 200, nothing else changes
    for (const other of [token, signToken(TEST_SECRET, 'unsubscribe', 999999), 'nonsense']) {
      const again = await t.app.inject({ method: 'POST', url: `/u/${other}`, headers: { accept: 'text/html' } });
      expect(again.statusCode, other).toBe(200);
      expect(again.headers.location).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/u/nonsense' })).statusCode).toBe(404);

    // the queued row to that address is not sent; a later one is recorded as suppressed
    expect((await t.core.mail.worker.run()).suppressed).toBe(1);
    expect((await rowOf(id)).status).toBe('suppressed');
    const later = await offer('odhlas@example.cz');
    expect(later.suppressed).toBe(true);
  });

  it('sanitises HTML again when a message is queued: scripts, event handlers, javascript: links and meta refresh are removed', async () => {
    const admin = await userWithToken(t.app, t.core, 'admin');
    const html =
      '<p onclick="steal()" onmouseover="x()">Ahoj<script>alert(1)</script><a href="javascript:alert(1)">klik</a>' +
      '<a href="https://ok.cz">ok</a><img src="x" onerror="alert(1)"></p><meta http-equiv="refresh" content="0;url=https://evil.cz"><iframe src="https://evil.cz"></iframe>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { to_email: 'xss@example.cz', subject: 'Test', content: 'Ahoj', html_content: html },
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().email_id);
    for (const gone of ['<script', 'onclick', 'onmouseover', 'onerror', 'javascript:', '<meta', 'http-equiv', '<iframe', 'evil.cz'])
      expect(row.html_content, gone).not.toContain(gone);
    expect(row.html_content).toMatch(/<a href="http:\/\/mail\.test\/t\/c\/[^"]+">ok<\/a>/);
    expect(row.text_content).toBe('Ahoj');
  });

  it('reports a failed SMTP connection test with the reason', async () => {
    const admin = await userWithToken(t.app, t.core, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    const outbox = await t.app.inject({ method: 'POST', url: '/api/admin/settings/test', headers: auth, payload: {} });
    expect(outbox.json().success).toBe(true);
    expect(outbox.json().message).toContain('Bez SMTP: e-maily se ukládají do databáze');
    // a port nothing listens on
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: auth,
      payload: { settings: { smtp_host: '127.0.0.1', smtp_port: '9', use_ssl: 'false' } },
    });
    const failed = await t.app.inject({ method: 'POST', url: '/api/admin/settings/test', headers: auth, payload: {} });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().success).toBe(false);
    expect(failed.json().message).toMatch(/^Připojení k SMTP serveru selhalo: .*ECONNREFUSED/);
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: auth, payload: { settings: { smtp_host: '' } } });
  });
});
