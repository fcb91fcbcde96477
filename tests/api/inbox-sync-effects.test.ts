/**
 * What the sync does with the classifier's answer, the effects and the notifier (the real ones,
 * `classify.ts`, `inbound-effects.ts` and the notifications, have their own tests; here they are injected):
 * the counts of bounces and auto-replies, the effects run on the storing transaction and their links
 * stored, one new_email notification per account sync that brought mail (none on the first), one error
 * notification per failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImapflowClient } from '../../src/adapters/imap/imapflow-client.js';
import { createMailAccountRepository } from '../../src/core/inbox/account.repository.js';
import { createInbox, type Inbox } from '../../src/core/inbox/index.js';
import { createInboxMessageRepository } from '../../src/core/inbox/message.repository.js';
import type { InboundEffectsInput } from '../../src/core/inbox/model.js';
import type { NotificationInput } from '../../src/core/notifications/model.js';
import { systemClock } from '../../src/core/clock.port.js';
import { createUnitOfWork } from '../../src/core/unit-of-work.js';
import { TEST_SECRET } from '../helpers/app.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { rawMessage } from '../helpers/inbox.js';

describe.each(DB_KINDS)('the sync with a classifier, effects and a notifier on %s', (kind) => {
  let database: TestDatabase;
  let dovecot: DovecotServer;
  let inbox: Inbox;
  const notified: NotificationInput[] = [];
  const effectInputs: InboundEffectsInput[] = [];
  let sentEmailId: number | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dovecot = await startDovecot();
    inbox = createInbox({
      uow: createUnitOfWork(database.db),
      accountRepo: createMailAccountRepository(database.db),
      messageRepo: createInboxMessageRepository(database.db),
      clock: systemClock,
      secret: TEST_SECRET,
      imap: createImapflowClient(),
      classify: (m) =>
        m.subject.startsWith('Undelivered')
          ? {
              kind: 'bounce',
              bounce: {
                recipient: 'nikdo@example.cz',
                status: '5.1.1',
                action: 'failed',
                diagnostic: 'no such user',
                hard: true,
                originalMessageId: null,
              },
            }
          : m.subject.startsWith('Automatická')
            ? { kind: 'auto_reply', bounce: null }
            : { kind: 'message', bounce: null },
      effects: {
        async applyAll(inputs, trx) {
          effectInputs.push(...inputs);
          // the storing transaction: the rows being stored are visible on it
          const seen = await (trx as typeof database.db)('received_emails').count({ n: '*' });
          expect(Number(seen[0]!.n)).toBeGreaterThan(0);
          return inputs.map((input) => ({
            sentEmailId: input.inReplyTo === '<nabidka@marketplace.test>' ? sentEmailId : null,
            prospectId: null,
            suppressed: false,
          }));
        },
      },
      notifier: { notify: async (n) => void notified.push(n) },
    });
    const [sent] = await database.db('sent_emails').select('id').limit(1);
    sentEmailId = sent ? Number(sent.id) : null;
    await inbox.accounts.save(null, {
      host: dovecot.host,
      port: dovecot.port,
      tls: 'none',
      username: dovecot.user,
      password: dovecot.password,
    });
  });
  afterAll(async () => {
    await database?.drop();
    await dovecot?.stop();
  });

  it('counts bounces and auto-replies from the classifier, stores kind and report, no notification on the first sync', async () => {
    await dovecot.append(rawMessage({ subject: 'Undelivered Mail Returned to Sender', from: 'MAILER-DAEMON@example.cz' }));
    await dovecot.append(rawMessage({ subject: 'Automatická odpověď: dovolená' }));
    await dovecot.append(rawMessage({ subject: 'Re: nabídka', headers: { 'In-Reply-To': '<nabidka@marketplace.test>' } }));
    expect(await inbox.sync.run()).toMatchObject({ new: 3, bounces: 1, auto_replies: 1, errors: 0 });
    const rows = await database.db('received_emails').orderBy('uid');
    expect(rows.map((r) => r.kind)).toEqual(['bounce', 'auto_reply', 'message']);
    expect(JSON.parse(rows[0].bounce)).toMatchObject({ recipient: 'nikdo@example.cz', status: '5.1.1', hard: true });
    expect(rows[2].sent_email_id === null ? null : Number(rows[2].sent_email_id)).toBe(sentEmailId);
    expect(effectInputs.map((e) => [e.kind, e.ownerCompanyId])).toEqual([
      ['bounce', null],
      ['auto_reply', null],
      ['message', null],
    ]);
    expect(effectInputs[2]!.inReplyTo).toBe('<nabidka@marketplace.test>');
    expect(notified).toEqual([]);
  });

  it('one new_email notification per sync that brought mail: the sender and subject of one, the count of several', async () => {
    await dovecot.append(rawMessage({ subject: 'Dotaz', from: 'Petr Novák <petr@example.cz>' }));
    await inbox.sync.run();
    expect(notified).toEqual([
      { companyId: null, type: 'new_email', title: 'Nový e-mail', message: 'Petr Novák: Dotaz', data: { count: 1 } },
    ]);
    for (let i = 0; i < 3; i += 1) await dovecot.append(rawMessage({ subject: `Další ${i}` }));
    await inbox.sync.run();
    expect(notified[1]).toMatchObject({ type: 'new_email', message: 'Máte 3 nové e-maily.', data: { count: 3 } });
    await inbox.sync.run();
    expect(notified).toHaveLength(2);
  });

  it('an error notification when an account fails, not again while it fails the same way', async () => {
    notified.length = 0;
    await dovecot.stop();
    expect(await inbox.sync.run()).toMatchObject({ accounts: 0, errors: 1 });
    expect(await inbox.sync.run()).toMatchObject({ errors: 1 });
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ companyId: null, type: 'error', title: 'Chyba synchronizace e-mailu' });
    expect(notified[0]!.message).toBe(
      'Schránku marketplace@127.0.0.1 se nepodařilo synchronizovat: server nepřijímá spojení (ECONNREFUSED)',
    );
  });
});
