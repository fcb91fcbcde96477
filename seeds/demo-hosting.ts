import type { Knex } from 'knex';
import { DOMAIN_EXPIRY_TEXTS } from '../src/core/hosting/domain-registry.port.js';
import { addDays, addYears, pragueToday } from '../src/core/hosting/rules.js';
import { itemAt } from './content/random.js';

const DAY = 86_400_000;

interface DemoWebProject {
  company_name: string;
  status: string;
  project_type: 'landing' | 'website' | 'eshop' | 'app';
  estimated_price: number;
  hosting_price: number;
  domain_name: string | null;
  country_code?: 'CZ' | 'SK';
  /** completed this many days ago */
  completedDaysAgo?: number;
  createdDaysAgo: number;
  notes?: string;
}

/** The Web projects screen over its statuses (two more come from demo prospects who showed interest). */
const WEB_PROJECTS: DemoWebProject[] = [
  {
    company_name: 'Salon Lotus',
    status: 'email_sent',
    project_type: 'website',
    estimated_price: 18000,
    hosting_price: 150,
    domain_name: 'salon-lotus.cz',
    createdDaysAgo: 3,
  },
  {
    company_name: 'Barber Bros Plzeň',
    status: 'email_sent',
    project_type: 'landing',
    estimated_price: 9000,
    hosting_price: 100,
    domain_name: null,
    createdDaysAgo: 4,
  },
  {
    company_name: 'Nehtové studio Iris',
    status: 'email_opened',
    project_type: 'website',
    estimated_price: 15000,
    hosting_price: 150,
    domain_name: 'studio-iris.cz',
    createdDaysAgo: 6,
  },
  {
    company_name: 'Masáže Relax Olomouc',
    status: 'link_clicked',
    project_type: 'website',
    estimated_price: 16000,
    hosting_price: 150,
    domain_name: 'masaze-relax.cz',
    createdDaysAgo: 8,
  },
  {
    company_name: 'Kosmetika Bella',
    status: 'proposal_sent',
    project_type: 'eshop',
    estimated_price: 36000,
    hosting_price: 300,
    domain_name: 'kosmetika-bella.cz',
    createdDaysAgo: 12,
    notes: 'Nabídka e-shopu s kosmetikou odeslána.',
  },
  {
    company_name: 'Fitness Atlas',
    status: 'negotiating',
    project_type: 'app',
    estimated_price: 60000,
    hosting_price: 500,
    domain_name: 'fitness-atlas.cz',
    createdDaysAgo: 15,
  },
  {
    company_name: 'Studio Vlasy Brno',
    status: 'pending',
    project_type: 'website',
    estimated_price: 14000,
    hosting_price: 150,
    domain_name: 'vlasy-brno.cz',
    createdDaysAgo: 18,
  },
  {
    company_name: 'Tetování Ink Ostrava',
    status: 'converted',
    project_type: 'website',
    estimated_price: 20000,
    hosting_price: 200,
    domain_name: 'ink-ostrava.cz',
    createdDaysAgo: 25,
  },
  {
    company_name: 'Salón Krása Bratislava',
    status: 'in_progress',
    project_type: 'website',
    estimated_price: 17000,
    hosting_price: 150,
    domain_name: 'krasa-bratislava.sk',
    country_code: 'SK',
    createdDaysAgo: 20,
  },
  {
    company_name: 'Wellness Harmonie',
    status: 'completed',
    project_type: 'website',
    estimated_price: 22000,
    hosting_price: 200,
    domain_name: 'wellness-harmonie.cz',
    createdDaysAgo: 90,
    completedDaysAgo: 40,
    notes: 'Web předán, běží u nás na hostingu.',
  },
  {
    company_name: 'Kadeřnictví Anna Liberec',
    status: 'completed',
    project_type: 'landing',
    estimated_price: 9000,
    hosting_price: 120,
    domain_name: 'kadernictvi-anna.cz',
    createdDaysAgo: 60,
    completedDaysAgo: 5,
  },
  {
    company_name: 'Pedikúra Hana',
    status: 'rejected',
    project_type: 'landing',
    estimated_price: 8000,
    hosting_price: 100,
    domain_name: null,
    createdDaysAgo: 30,
    notes: 'Nemá zájem, web si dělá sama.',
  },
];

interface DemoHosting {
  company_name: string;
  domain: string;
  /** days from today to the renewal (negative: expired) */
  renewsInDays: number;
  annual_fee?: number;
  monthly_cost?: number;
  domain_provider: string;
  hosting_provider: string;
  plan_type: string;
  phone: string;
  address: string;
  country_code?: 'CZ' | 'SK' | 'PL';
  /** the renewal is derived (one year after the site), no next payment date stored */
  derived?: boolean;
  /** not paid for the previous period either */
  unpaid?: boolean;
}

