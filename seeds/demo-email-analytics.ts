import type { Knex } from 'knex';
import { fillPlaceholders } from '../src/core/mail/render.js';
import { createRng } from './content/random.js';

type Insert = (table: string, rows: Array<Record<string, unknown>>) => Promise<void>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the demo's offers go: the longest period of e-mail analytics. */
const DAYS = 90;
const PREFIX = 'demo-analytics';

/** The offer template's language in each edition. */
const LANGUAGE = { CZ: 'cs', SK: 'sk', PL: 'pl' } as const;
/** Links in the demo's archived offers: the default local address (real offers have signed links). */
const DEMO_SITE = 'http://localhost:3003';
const NAMES = [
  'Studio Aura',
  'Salon Iris',
  'Barber Luna',
  'Kosmetika Viola',
  'Beauty Korál',
  'Vlasy Safír',
  'Nehty Orchidea',
  'Masáže Relax',
];
const COUNTRIES = ['CZ', 'CZ', 'CZ', 'SK', 'PL'] as const;

interface PlannedMail {
  n: number;
  country: (typeof COUNTRIES)[number];
  to: string;
  subject: string;
  text: string;
  html: string | null;
  templateId: number | null;
  sentAt: number;
  bounced: boolean;
  opens: number[];
  clicks: number[];
  unsubscribedAt: number | null;
}

/**
 * E-mail analytics' demo: the operator's offers to businesses of the three editions over the last 90
 * days (more in the last two weeks), rendered from the offer template in the edition's language, each a sent queue row and its Odeslaná pošta entry, with their
 * opens and clicks as the tracking links record them (email_events, email_links and the counts), a few
 * hard bounces (entry `bounced`, the address suppressed) and unsubscribes (suppressed with the event).
 * Deterministic; dated from `now`, never after it.
 */
