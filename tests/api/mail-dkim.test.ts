import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { verifyDkim } from '../helpers/dkim-verify.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

describe.each(DB_KINDS)('DKIM on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('signs bulk mail with the stored key, covering List-Unsubscribe and List-Unsubscribe-Post; the key is sealed at rest', async () => {
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await t.core.mail.settings.saveDkim({ domain: 'example.cz', selector: 'mk1', privateKey: pem });
    const stored = await t.database.db('settings').where('key', 'mail.dkim_private_key').first();
    expect(stored.value).not.toContain('PRIVATE KEY');

    await t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to: 'dkim@example.cz',
      subject: 'Nabídka pro Salon Ěva',
      bulk: true,
      tracking: true,
      html: '<p>Dobrý   den,  <a href="https://example.cz">nabídka</a>   </p>\n\n<p>{{unsubscribe_link}}</p>',
    });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const mail = sink.messages[0]!;
    const result = verifyDkim(mail.raw, publicKey);
    expect(result).toMatchObject({ domain: 'example.cz', selector: 'mk1', bodyHashOk: true, valid: true });
    expect(result.signedHeaders).toEqual(
      expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']),
    );

    // a changed header breaks the signature: the check is real
    const tampered = mail.raw.replace(/^List-Unsubscribe-Post: .*$/m, 'List-Unsubscribe-Post: List-Unsubscribe=Nope');
    expect(verifyDkim(tampered, publicKey).valid).toBe(false);
    const otherBody = mail.raw.replace('nab=C3=ADdka', 'nabidka');
    expect(otherBody).not.toBe(mail.raw);
    expect(verifyDkim(otherBody, publicKey).bodyHashOk).toBe(false);
  });

  it('signs and heads alike the messages the worker renders ahead (all but the first of a claim)', async () => {
    sink.messages.length = 0;
    for (let i = 0; i < 3; i += 1) {
      await t.core.mail.outbound.enqueue({
        kind: 'offer',
        country: 'CZ',
        to: `dkim${i}@example.cz`,
        toName: `Salon ${i}`,
        subject: `Nabídka ${i}`,
        bulk: true,
        tracking: true,
        html: `<p>Dobrý den ${i}, <a href="https://example.cz/${i}">nabídka</a></p><p>{{unsubscribe_link}}</p>`,
      });
    }
    expect((await t.core.mail.worker.run()).sent).toBe(3);
    expect(sink.messages).toHaveLength(3);
    const stored = await t.database
      .db('email_queue')
      .whereIn('to_email', ['dkim0@example.cz', 'dkim1@example.cz', 'dkim2@example.cz'])
      .orderBy('id')
      .select('message_id', 'to_email');
    for (const [i, mail] of sink.messages.entries()) {
      expect(verifyDkim(mail.raw, publicKey)).toMatchObject({ bodyHashOk: true, valid: true });
      expect(mail.raw).toContain(`Message-ID: <${stored[i].message_id.replace(/^<|>$/g, '')}>`);
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '); // headers unfolded
      expect(head).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/u\/[^>]+>, <mailto:/m);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(head).toMatch(new RegExp(`^To: "?Salon ${i}"? <dkim${i}@example.cz>`, 'm'));
      expect(head).toMatch(/^Subject: /m);
      expect(head).toMatch(/^Date: /m);
      expect(mail.to).toEqual([stored[i].to_email]); // the SMTP envelope
      expect(mail.from).not.toBe('');
    }
  });
});
