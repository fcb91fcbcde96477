import type { Knex } from 'knex';
import { scoreProspect } from '../src/core/prospects/scoring/rules.js';
import { dataColumns } from '../src/core/prospects/row.js';
import type { ProspectData } from '../src/core/prospects/model.js';
import { slugify } from '../src/core/text/normalize.js';
import { CITIES } from './content/cities.js';
import { fillPlaceholders } from '../src/core/mail/render.js';
import { createRng, itemAt } from './content/random.js';
import { VOCABULARY } from './content/vocabulary.js';

type Insert = (table: string, rows: Array<Record<string, unknown>>) => Promise<void>;

const PER_REGION = 5;
const KINDS: Array<[kind: string, category: string]> = [
  ['Kadeřnictví', 'Kadeřnictví'],
  ['Kosmetický salon', 'Kosmetika'],
  ['Barbershop', 'Barbershop'],
  ['Nehtové studio', 'Manikúra a pedikúra'],
  ['Masážní studio', 'Masáže'],
  ['Autoservis', 'Autoservis'],
  ['Fitness centrum', 'Fitness'],
  ['Psí salon', 'Péče o zvířata'],
];
const WORDS = [
  'Lotos',
  'Bella',
  'Harmonie',
  'Jasmín',
  'Elegance',
  'Relax',
  'Orchidea',
  'Safír',
  'Slunce',
  'Aura',
  'Viola',
  'Korál',
  'Luna',
  'Iris',
];
const DAY = 86_400_000;
/** Links in the demo's archived offers: the default local address (the claim links of real offers are signed per prospect). */
const DEMO_SITE = 'http://localhost:3003';

/**
 * The sales CRM's demo (Companies screen): prospect companies in every one of the 14 Czech regions,
 * scored from their data by the product's own rules; the offer marked as sent to some of them, and
 * opened, clicked or answered (website_interest 'interested'; demo-inbox.ts adds the replies),
 * each offer also in Odeslaná pošta (sent_emails, with its open and click counts) as the offer template
 * rendered it. Loaded only into an empty prospects table.
 */
export async function seedDemoBackOffice(trx: Knex.Transaction, insert: Insert, now: Date): Promise<{ prospects: number }> {
  if (Number((await trx('prospects').count({ n: '*' }).first())?.n ?? 0) > 0) return { prospects: 0 };
  const rng = createRng(0x5eed0b0f);
  const vocab = VOCABULARY.cs;
  const regions = [...new Set(CITIES.CZ.map((c) => c.region))];
  const stamp = now.toISOString();
  const offer = await trx('email_templates').where({ system_key: 'offer', language: 'cs' }).first(); // Czech prospects
  const prospects: Array<Record<string, unknown>> = [];
  const sent: Array<Record<string, unknown>> = [];
  let n = 0;
  for (const region of regions) {
    const cities = CITIES.CZ.filter((c) => c.region === region);
    for (let i = 0; i < PER_REGION; i++, n++) {
      const city = rng.pick(cities);
      const area = rng.pick(city.areas);
      const [kind, category] = itemAt(KINDS, n % KINDS.length);
      const name = `${kind} ${WORDS[(n * 5 + i) % WORDS.length]}`;
      const slug = slugify(`${name}-${city.name}`);
      const data: ProspectData = {
        name,
        address: `${rng.pick(vocab.streets)} ${rng.int(1, 90)}`,
        postal_code: area.postal,
        city: city.name,
        category,
        phone: `+420 ${rng.pick(['602', '603', '724', '731', '777'])} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
        email: rng.chance(0.75) ? `info@${slug}.example` : null,
        website_url: rng.chance(0.5) ? `https://www.${slug}.example` : null,
        instagram_url: rng.chance(0.4) ? `https://www.instagram.com/${slug.replace(/-/g, '_')}` : null,
        facebook_url: rng.chance(0.3) ? `https://www.facebook.com/${slug}` : null,
        google_rating: Math.round((3.6 + rng.next() * 1.4) * 10) / 10,
        reviews_count: rng.int(3, 260),
      };
      const score = scoreProspect(
        {
          website_url: data.website_url as string | null,
          instagram_url: data.instagram_url as string | null,
          facebook_url: data.facebook_url as string | null,
        },
        undefined,
        now,
      );
      const offered = Boolean(data.email) && rng.chance(0.55);
      const outcome = rng.next();
      const sentAt = new Date(now.getTime() - rng.int(1, 40) * DAY - rng.int(8 * 60, 17 * 60) * 60_000);
      const interest = outcome < 0.35 ? 'email_sent' : outcome < 0.6 ? 'email_opened' : outcome < 0.8 ? 'link_clicked' : 'interested';
      if (offered && offer) sent.push(sentOffer(offer, data, n, sentAt, interest));
      prospects.push({
        country_code: 'CZ',
        ...dataColumns(data, 'CZ'),
        web_quality_score: score.score,
        score_reasons: JSON.stringify(score.reasons),
        scored_at: new Date(now.getTime() - 45 * DAY).toISOString(),
        ...(offered
          ? {
              email_sent_date: sentAt.toISOString(),
              last_email_template: 'Nabídka pro firmy',
              website_interest: interest,
            }
          : {}),
        last_call_date: rng.chance(0.15) ? new Date(now.getTime() - rng.int(0, 10) * DAY).toISOString() : null,
        created_at: new Date(now.getTime() - 60 * DAY).toISOString(),
        updated_at: stamp,
      });
    }
  }
  await insert('prospects', prospects);
  await insert('sent_emails', sent);
  return { prospects: prospects.length };
}

/** One offer as Odeslaná pošta keeps it: rendered from the template, opened or clicked as the prospect's interest says. */
function sentOffer(offer: Record<string, unknown>, data: ProspectData, n: number, sentAt: Date, interest: string): Record<string, unknown> {
  const values = { company_name: String(data.name), cta_link: `${DEMO_SITE}/pro-firmy`, unsubscribe_link: `${DEMO_SITE}/` };
  const opened = interest !== 'email_sent';
  const openedAt = new Date(sentAt.getTime() + (2 + (n % 20)) * 3_600_000);
  const opens = opened ? 1 + (n % 3) : 0;
  return {
    queue_id: null,
    country_code: 'CZ',
    message_id: `<demo-offer-${n + 1}@marketplace.demo>`,
    to_email: data.email,
    subject: fillPlaceholders(String(offer.subject), values, 'text'),
    content: fillPlaceholders(String(offer.text_content), values, 'text'),
    html_content: offer.html_content ? fillPlaceholders(String(offer.html_content), values, 'html') : null,
    template_id: offer.id,
    status: 'sent',
    sent_at: sentAt.toISOString(),
    opened_count: opens,
    opened_at: opened ? openedAt.toISOString() : null,
    last_opened_at: opened ? new Date(openedAt.getTime() + (opens - 1) * DAY).toISOString() : null,
    clicked_count: interest === 'link_clicked' || interest === 'interested' ? 1 : 0,
  };
}