export async function seedDemoEmailAnalytics(trx: Knex.Transaction, insert: Insert, now: Date): Promise<{ sent: number }> {
  const rng = createRng(0xa11a1e5);
  const templates = new Map<string, Record<string, unknown>>(
    (await trx('email_templates').where({ system_key: 'offer' }).select('id', 'language', 'subject', 'text_content', 'html_content')).map(
      (t: Record<string, unknown>) => [String(t.language), t],
    ),
  );
  const end = now.getTime();
  const mails: PlannedMail[] = [];
  for (let day = DAYS - 1; day >= 0; day--) {
    const count = rng.int(1, 4) + (day < 14 ? rng.int(3, 7) : 0);
    for (let i = 0; i < count; i++) {
      const n = mails.length + 1;
      // today's are Czech, like the newest of the CRM's offers
      const country = day === 0 ? 'CZ' : rng.pick(COUNTRIES);
      const name = `${rng.pick(NAMES)} ${n}`;
      const template = templates.get(LANGUAGE[country]);
      const values = { company_name: name, cta_link: `${DEMO_SITE}/pro-firmy`, unsubscribe_link: `${DEMO_SITE}/` };
      const fill = (field: string, mode: 'text' | 'html') =>
        template?.[field] ? fillPlaceholders(String(template[field]), values, mode) : null;
      const sentAt = end - day * DAY - rng.int(20, 9 * 60) * 60_000;
      const bounced = rng.chance(0.03);
      const opened = !bounced && rng.chance(0.42);
      const later = (from: number, maxHours: number) => Math.min(end - 60_000, from + rng.int(5, maxHours * 60) * 60_000);
      const opens: number[] = [];
      if (opened) {
        let at = sentAt;
        for (let o = rng.int(1, 3); o > 0; o--) opens.push((at = later(at, 30)));
      }
      const [firstOpen] = opens;
      const clicks = firstOpen !== undefined && rng.chance(0.3) ? [later(firstOpen, 2)] : [];
      mails.push({
        n,
        country,
        to: `info@${PREFIX}-${n}.example`,
        subject: fill('subject', 'text') ?? name,
        text: fill('text_content', 'text') ?? '',
        html: fill('html_content', 'html'),
        templateId: template ? Number(template.id) : null,
        sentAt,
        bounced,
        opens,
        clicks,
        unsubscribedAt: !bounced && rng.chance(0.015) ? later(sentAt, 24) : null,
      });
    }
  }
  const iso = (ms: number) => new Date(ms).toISOString();
  const firstOf = ([first]: number[]) => (first === undefined ? null : iso(first));
  const lastOf = (times: number[]) => {
    const last = times.at(-1);
    return last === undefined ? null : iso(last);
  };
  const messageId = (m: PlannedMail) => `<${PREFIX}-${m.n}@marketplace.demo>`;
  await insert(
    'email_queue',
    mails.map((m) => ({
      message_id: messageId(m),
      country_code: m.country,
      kind: 'offer',
      bulk: true,
      to_email: m.to,
      subject: m.subject,
      text_content: m.text,
      html_content: m.html,
      template_id: m.templateId,
      status: 'sent',
      send_after: iso(m.sentAt),
      sent_at: iso(m.sentAt),
      created_at: iso(m.sentAt),
      updated_at: iso(m.sentAt),
    })),
  );
  const queueIds = new Map<string, number>(
    (await trx('email_queue').where('message_id', 'like', `<${PREFIX}-%`).select('id', 'message_id')).map((r: Record<string, unknown>) => [
      String(r.message_id),
      Number(r.id),
    ]),
  );
  const idOf = (m: PlannedMail) => queueIds.get(messageId(m))!;
  await insert(
    'sent_emails',
    mails.map((m) => ({
      queue_id: idOf(m),
      country_code: m.country,
      message_id: messageId(m),
      to_email: m.to,
      subject: m.subject,
      template_id: m.templateId,
      status: m.bounced ? 'bounced' : 'sent',
      sent_at: iso(m.sentAt),
      error_message: m.bounced ? `${m.to}: 5.1.1 (550 5.1.1 User unknown)` : null,
      opened_count: m.opens.length,
      opened_at: firstOf(m.opens),
      last_opened_at: lastOf(m.opens),
      clicked_count: m.clicks.length,
    })),
  );
  const clicked = mails.filter((m) => m.clicks.length > 0);
  await insert(
    'email_links',
    clicked.map((m) => ({
      queue_id: idOf(m),
      url: 'http://localhost:3003/pro-firmy',
      click_count: m.clicks.length,
      first_clicked_at: firstOf(m.clicks),
      last_clicked_at: lastOf(m.clicks),
    })),
  );
  const linkIds = new Map<number, number>(
    (await trx('email_links').whereIn('queue_id', clicked.map(idOf)).select('id', 'queue_id')).map((r: Record<string, unknown>) => [
      Number(r.queue_id),
      Number(r.id),
    ]),
  );
  const event = (m: PlannedMail, type: string, at: number, linkId: number | null = null) => ({
    queue_id: idOf(m),
    event_type: type,
    link_id: linkId,
    client_key: null,
    user_agent: 'Mozilla/5.0 (demo)',
    created_at: iso(at),
  });
  await insert('email_events', [
    ...mails.flatMap((m) => m.opens.map((at) => event(m, 'open', at))),
    ...clicked.flatMap((m) => m.clicks.map((at) => event(m, 'click', at, linkIds.get(idOf(m)) ?? null))),
    ...mails.filter((m) => m.unsubscribedAt !== null).map((m) => event(m, 'unsubscribe', m.unsubscribedAt!)),
  ]);
  await insert('email_suppressions', [
    ...mails.filter((m) => m.bounced).map((m) => ({ email: m.to, reason: 'bounce', queue_id: idOf(m), created_at: iso(m.sentAt + HOUR) })),
    ...mails
      .filter((m) => m.unsubscribedAt !== null)
      .map((m) => ({ email: m.to, reason: 'unsubscribe', queue_id: idOf(m), created_at: iso(m.unsubscribedAt!) })),
  ]);
  return { sent: mails.length };
}
