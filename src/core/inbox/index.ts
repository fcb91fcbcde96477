import type { Notifier } from '../notifications/model.js';
import type { Clock } from '../ports.js';
import type { MailAccountRepository } from './account-repository.js';
import { createMailAccountService } from './account-service.js';
import type { InboxMessageRepository } from './message-repository.js';
import { createInboxMessageService } from './message-service.js';
import type { Classification, InboundEffects, InboundEffectsInput, InboundMessage } from './model.js';
import type { ImapClient } from './ports.js';
import { createInboxSyncService } from './sync-service.js';

export interface InboxDeps {
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
    repo: accountRepo,
    imap: deps.imap,
    clock: deps.clock,
    secret: deps.secret,
    imapUrl: deps.imapUrl,
  });
  const shared = { accounts, accountRepo, messages: messageRepo, imap: deps.imap, clock: deps.clock };
  return {
    accounts,
    sync: createInboxSyncService({ ...shared, classify: deps.classify, effects: deps.effects, notifier: deps.notifier }),
    /** read, starred, archived, deleted, body and attachments: the IMAP server first, the row after */
    writeBack: createInboxMessageService(shared),
  };
}

export type Inbox = ReturnType<typeof createInbox>;
