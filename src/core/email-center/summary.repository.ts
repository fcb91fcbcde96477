import type { Knex } from 'knex';

/** The Email Center's counts over the operator's mail. */
export function createSummaryRepository(db: Knex) {
  const count = async (q: Knex.QueryBuilder) => Number((await q.count({ n: '*' }).first())?.n ?? 0);
  const operatorReceived = () =>
    db({ r: 'received_emails' }).join({ a: 'mail_accounts' }, 'a.id', 'r.account_id').whereNull('a.company_id');
  return {
    async counts() {
      const [total, unread, sent, scheduled, activeCampaigns, labels, folders] = await Promise.all([
        count(operatorReceived()),
        count(operatorReceived().where({ 'r.is_archived': false, 'r.is_read': false })),
        count(db('sent_emails')),
        count(db('scheduled_emails').where('status', 'scheduled')),
        // campaigns that count as active: sending, or waiting for their scheduled time
        count(db('email_campaigns').whereIn('status', ['sending', 'scheduled'])),
        count(db('email_labels')),
        count(db('email_folders')),
      ]);
      return { total_emails: total, unread, sent, scheduled, active_campaigns: activeCampaigns, labels, folders };
    },
  };
}