const HOSTING: DemoHosting[] = [
  {
    company_name: 'Salon Eva',
    domain: 'salon-eva.cz',
    renewsInDays: 4,
    monthly_cost: 150,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 602 111 201',
    address: 'Veveří 12, 602 00 Brno',
  },
  {
    company_name: 'Barbershop Karlín',
    domain: 'barber-karlin.cz',
    renewsInDays: 12,
    annual_fee: 2400,
    domain_provider: 'wedos',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Business',
    phone: '+420 603 111 202',
    address: 'Sokolovská 40, 186 00 Praha',
  },
  {
    company_name: 'Kosmetický salon Iva',
    domain: 'salon-iva.cz',
    renewsInDays: 26,
    monthly_cost: 120,
    domain_provider: 'forpsi',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 724 111 203',
    address: 'Masarykova 8, 301 00 Plzeň',
  },
  {
    company_name: 'Nehty Praha 5',
    domain: 'nehty-praha5.cz',
    renewsInDays: 38,
    monthly_cost: 100,
    domain_provider: 'active24',
    hosting_provider: 'Active24',
    plan_type: 'Webhosting Mini',
    phone: '+420 731 111 204',
    address: 'Štefánikova 22, 150 00 Praha',
  },
  {
    company_name: 'Masáže Zen',
    domain: 'masaze-zen.cz',
    renewsInDays: 55,
    annual_fee: 1800,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 777 111 205',
    address: 'Palackého 3, 779 00 Olomouc',
  },
  {
    company_name: 'Fitness Body Liberec',
    domain: 'body-liberec.cz',
    renewsInDays: 70,
    monthly_cost: 250,
    domain_provider: 'hukot',
    hosting_provider: 'Hukot',
    plan_type: 'Business',
    phone: '+420 602 111 206',
    address: 'Jablonecká 15, 460 01 Liberec',
  },
  {
    company_name: 'Kadeřnictví Style',
    domain: 'kadernictvi-style.cz',
    renewsInDays: 88,
    derived: true,
    domain_provider: 'seznam',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 603 111 207',
    address: 'Náměstí Míru 4, 760 01 Zlín',
  },
  {
    company_name: 'Tattoo Black Rose',
    domain: 'blackrose-tattoo.cz',
    renewsInDays: 110,
    annual_fee: 3000,
    domain_provider: 'wedos',
    hosting_provider: 'Wedos',
    plan_type: 'NoLimit',
    phone: '+420 724 111 208',
    address: 'Nádražní 30, 702 00 Ostrava',
  },
  {
    company_name: 'Solárium Sun',
    domain: 'solarium-sun.cz',
    renewsInDays: 135,
    monthly_cost: 90,
    domain_provider: 'zoner',
    hosting_provider: 'Zoner',
    plan_type: 'Start',
    phone: '+420 731 111 209',
    address: 'Třída Míru 50, 530 02 Pardubice',
  },
  {
    company_name: 'Lash Studio Ema',
    domain: 'lash-ema.cz',
    renewsInDays: 160,
    monthly_cost: 150,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 777 111 210',
    address: 'Gočárova 14, 500 02 Hradec Králové',
  },
  {
    company_name: 'Pánské holičství Adam',
    domain: 'holicstvi-adam.cz',
    renewsInDays: 190,
    annual_fee: 1500,
    domain_provider: 'forpsi',
    hosting_provider: 'Forpsi',
    plan_type: 'Basic',
    phone: '+420 602 111 211',
    address: 'Lannova 9, 370 01 České Budějovice',
  },
  {
    company_name: 'Wellness Harmonie',
    domain: 'wellness-harmonie.cz',
    renewsInDays: 0,
    monthly_cost: 200,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Business',
    phone: '+420 603 111 212',
    address: 'Husova 2, 586 01 Jihlava',
  },
  {
    company_name: 'Yoga Loft',
    domain: 'yoga-loft.cz',
    renewsInDays: 240,
    monthly_cost: 180,
    domain_provider: 'active24',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Business',
    phone: '+420 724 111 213',
    address: 'Dukelská 7, 400 01 Ústí nad Labem',
  },
  {
    company_name: 'Kosmetika Natura',
    domain: 'kosmetika-natura.cz',
    renewsInDays: 265,
    annual_fee: 4800,
    domain_provider: 'wedos',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'E-shop',
    phone: '+420 731 111 214',
    address: 'Riegrova 11, 370 01 České Budějovice',
  },
  {
    company_name: 'Fyzio Centrum Kladno',
    domain: 'fyzio-kladno.cz',
    renewsInDays: 295,
    monthly_cost: 160,
    domain_provider: 'jiný provider',
    hosting_provider: 'Vlastní server',
    plan_type: 'VPS',
    phone: '+420 777 111 215',
    address: 'Osvobozených politických vězňů 4, 272 01 Kladno',
  },
  {
    company_name: 'Salon Grácie',
    domain: 'salon-gracie.cz',
    renewsInDays: 330,
    annual_fee: 1200,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 602 111 216',
    address: 'Komenského 1, 746 01 Opava',
  },
  {
    company_name: 'Kadernícky salón Mária',
    domain: 'salon-maria.sk',
    renewsInDays: 45,
    annual_fee: 1400,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+421 905 111 217',
    address: 'Obchodná 20, 811 06 Bratislava',
    country_code: 'SK',
  },
  {
    company_name: 'Studio Urody Anna',
    domain: 'studio-anna.pl',
    renewsInDays: 100,
    annual_fee: 1600,
    domain_provider: 'u nás',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+48 600 111 218',
    address: 'ul. Floriańska 5, 31-019 Kraków',
    country_code: 'PL',
  },
  // two expired: the renewal went by unpaid
  {
    company_name: 'Bistro Vlasy',
    domain: 'bistro-vlasy.cz',
    renewsInDays: -9,
    monthly_cost: 100,
    domain_provider: 'wedos',
    hosting_provider: 'Wedos',
    plan_type: 'Start',
    phone: '+420 603 111 219',
    address: 'Jiráskova 6, 586 01 Jihlava',
    unpaid: true,
  },
  {
    company_name: 'Manikúra Lucie',
    domain: 'manikura-lucie.cz',
    renewsInDays: -47,
    annual_fee: 1000,
    domain_provider: 'seznam',
    hosting_provider: 'Marketplace Hosting',
    plan_type: 'Start',
    phone: '+420 731 111 220',
    address: 'Tyršova 3, 566 01 Vysoké Mýto',
    unpaid: true,
  },
];

