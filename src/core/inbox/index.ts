import type { CoreConfig, CoreDeps } from '../core-deps.js';
import type { Notifier } from '../notifications/model.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { repositoriesOn, type Wiring } from '../unit-of-work.js';
import { createMailAccountRepository, type MailAccountRepository } from './account.repository.js';
import { createMailAccountService } from './account.service.js';
import { classifyInbound } from './classify.js';
import { createInboundEffects } from './inbound-effects.service.js';
import { createInboxService } from './inbox.service.js';
import { createInboxMessageRepository, type InboxMessageRepository } from './message.repository.js';
import { createInboxMessageService } from './message.service.js';
import type { Classification, InboundEffects, InboundEffectsInput, InboundMessage } from './model.js';
import type { ImapClient } from './imap.port.js';
import { createReceivedRepository } from './received.repository.js';
import { createSuppressionsRepository } from './suppressions.repository.js';
import { createSuppressionsService } from './suppressions.service.js';
import { createInboxSyncService } from './sync.service.js';
import type { InboxWriteBack } from './write-back.js';

export interface InboxDeps {
  uow: UnitOfWork;
  accountRepo: MailAccountRepository;
  messageRepo: InboxMessageRepository;
  clock: Clock;
  secret: string;
  imapUrl?: string;
  imap: ImapClient;
  classify: (message: InboundMessage) => Classification;
  effects: { applyAll(inputs: InboundEffectsInput[], trx?: unknown): Promise<InboundEffects[]> };
  notifier: Notifier;
}

/** The inbox: mail accounts, the IMAP sync, and what is changed on a received message (written back to the server). */
export function createInbox(deps: InboxDeps) {
  const { accountRepo, messageRepo } = deps;
  const accounts = createMailAccountService({
    uow: deps.uow,
    repo: accountRepo,
    imap: deps.imap,
    clock: deps.clock,
    secret: deps.secret,
    imapUrl: deps.imapUrl,
  });
  const shared = { uow: deps.uow, accounts, accountRepo, messages: messageRepo, imap: deps.imap, clock: deps.clock };
  return {
    accounts,
    sync: createInboxSyncService({ ...shared, classify: deps.classify, effects: deps.effects, notifier: deps.notifier }),
    /** read, starred, archived, deleted, body and attachments: the IMAP server first, the row after */
    writeBack: createInboxMessageService(shared),
  };
}

export type Inbox = ReturnType<typeof createInbox>;

/**
 * The inbox screens' write-back port (write-back.ts) over the inbox's (message.service.ts): read, star,
 * archive and delete change the IMAP server first and the row after; an account switched off changes only the row.
 */
function serverWriteBack(writeBack: Inbox['writeBack']): InboxWriteBack {
  return {
    setRead: writeBack.setRead,
    setStarred: writeBack.setStarred,
    archive: writeBack.archive,
    remove: writeBack.remove,
    body: writeBack.body,
    async attachment(id, part) {
      const found = await writeBack.attachment(id, part);
      return { filename: found.name, contentType: found.contentType, stream: found.stream };
    },
  };
}

const noImap: ImapClient = {
  connect: () => Promise.reject(new Error('no IMAP client configured (createCore without imap)')),
};

/**
 * Inbound mail as the core offers it: mail accounts, the IMAP sync (classified, with a received message's
 * effects on the storing transaction, notifying), write-back of read/starred/archived/deleted, the inbox
 * screens (`messages`), the effects (`effects`) and the suppression list (`suppressions`).
 */
export function createInboxArea(
  deps: Pick<Wiring, 'db' | 'uow' | 'repos' | 'clock'> & {
    /** the secret mail accounts' passwords are encrypted with; MARKETPLACE_IMAP_URL, overriding the stored account */
    config: Pick<CoreConfig, 'secret' | 'imapUrl'>;
    /** how IMAP servers are reached (adapters/imap); without it, the inbox cannot sync */
    adapters: Pick<CoreDeps, 'imap'>;
    notifier: Notifier;
  },
) {
  const { db, clock } = deps;
  const effects = createInboundEffects({ repo: deps.repos.inboundEffects, clock });
  const inbox = createInbox({
    uow: deps.uow,
    accountRepo: createMailAccountRepository(db),
    messageRepo: createInboxMessageRepository(db),
    clock,
    secret: deps.config.secret,
    imapUrl: deps.config.imapUrl,
    imap: deps.adapters.imap ?? noImap,
    classify: classifyInbound,
    effects: { applyAll: (inputs, trx) => effects.applyAll(inputs, trx ? repositoriesOn(trx as Wiring['db']).inboundEffects : undefined) },
    notifier: deps.notifier,
  });
  return {
    ...inbox,
    /** the inbox screens: lists, one message, the reader's changes written back to the server */
    messages: createInboxService({ repo: createReceivedRepository(db), writeBack: serverWriteBack(inbox.writeBack) }),
    effects,
    suppressions: createSuppressionsService({ repo: createSuppressionsRepository(db) }),
  };
}
