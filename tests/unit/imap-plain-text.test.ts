import type { MessageStructureObject } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { parseSource, splitPlainText } from '../../src/adapters/imap/mime.js';
import { toInboundMessage } from '../../src/adapters/imap/parsed-message.js';
import { rawMessage } from '../helpers/inbox.js';

const plain = (charset: string, encoding: string, extra: Partial<MessageStructureObject> = {}): MessageStructureObject => ({
  part: '1',
  type: 'text/plain',
  parameters: { charset },
  encoding,
  size: 0,
  ...extra,
});

/** What the sync makes of a plain text message: mailparser over the header block, the text decoded by splitPlainText. */
async function split(source: Buffer, structure: MessageStructureObject) {
  const parts = splitPlainText(source, structure);
  if (!parts) return null;
  return { ...toInboundMessage(await parseSource(parts.header)), text: parts.text };
}

describe('a plain text message read without mailparser reading its body', () => {
  it('gives what mailparser gives for the whole message (UTF-8 8bit, encoded words, groups, references; base64; LF-only ASCII)', async () => {
    const cases: Array<[Buffer, MessageStructureObject]> = [
      [
        Buffer.from(
          rawMessage({ subject: 'Poptávka č. 1', from: 'Zákazník <z@example.cz>', text: 'Dobrý den,\r\nmáte volno?\r\n\r\nJana' }),
        ),
        plain('utf-8', '8bit'),
      ],
      [
        Buffer.from(
          rawMessage({
            subject: '=?UTF-8?Q?P=C5=99=C3=ADloha?=',
            from: '"=?UTF-8?B?xb1vZmll?=" <a@b.cz>',
            to: 'a@x.cz, Tým: b@y.cz, c@z.cz;',
            headers: { References: '<a@b> <c@d>\r\n <e@f>', 'In-Reply-To': '<a@b>', 'Auto-Submitted': 'auto-replied' },
          }),
        ),
        plain('utf-8', '8bit'),
      ],
      [
        Buffer.from(
          'Subject: b64\r\nFrom: a@b.cz\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
            Buffer.from('Dobrý den\r\nřádek 2\n').toString('base64').replace(/.{10}/g, '$&\r\n') +
            '\r\n',
        ),
        plain('utf-8', 'base64'),
      ],
      [Buffer.from('Subject: ascii\nFrom: a@b.cz\n\nplain\nLF only\n'), plain('us-ascii', '7bit')],
    ];
    for (const [source, structure] of cases) {
      expect(await split(source, structure)).toEqual(toInboundMessage(await parseSource(source)));
    }
  });

  it('leaves to mailparser what it decodes itself: other charsets, quoted-printable, flowed text, a text attachment, multipart', () => {
    const source = Buffer.from(rawMessage({ text: 'x' }));
    expect(splitPlainText(source, plain('iso-8859-2', '8bit'))).toBeNull();
    expect(splitPlainText(source, plain('utf-8', 'quoted-printable'))).toBeNull();
    expect(splitPlainText(source, plain('utf-8', '8bit', { parameters: { charset: 'utf-8', format: 'flowed' } }))).toBeNull();
    expect(splitPlainText(source, plain('utf-8', '8bit', { disposition: 'attachment' }))).toBeNull();
    expect(splitPlainText(source, { part: '1', type: 'multipart/mixed', childNodes: [plain('utf-8', '8bit')] })).toBeNull();
    expect(splitPlainText(source, undefined)).toBeNull();
  });
});
