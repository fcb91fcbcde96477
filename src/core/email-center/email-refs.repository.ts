import type { Knex } from 'knex';
import type { EmailRefDto } from '../../contract/email-center.js';

/** The assignment column of an e-mail: received_email_id or sent_email_id. */
export const refColumn = (ref: EmailRefDto) => (ref.email_type === 'received' ? 'received_email_id' : 'sent_email_id');

/**
 * Whether the e-mail exists in the operator's mail: a received e-mail of the operator's mailbox
 * (a mail account without a company), or a sent e-mail.
 */
export async function operatorEmailExists(db: Knex, ref: EmailRefDto): Promise<boolean> {
  const row =
    ref.email_type === 'received'
      ? await db({ r: 'received_emails' })
          .join({ a: 'mail_accounts' }, 'a.id', 'r.account_id')
          .where('r.id', ref.email_id)
          .whereNull('a.company_id')
          .first('r.id')
      : await db('sent_emails').where('id', ref.email_id).first('id');
  return Boolean(row);
}
