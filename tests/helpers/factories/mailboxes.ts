import type { Knex } from 'knex';
import { createInboxMessageRepository } from '../../../src/core/inbox/message.repository.js';

/**
 * Switches an account of mailAccount (tests/helpers/inbox.ts) off or on, as the account screen's switch
 * does; the screen would also ask for the password these accounts never had.
 */
export async function switchMailAccount(db: Knex, accountId: number, enabled: boolean): Promise<void> {
  await db('mail_accounts').where({ id: accountId }).update({ enabled });
}

/** A mailbox of an account, written by the inbox's repository as a sync creates one (when missing): its id. */
export async function createMailbox(db: Knex, accountId: number, path: string, uidValidity: string): Promise<number> {
  return (await createInboxMessageRepository(db).ensureMailbox(accountId, path, uidValidity)).id;
}

/** Deletes a mailbox a test made, with the messages stored in it: the product forgets mailboxes only with their account. */
export async function removeMailbox(db: Knex, mailboxId: number): Promise<void> {
  await db('received_emails').where({ mailbox_id: mailboxId }).delete();
  await db('mail_mailboxes').where({ id: mailboxId }).delete();
}
