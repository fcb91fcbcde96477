/**
 * The product's own e-mail templates as the template migrations install them. A migration is history: it
 * keeps its own copy of what it ran (this file: the keys, names and types of the templates shipped when
 * the migrations were written), so later changes of the product's mail code (src/core/mail) never change
 * what an old migration does. The texts themselves are the package's templates/<language>/ files.
 */
import type { Knex } from 'knex';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE_LANGUAGES = ['cs', 'sk', 'pl'] as const;
type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** Every template shipped: its key, its name on the admin screen (Czech) and its type. */
const SYSTEM_TEMPLATE_KEYS = {
  welcome: { name: 'Uvítací e-mail', type: 'welcome' },
  booking_confirmation: { name: 'Potvrzení rezervace', type: 'transactional' },
  booking_received: { name: 'Rezervace přijata (čeká na potvrzení)', type: 'transactional' },
  promotion: { name: 'Akční nabídka', type: 'promotional' },
  offer: { name: 'Nabídka pro firmy', type: 'promotional' },
  booking_cancelled_by_customer: { name: 'Rezervace zrušena zákazníkem (zákazníkovi)', type: 'transactional' },
  booking_cancelled_by_company: { name: 'Rezervace zrušena firmou (zákazníkovi)', type: 'transactional' },
  booking_cancelled_by_admin: { name: 'Rezervace zrušena správcem (zákazníkovi)', type: 'transactional' },
  business_booking_new: { name: 'Nová rezervace (firmě)', type: 'transactional' },
  business_booking_cancelled_by_customer: { name: 'Rezervace zrušena zákazníkem (firmě)', type: 'transactional' },
  business_booking_cancelled_by_admin: { name: 'Rezervace zrušena správcem (firmě)', type: 'transactional' },
  listing_verified: { name: 'Firma ověřena', type: 'transactional' },
  listing_rejected: { name: 'Registrace firmy zamítnuta', type: 'transactional' },
  listing_suspended: { name: 'Profil firmy pozastaven', type: 'transactional' },
  listing_reinstated: { name: 'Profil firmy znovu zveřejněn', type: 'transactional' },
  hosting_renewal: { name: 'Připomínka obnovy hostingu', type: 'transactional' },
  domain_expiry: { name: 'Připomínka konce registrace domény', type: 'transactional' },
  shop_order_confirmation: { name: 'Potvrzení objednávky z e-shopu', type: 'transactional' },
  shop_order_status: { name: 'Změna stavu objednávky z e-shopu', type: 'transactional' },
  task_assigned: { name: 'Nový úkol (přiřazenému)', type: 'transactional' },
  task_due_tomorrow: { name: 'Zítra je termín úkolu', type: 'transactional' },
  task_overdue: { name: 'Úkol po termínu', type: 'transactional' },
  business_plan_limit_warning: { name: 'Využito 80 % rezervací tarifu (firmě)', type: 'transactional' },
  business_plan_limit_reached: { name: 'Limit rezervací tarifu vyčerpán (firmě)', type: 'transactional' },
  two_factor_enabled: { name: 'Dvoufázové ověření zapnuto (administrátorovi)', type: 'transactional' },
} as const;
type SystemTemplateKey = keyof typeof SYSTEM_TEMPLATE_KEYS;

const LANGUAGE_NAMES: Record<TemplateLanguage, string> = { cs: '', sk: ' (slovenština)', pl: ' (polština)' };

interface TemplateText {
  subject: string;
  html: string;
  text: string;
}

/** The package's `templates/` folder: the nearest one above this module (sources via tsx, or dist/). */
function templatesDir(): string {
  const from = dirname(fileURLToPath(import.meta.url));
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'templates'))) return join(dir, 'templates');
    if (dirname(dir) === dir) throw new Error(`The e-mail templates folder was not found above ${from}`);
  }
}

/** A file's text without the one line end an editor adds at its end. */
const contentOf = (path: string) => readFileSync(path, 'utf8').replace(/\r?\n$/, '');

function readTemplateFile(key: SystemTemplateKey, language: TemplateLanguage): TemplateText {
  const base = join(templatesDir(), language, key);
  return { subject: contentOf(`${base}.subject.txt`).trim(), html: contentOf(`${base}.html`), text: contentOf(`${base}.txt`) };
}

/** The five templates the first mail migration installed (Czech). */
export const FIRST_SYSTEM_KEYS = ['welcome', 'booking_confirmation', 'booking_received', 'promotion', 'offer'] as const;

export function firstSystemTemplates() {
  return FIRST_SYSTEM_KEYS.map((key) => {
    const text = readTemplateFile(key, 'cs');
    return {
      system_key: key,
      name: SYSTEM_TEMPLATE_KEYS[key].name,
      subject: text.subject,
      template_type: SYSTEM_TEMPLATE_KEYS[key].type,
      html_content: text.html,
      text_content: text.text,
    };
  });
}

/** A Czech built-in text, read from its file when first asked (no file is read on import). */
const czech = (key: SystemTemplateKey): TemplateText => ({
  get subject() {
    return readTemplateFile(key, 'cs').subject;
  },
  get html() {
    return readTemplateFile(key, 'cs').html;
  },
  get text() {
    return readTemplateFile(key, 'cs').text;
  },
});

/** A booking made by the customer, waiting for the business to confirm it. */
export const BOOKING_RECEIVED = czech('booking_received');
/** A confirmed booking. */
export const BOOKING_CONFIRMED = czech('booking_confirmation');
/** The built-in confirmation template as migration 000006 shipped it (it said 'confirmed' for every new booking). */
export const BOOKING_CONFIRMATION_V1 = {
  subject: 'Potvrzení rezervace: {{company_name}}, {{date}} v {{time}}',
  text_content:
    'Vaše rezervace je potvrzena\n\nDobrý den,\n\ntěšíme se na vás v {{company_name}} dne {{date}} v {{time}}.\n\n' +
    'Pokud nemůžete přijít, rezervaci prosím zrušte: {{cta_link}}\n\nS pozdravem\ntým Marketplace',
};

/**
 * Installs every (key, language) that has no row yet from the package's files; rows that exist, edited or
 * switched off, stay as they are. Answers how many rows it inserted.
 */
export async function insertMissingSystemTemplates(db: Knex, now: Date): Promise<number> {
  const rows: Array<{ system_key: string; language: string }> = await db('email_templates')
    .whereNotNull('system_key')
    .select('system_key', 'language');
  const present = new Set(rows.map((r) => `${r.system_key}|${r.language}`));
  const iso = now.toISOString();
  const missing = [];
  for (const language of TEMPLATE_LANGUAGES) {
    for (const key of Object.keys(SYSTEM_TEMPLATE_KEYS) as SystemTemplateKey[]) {
      if (present.has(`${key}|${language}`)) continue;
      const text = readTemplateFile(key, language);
      missing.push({
        system_key: key,
        language,
        name: `${SYSTEM_TEMPLATE_KEYS[key].name}${LANGUAGE_NAMES[language]}`,
        subject: text.subject,
        html_content: text.html,
        text_content: text.text,
        template_type: SYSTEM_TEMPLATE_KEYS[key].type,
        is_active: true,
        created_at: iso,
        updated_at: iso,
      });
    }
  }
  for (let i = 0; i < missing.length; i += 50) await db('email_templates').insert(missing.slice(i, i + 50));
  return missing.length;
}
