import type { Knex } from 'knex';

const DAY = 86_400_000;
const HTML =
  '<p>Dobrý den, {{company_name}}!</p><p>Pro firmy z města {{city}} připravujeme nové webové stránky s online rezervacemi.</p>' +
  '<p><a href="{{cta_link}}">Převzít profil zdarma</a></p><p><a href="{{unsubscribe_link}}">Odhlásit odběr</a></p>';

interface DemoCampaign {
  name: string;
  subject: string;
  status: 'draft' | 'scheduled' | 'paused' | 'sent';
  recipients: number;
  /** how many of them went out; of those, which were opened / clicked / bounced (every n-th) */
  sent: number;
  startedDaysAgo?: number;
  scheduledInDays?: number;
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Nabídka profilu v katalogu',
    subject: 'Váš profil na Marketplace',
    status: 'sent',
    recipients: 12,
    sent: 12,
    startedDaysAgo: 12,
  },
  {
    name: 'Podzimní modernizace webu',
    subject: 'Nový web pro {{company_name}}',
    status: 'paused',
    recipients: 14,
    sent: 6,
    startedDaysAgo: 2,
  },
  {
    name: 'Vánoční online rezervace',
    subject: 'Online rezervace ještě před Vánoci',
    status: 'scheduled',
    recipients: 6,
    sent: 0,
    scheduledInDays: 7,
  },
  { name: 'Zimní nabídka webu', subject: 'Zimní nabídka pro {{company_name}}', status: 'draft', recipients: 8, sent: 0 },
];

/**
 * The Campaign screen's demo: four campaigns on demo prospects (CZ) in the states an operator meets
 * (sent with its counts, paused midway, scheduled, a draft). What went out has its queue row and its
 * sent-mail entry with opens and clicks, so the counts the product recounts from the facts are these.
 * Loaded only into an empty campaigns table, after the prospects.
 */
export async function seedDemoCampaigns(trx: Knex.Transaction, now: Date): Promise<{ campaigns: number }> {
  if (Number((await trx('email_campaigns').count({ n: '*' }).first())?.n ?? 0) > 0) return { campaigns: 0 };
  const total = CAMPAIGNS.reduce((n, c) => n + c.recipients, 0);
  const prospects = await trx('prospects')
    .where({ country_code: 'CZ' })
    .whereNotNull('email')
    .orderBy('id')
    .limit(total)
    .select('id', 'name', 'city', 'email');
  if (prospects.length < total) return { campaigns: 0 };
  const iso = (ms: number) => new Date(ms).toISOString();
  const idOf = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
  let next = 0;
  for (const [index, c] of CAMPAIGNS.entries()) {
    const started = c.startedDaysAgo === undefined ? null : now.getTime() - c.startedDaysAgo * DAY;
    const created = (started ?? now.getTime() - DAY) - DAY;
    const counts = { sent: 0, opened: 0, clicked: 0, bounced: 0 };
    const [campaignRow] = await trx('email_campaigns')
      .insert({
        country_code: 'CZ',
        name: c.name,
        subject: c.subject,
        html_content: HTML,
        status: c.status,
        interval_seconds: 10,
        scheduled_at: c.scheduledInDays === undefined ? null : iso(now.getTime() + c.scheduledInDays * DAY),
        started_at: started === null ? null : iso(started),
        completed_at: c.status === 'sent' && started !== null ? iso(started + c.recipients * 10_000) : null,
        next_send_at: started === null ? null : iso(started + c.sent * 10_000),
        total_recipients: c.recipients,
        created_at: iso(created + index * 60_000),
        updated_at: iso(created + index * 60_000),
      })
      .returning('id');
    const campaignId = idOf(campaignRow);
    for (let i = 0; i < c.recipients; i++) {
      const p = prospects[next++];
      const email = String(p.email).toLowerCase();
      const wentOut = i < c.sent;
      const bounced = wentOut && i % 9 === 4;
      const [recipientRow] = await trx('email_campaign_recipients')
        .insert({
          campaign_id: campaignId,
          email_address: email,
          company_name: p.name,
          city: p.city,
          prospect_id: p.id,
          status: bounced ? 'bounced' : wentOut ? 'sent' : 'pending',
          created_at: iso(created),
        })
        .returning('id');
      if (!wentOut || started === null) continue;
      const sentAt = iso(started + i * 10_000);
      const messageId = `<demo-kampan-${campaignId}-${i}@marketplace.local>`;
      const subject = c.subject.replace('{{company_name}}', String(p.name));
      const [queueRow] = await trx('email_queue')
        .insert({
          message_id: messageId,
          country_code: 'CZ',
          kind: 'campaign',
          company_id: p.id,
          campaign_id: campaignId,
          campaign_recipient_id: idOf(recipientRow),
          to_email: email,
          to_name: p.name,
          subject,
          html_content: HTML.replace(/\{\{company_name\}\}/g, String(p.name)).replace('{{city}}', String(p.city ?? '')),
          text_content: `Dobrý den, ${p.name}!`,
          bulk: true,
          status: 'sent',
          send_after: sentAt,
          sent_at: sentAt,
          created_at: sentAt,
          updated_at: sentAt,
        })
        .returning('id');
      const queueId = idOf(queueRow);
      await trx('email_campaign_recipients')
        .where({ id: idOf(recipientRow) })
        .update({ queue_id: queueId, sent_at: sentAt });
      const opened = !bounced && i % 3 === 0;
      const clicked = opened && i % 2 === 0;
      await trx('sent_emails').insert({
        queue_id: queueId,
        country_code: 'CZ',
        message_id: messageId,
        to_email: email,
        subject,
        content: `Dobrý den, ${p.name}!`,
        status: bounced ? 'bounced' : 'sent',
        sent_at: sentAt,
        error_message: bounced ? 'Vráceno: 5.1.1: 550 5.1.1 User unknown' : null,
        opened_count: opened ? 1 + (i % 4) : 0,
        opened_at: opened ? iso(started + i * 10_000 + 3_600_000) : null,
        clicked_count: clicked ? 1 : 0,
      });
      counts.sent += 1;
      if (opened) counts.opened += 1;
      if (clicked) counts.clicked += 1;
      if (bounced) counts.bounced += 1;
    }
    await trx('email_campaigns').where({ id: campaignId }).update({
      sent_count: counts.sent,
      opened_count: counts.opened,
      clicked_count: counts.clicked,
      bounced_count: counts.bounced,
    });
  }
  return { campaigns: CAMPAIGNS.length };
}
