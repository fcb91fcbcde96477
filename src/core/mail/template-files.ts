import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_LANGUAGES, type TemplateType } from '../../contract/mail.js';

/**
 * The product's own e-mail templates, shipped in the package's `templates/<language>/` folder as
 * `<key>.subject.txt`, `<key>.html` and `<key>.txt` (templates/README.md). They are the built-in texts:
 * installed into email_templates per language (an admin may edit them there) and the fallback when a
 * template row is missing or switched off.
 */
export { TEMPLATE_LANGUAGES };
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const LANGUAGE_OF_COUNTRY: Record<string, TemplateLanguage> = { CZ: 'cs', SK: 'sk', PL: 'pl' };
/** The language of an edition's mail and pages (CZ cs, SK sk, PL pl; Czech for anything else). */
export const languageOfCountry = (country: string | null | undefined): TemplateLanguage =>
  LANGUAGE_OF_COUNTRY[(country ?? '').toUpperCase()] ?? 'cs';

/** Every template the product ships: its key, its name on the admin screen (Czech) and its type. */
export const SYSTEM_TEMPLATE_KEYS = {
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
} as const satisfies Record<string, { name: string; type: TemplateType }>;
export type SystemTemplateKey = keyof typeof SYSTEM_TEMPLATE_KEYS;

const LANGUAGE_NAMES: Record<TemplateLanguage, string> = { cs: '', sk: ' (slovenština)', pl: ' (polština)' };
/** The admin screen's name of a template row: the Czech name, with the language for sk and pl. */
export const systemTemplateName = (key: SystemTemplateKey, language: TemplateLanguage) =>
  `${SYSTEM_TEMPLATE_KEYS[key].name}${LANGUAGE_NAMES[language]}`;

export interface TemplateText {
  subject: string;
  html: string;
  text: string;
}

/** The package's `templates/` folder: the nearest one above this module (sources via tsx, or dist/). */
export function templatesDir(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'templates'))) return join(dir, 'templates');
    if (dirname(dir) === dir) throw new Error(`The e-mail templates folder was not found above ${from}`);
  }
}

/** A file's text without the one line end an editor adds at its end. */
const contentOf = (path: string) => readFileSync(path, 'utf8').replace(/\r?\n$/, '');

/** One template of one language, read from the files. */
export function readTemplateFile(key: SystemTemplateKey, language: TemplateLanguage, dir: string = templatesDir()): TemplateText {
  const base = join(dir, language, key);
  return { subject: contentOf(`${base}.subject.txt`).trim(), html: contentOf(`${base}.html`), text: contentOf(`${base}.txt`) };
}

/** A reader that reads each file once (one per core, so no module state). */
export function createTemplateFiles(dir?: string) {
  const cache = new Map<string, TemplateText>();
  return {
    read(key: SystemTemplateKey, language: TemplateLanguage): TemplateText {
      const id = `${language}/${key}`;
      let found = cache.get(id);
      if (!found) cache.set(id, (found = readTemplateFile(key, language, dir ?? templatesDir())));
      return found;
    },
  };
}
export type TemplateFiles = ReturnType<typeof createTemplateFiles>;