/** The leap-day client: its site went live on 29 February 2024, so it renews on 28 February in common years. */
const LEAP_CLIENT = { company_name: 'Salon Přestupný rok', domain: 'prestupny-rok.cz', created: '2024-02-29', annual_fee: 2000 };

/**
 * Web projects and Webhosting's demo: web projects over the statuses (two of them from demo prospects
 * who showed interest: website_interest 'interested'), about 20 hosting projects whose renewals fall
 * over the next 12 months (some within 30 days, two expired, one renewing on 28 February after a site
 * made on 29 February, one made from a completed web project), and the payments of the past year, so
 * the revenue calendar's past months show what was paid. Every row is `is_demo`. Dates are relative to
 * `now`'s day in Prague. Loaded only into empty web_projects and webhosting_projects tables.
 */
export async function seedDemoHosting(
  trx: Knex.Transaction,
  now: Date,
): Promise<{ webProjects: number; hosting: number; payments: number }> {
  const empty = async (table: string) => Number((await trx(table).count({ n: '*' }).first())?.n ?? 0) === 0;
  if (!(await empty('web_projects')) || !(await empty('webhosting_projects'))) return { webProjects: 0, hosting: 0, payments: 0 };
  const today = pragueToday(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

  const interested = await trx('prospects').where({ website_interest: 'interested' }).orderBy('id').limit(2);
  const projects = [
    ...interested.map((p, i) => ({
      country_code: String(p.country_code),
      prospect_id: Number(p.id),
      company_name: String(p.name),
      project_type: 'website',
      status: i === 0 ? 'interested' : 'in_progress',
      estimated_price: 18000 + i * 4000,
      domain_name: p.website_domain ?? null,
      hosting_price: 150,
      notes: 'Odpověděl na nabídku nového webu.',
      is_demo: true,
      completed_at: null,
      created_at: at(2 + i),
      updated_at: at(1),
    })),
    ...WEB_PROJECTS.map((p) => ({
      country_code: p.country_code ?? 'CZ',
      prospect_id: null,
      company_name: p.company_name,
      project_type: p.project_type,
      status: p.status,
      estimated_price: p.estimated_price,
      domain_name: p.domain_name,
      hosting_price: p.hosting_price,
      notes: p.notes ?? null,
      is_demo: true,
      completed_at: p.completedDaysAgo === undefined ? null : at(p.completedDaysAgo),
      created_at: at(p.createdDaysAgo),
      updated_at: at(p.completedDaysAgo ?? p.createdDaysAgo),
    })),
  ];
  await trx('web_projects').insert(projects);
  const harmonie = await trx('web_projects').where({ company_name: 'Wellness Harmonie', is_demo: true }).first('id', 'completed_at');

  const stamp = now.toISOString();
  // as the check would have read them over RDAP: .cz domains registered a year or two ahead, two of them ending
  // within 30 days ('Domény brzy vyprší'); the .sk and .pl registries have no RDAP service
  const domainRead = (domain: string, index: number) => {
    const tld = domain.split('.').pop()!;
    if (tld !== 'cz')
      return { domain_expiration_date: null, domain_checked_at: stamp, domain_check_error: DOMAIN_EXPIRY_TEXTS.noRdap(tld) };
    const days = index === 1 ? 9 : index === 5 ? 23 : 40 + ((index * 53) % 600);
    return { domain_expiration_date: addDays(today, days), domain_checked_at: stamp, domain_check_error: null };
  };
  const rows = HOSTING.map((h, index) => {
    const renewal = addDays(today, h.renewsInDays);
    const fromWebProject = h.company_name === 'Wellness Harmonie';
    // a site made from the completed web project renews one year after its completion day
    const created = fromWebProject ? pragueToday(new Date(harmonie.completed_at)) : addYears(renewal, h.derived ? -1 : -2);
    return {
      country_code: h.country_code ?? 'CZ',
      web_project_id: fromWebProject ? Number(harmonie.id) : null,
      company_name: h.company_name,
      domain: h.domain,
      domain_provider: h.domain_provider,
      hosting_provider: h.hosting_provider,
      plan_type: h.plan_type,
      annual_fee: h.annual_fee ?? null,
      monthly_cost: h.monthly_cost ?? null,
      website_created_date: created,
      next_payment_date: h.derived ? null : fromWebProject ? addYears(created, 1) : renewal,
      website_url: `https://${h.domain}`,
      manual_status: null,
      notes: null,
      contact_phone: h.phone,
      contact_email: `info@${h.domain}`,
      contact_address: h.address,
      ...domainRead(h.domain, index),
      is_demo: true,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  // the leap-day client: its renewals from 29 February 2024 on (28 February in common years), the next one still to come
  let leapRenewal = addYears(LEAP_CLIENT.created, 1);
  while (leapRenewal < today) leapRenewal = addYears(leapRenewal, 1);
  rows.push({
    ...itemAt(rows, 0),
    web_project_id: null,
    company_name: LEAP_CLIENT.company_name,
    domain: LEAP_CLIENT.domain,
    annual_fee: LEAP_CLIENT.annual_fee,
    monthly_cost: null,
    website_created_date: LEAP_CLIENT.created,
    next_payment_date: leapRenewal,
    website_url: `https://${LEAP_CLIENT.domain}`,
    contact_phone: '+420 602 111 229',
    contact_email: `info@${LEAP_CLIENT.domain}`,
    contact_address: 'Dlouhá 29, 110 00 Praha',
    ...domainRead(LEAP_CLIENT.domain, rows.length),
  });
  await trx('webhosting_projects').insert(rows);

  // the payments of the periods before the current renewal: each paid a week or two before its date
  const stored: Array<Record<string, unknown>> = await trx('webhosting_projects')
    .where({ is_demo: true })
    .orderBy('id')
    .select('id', 'web_project_id', 'domain', 'annual_fee', 'monthly_cost', 'website_created_date', 'next_payment_date');
  const payments: Array<Record<string, unknown>> = [];
  for (const p of stored) {
    const plan = HOSTING.find((h) => h.domain === p.domain);
    const next = p.next_payment_date ? String(p.next_payment_date) : addYears(String(p.website_created_date), 1);
    if (plan?.derived || p.web_project_id) continue; // the first year is still running
    const period = p.domain === LEAP_CLIENT.domain ? previousLeapPeriod(next) : addYears(next, -1);
    const paidAt = addDays(period, -7 - (Number(p.id) % 8));
    const fee = Number(p.annual_fee ?? 0) || Number(p.monthly_cost ?? 0) * 12 || 1000;
    if (plan?.unpaid) {
      // an expired client paid the year before, then stopped
      payments.push({ project_id: p.id, period_date: period, amount: fee, paid_at: paidAt, created_at: stamp });
      continue;
    }
    if (paidAt <= today) payments.push({ project_id: p.id, period_date: period, amount: fee, paid_at: paidAt, created_at: stamp });
  }
  if (payments.length > 0) await trx('hosting_payments').insert(payments);
  return { webProjects: projects.length, hosting: rows.length, payments: payments.length };
}

/** The renewal before `next` on the leap-day client's chain (29 February 2024, then 28 February). */
function previousLeapPeriod(next: string): string {
  let period = addYears(LEAP_CLIENT.created, 1);
  let before = LEAP_CLIENT.created;
  while (period < next) {
    before = period;
    period = addYears(period, 1);
  }
  return before;
}
