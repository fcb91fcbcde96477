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
      kind: 'offer', country: 'CZ', to: 'dkim@example.cz', subject: 'Nabídka pro Salon Ěva', bulk: true, tracking: true,
      html: '<p>Dobrý   den,  <a href="https://example.cz">nabídka</a>   </p>\n\n<p>{{unsubscribe_link}}</p>',
    });
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    const mail = sink.messages[0];
    const result = verifyDkim(mail.raw, publicKey);
    expect(result).toMatchObject({ domain: 'example.cz', selector: 'mk1', bodyHashOk: true, valid: true });
    expect(result.signedHeaders).toEqual(expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));

    // a changed header breaks the signature: the check is real
    const tampered = mail.raw.replace(/^List-Unsubscribe-Post: .*$/m, 'List-Unsubscribe-Post: List-Unsubscribe=Nope');
    expect(verifyDkim(tampered, publicKey).valid).toBe(false);
    const otherBody = mail.raw.replace('nab=C3=ADdka', 'nabidka');
    expect(otherBody).not.toBe(mail.raw);
    expect(verifyDkim(otherBody, publicKey).bodyHashOk).toBe(false);
  });
});
