import type { MessageStructureObject } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { uidSet } from '../../src/adapters/imap/imapflow-client.js';
import { attachmentsOf, parseSource, rebuildFromParts, textPartsOf } from '../../src/adapters/imap/mime.js';
import { toInboundMessage } from '../../src/adapters/imap/parsed-message.js';
import { imapServerFromUrl } from '../../src/core/inbox/imap-url.js';
import { unchanged } from '../../src/core/inbox/mailbox-sync.js';

describe('MARKETPLACE_IMAP_URL', () => {
  it('imaps is TLS on 993, imap STARTTLS on 143, ?tls=off none; user and password decoded', () => {
    expect(imapServerFromUrl('imaps://info%40firma.cz:p%C5%99%3Ah@mail.firma.cz')).toEqual({
      host: 'mail.firma.cz',
      port: 993,
      tls: 'tls',
      username: 'info@firma.cz',
      password: 'př:h',
    });
    expect(imapServerFromUrl('imap://u:p@127.0.0.1').tls).toBe('starttls');
    expect(imapServerFromUrl('imap://u:p@127.0.0.1').port).toBe(143);
    expect(imapServerFromUrl('imap://u:p@127.0.0.1:1143?tls=off')).toMatchObject({ tls: 'none', port: 1143 });
  });
});

describe('UID sets', () => {
  it('compacts runs and sorts', () => {
    expect(uidSet([9, 1, 2, 3, 5, 7, 8, 3])).toBe('1:3,5,7:9');
    expect(uidSet([42])).toBe('42');
  });
});

describe('a mailbox is unchanged only when UIDVALIDITY, UIDNEXT and HIGHESTMODSEQ all equal a completed sync', () => {
  const stored = { id: 1, accountId: 1, path: 'INBOX', uidValidity: '7', uidNext: 10, highestModseq: '55' };
  const state = { path: 'INBOX', uidValidity: '7', uidNext: 10, highestModseq: '55', messages: 9 };
  it('compares all three', () => {
    expect(unchanged(stored, state)).toBe(true);
    expect(unchanged(stored, { ...state, highestModseq: '56' })).toBe(false);
    expect(unchanged(stored, { ...state, uidNext: 11 })).toBe(false);
    expect(unchanged(stored, { ...state, uidValidity: '8' })).toBe(false);
    expect(unchanged({ ...stored, uidNext: null }, state)).toBe(false); // a first sync that never completed
    expect(unchanged(stored, { ...state, highestModseq: null })).toBe(false); // no CONDSTORE: flags must be compared
    expect(unchanged(null, state)).toBe(false);
  });
});

const report: MessageStructureObject = {
  type: 'multipart/report',
  childNodes: [
    { part: '1', type: 'text/plain', parameters: { charset: 'utf-8' }, encoding: 'quoted-printable', size: 120 },
    { part: '2', type: 'message/delivery-status', encoding: '7bit', size: 300 },
    { part: '3', type: 'message/rfc822', size: 90_000 },
  ],
};
const mixed: MessageStructureObject = {
  type: 'multipart/mixed',
  childNodes: [
    {
      part: '1',
      type: 'multipart/alternative',
      childNodes: [
        { part: '1.1', type: 'text/plain', encoding: 'base64', size: 40 },
        { part: '1.2', type: 'text/html', encoding: 'base64', size: 80 },
      ],
    },
    {
      part: '2',
      type: 'application/pdf',
      disposition: 'attachment',
      dispositionParameters: { filename: 'cenik.pdf' },
      encoding: 'base64',
      size: 4000,
    },
    { part: '3', type: 'image/png', parameters: { name: 'logo.png' }, encoding: 'base64', size: 400 },
  ],
};

describe('the body structure', () => {
  it('lists attachments with their part and decoded size, a returned message among them', () => {
    expect(attachmentsOf(mixed)).toEqual([
      { name: 'cenik.pdf', size: 3000, content_type: 'application/pdf', part: '2' },
      { name: 'logo.png', size: 300, content_type: 'image/png', part: '3' },
    ]);
    expect(attachmentsOf(report).map((a) => a.part)).toEqual(['3']);
  });

  it('names the parts a message not fetched whole needs: texts, the delivery status, the returned headers', () => {
    expect(textPartsOf(mixed).map((n) => n.part)).toEqual(['1.1', '1.2']);
    expect(textPartsOf(report).map((n) => [n.part, n.type])).toEqual([
      ['1', 'text/plain'],
      ['2', 'message/delivery-status'],
      ['3.HEADER', 'text/rfc822-headers'],
    ]);
  });

  it('rebuilds a message from its headers and text parts that mailparser reads', async () => {
    const headers = Buffer.from(
      'From: Jana <jana@example.cz>\r\nSubject: =?utf-8?Q?Cen=C3=ADk?=\r\nMessage-ID: <x@y>\r\nContent-Type: multipart/mixed;\r\n boundary="zz"\r\n\r\n',
    );
    const encoded = (text: string) => Buffer.from(Buffer.from(text).toString('base64'));
    const parts = textPartsOf(mixed).map((node) => ({
      node,
      body: encoded(node.type === 'text/plain' ? 'Dobrý den' : '<p>Dobrý den</p>'),
    }));
    const parsed = toInboundMessage(await parseSource(rebuildFromParts(headers, parts)));
    expect(parsed).toMatchObject({
      subject: 'Ceník',
      text: 'Dobrý den',
      html: '<p>Dobrý den</p>',
      messageId: '<x@y>',
      from: { address: 'jana@example.cz', name: 'Jana' },
    });
    expect(parsed.headers.find((h) => h.key === 'subject')?.value).toBe('=?utf-8?Q?Cen=C3=ADk?=');
  });
});
