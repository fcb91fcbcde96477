import type { CountryCode } from '../../src/config/schema.js';
import { EDITIONS } from '../../src/core/directory/model.js';
import { foldText, slugify } from '../../src/core/text/normalize.js';
import { groupsFor, LANGUAGE_INDEX, type GroupDef, type SubDef } from './categories.js';
import type { LanguageIndex } from './category-def.js';
import { CITIES, type CityDef } from './cities.js';
import {
  planHours,
  planPhotos,
  planServices,
  type PlannedHours,
  type PlannedPhoto,
  type PlannedService,
  type PriceRange,
} from './demo-details.js';
import { CLOSING_SENTENCES, GROUP_SENTENCES } from './descriptions.js';
import { apportion, createRng, itemAt, type Rng } from './random.js';
import { BARBER_WORDS, VOCABULARY, type Vocabulary } from './vocabulary.js';

/** Demo companies per country (about 360 in all). */
const DEMO_COUNTS: Record<CountryCode, number> = { CZ: 240, SK: 60, PL: 60 };
const SEEDS: Record<CountryCode, number> = { CZ: 0x5eed0420, SK: 0x5eed0421, PL: 0x5eed0048 };
const FEATURED_PER_COUNTRY = 12;
const UNVERIFIED: Record<CountryCode, number> = { CZ: 5, SK: 2, PL: 2 };
const MIN_PER_GROUP: Record<CountryCode, number> = { CZ: 4, SK: 2, PL: 2 };

export interface PlannedCompany {
  country_code: CountryCode;
  slug: string;
  name: string;
  group_slug: string;
  subcategory_slug: string;
  city_slug: string;
  district: string | null;
  address: string;
  postal_code: string;
  description: string;
  rating: number;
  reviews_count: number;
  price_range: PriceRange;
  features: string[];
  phone: string;
  email: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  status: 'active' | 'unverified';
  is_featured: boolean;
  time_zone: string;
  services: PlannedService[];
  hours: PlannedHours[];
  photos: PlannedPhoto[];
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Mobile prefixes in use in each country; numbers look real, formatted as '+420 777 123 456'. */
const PHONE_PREFIXES: Record<CountryCode, { code: string; prefixes: string[] }> = {
  CZ: {
    code: '+420',
    prefixes: [
      '602',
      '603',
      '604',
      '605',
      '606',
      '608',
      '720',
      '721',
      '722',
      '724',
      '725',
      '728',
      '731',
      '732',
      '733',
      '734',
      '736',
      '737',
      '739',
      '773',
      '774',
      '775',
      '776',
      '777',
      '778',
      '792',
    ],
  },
  SK: {
    code: '+421',
    prefixes: [
      '901',
      '902',
      '903',
      '904',
      '905',
      '907',
      '908',
      '910',
      '911',
      '914',
      '915',
      '917',
      '918',
      '940',
      '944',
      '948',
      '949',
      '950',
      '951',
    ],
  },
  PL: {
    code: '+48',
    prefixes: [
      '501',
      '502',
      '505',
      '509',
      '512',
      '515',
      '530',
      '533',
      '535',
      '570',
      '600',
      '601',
      '602',
      '604',
      '660',
      '661',
      '664',
      '690',
      '691',
      '693',
      '695',
      '698',
      '721',
      '725',
      '730',
      '733',
      '781',
      '783',
      '790',
      '793',
      '880',
      '881',
      '884',
      '886',
      '888',
    ],
  },
};

function phone(rng: Rng, country: CountryCode): string {
  const { code, prefixes } = PHONE_PREFIXES[country];
  return `${code} ${rng.pick(prefixes)} ${digits(rng, 3)} ${digits(rng, 3)}`;
}

function companyName(rng: Rng, vocab: Vocabulary, group: GroupDef, sub: SubDef, lang: LanguageIndex, city: CityDef): string {
  const style = sub.style ?? group.style;
  const words = style === 'solid' ? vocab.solidWords : vocab.softWords;
  const tokens: Record<string, () => string> = {
    label: () => sub.label[lang],
    first: () => rng.pick(vocab.firstNames),
    surname: () => rng.pick(vocab.surnames),
    word: () => rng.pick(words),
    city: () => city.name,
    inn: () => rng.pick(vocab.innNames),
    barber: () => rng.pick(BARBER_WORDS),
    salon: () => vocab.salon,
    studio: () => vocab.studio,
  };
  return rng.pick(vocab.patterns[style]).replace(/\{(\w+)\}/g, (placeholder: string, token: string) => {
    const make = tokens[token];
    return make ? make() : placeholder;
  });
}

function address(rng: Rng, vocab: Vocabulary, country: CountryCode): string {
  const street = rng.pick(vocab.streets);
  if (country !== 'PL' && rng.chance(0.3)) return `${street} ${rng.int(100, 2999)}/${rng.int(1, 60)}`;
  if (country === 'PL' && rng.chance(0.2)) return `${street} ${rng.int(1, 120)}/${rng.int(1, 30)}`;
  return `${street} ${rng.int(1, 120)}`;
}

function description(rng: Rng, key: string, lang: LanguageIndex): string {
  const own = rng.shuffle(GROUP_SENTENCES[key] ?? GROUP_SENTENCES.krasa ?? []).slice(0, rng.int(1, 2));
  const parts = own.map((s) => s[lang]);
  if (rng.chance(0.7)) parts.push(rng.pick(CLOSING_SENTENCES)[lang]);
  return parts.join(' ');
}

/** Slots for `total` companies: cities by population, groups by weight, shuffled together. */
function slots(rng: Rng, country: CountryCode, total: number): Array<{ city: CityDef; group: GroupDef }> {
  const cities = CITIES[country].filter((c) => c.active);
  const cityQuota = apportion(
    total,
    cities.map((c) => c.population ** 0.75),
    1,
  );
  const groups = groupsFor(country);
  const groupQuota = apportion(
    total,
    groups.map((g) => (country === 'SK' ? (g.skWeight ?? g.weight) : g.weight)),
    MIN_PER_GROUP[country],
  );
  const groupList = rng.shuffle(groups.flatMap((g, i) => Array.from({ length: groupQuota[i] ?? 0 }, () => g)));
  const cityList = cities.flatMap((c, i) => Array.from({ length: cityQuota[i] ?? 0 }, () => c));
  // both lists hold `total` slots
  return cityList.map((city, i) => ({ city, group: itemAt(groupList, i) }));
}

function planCountry(country: CountryCode, usedSlugs: Set<string>): PlannedCompany[] {
  const edition = EDITIONS[country];
  const lang = LANGUAGE_INDEX[edition.language];
  const vocab = VOCABULARY[edition.language];
  const rng = createRng(SEEDS[country]);
  const usedNames = new Set<string>();
  const companies = slots(rng, country, DEMO_COUNTS[country]).map(({ city, group }): PlannedCompany => {
    const sub = itemAt(group.subs, rng.weighted(group.subs.map((s) => s.weight)));
    let name = companyName(rng, vocab, group, sub, lang, city);
    for (let tries = 0; usedNames.has(`${name}|${city.name}`) && tries < 20; tries++)
      name = companyName(rng, vocab, group, sub, lang, city);
    usedNames.add(`${name}|${city.name}`);
    const citySlug = slugify(city.name);
    const base = slugify(foldText(name).endsWith(foldText(city.name)) ? name : `${name}-${city.name}`);
    let slug = base;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
    usedSlugs.add(slug);
    const area = rng.pick(city.areas);
    const spread = city.population > 500000 ? 0.1 : city.population > 100000 ? 0.05 : 0.025;
    const priceRange = itemAt(['$', '$$', '$$$'] as const, rng.weighted([3, 5, 2]));
    const imageKey = sub.style === 'barber' ? 'barbershop' : group.key;
    return {
      country_code: country,
      slug,
      name,
      group_slug: group.slug[country],
      subcategory_slug: slugify(sub.name[lang]),
      city_slug: citySlug,
      district: area.district,
      address: address(rng, vocab, country),
      postal_code: area.postal,
      description: description(rng, imageKey, lang),
      rating: Math.round((3.5 + 1.5 * Math.sqrt(rng.next())) * 10) / 10,
      reviews_count: 1 + Math.floor(rng.next() ** 2 * 400),
      price_range: priceRange,
      features: rng.sample(vocab.features, rng.int(2, 5)),
      phone: phone(rng, country),
      email: rng.chance(0.85) ? `info@${slug}.example` : null,
      website: rng.chance(0.45) ? `https://www.${slug}.example` : null,
      latitude: round6(city.lat + (rng.next() - 0.5) * spread),
      longitude: round6(city.lng + (rng.next() - 0.5) * spread * 1.5),
      status: 'active',
      is_featured: false,
      time_zone: edition.timeZone,
      services: planServices(rng, group, sub, lang, country, edition.currency, priceRange),
      hours: planHours(rng, group.key),
      photos: planPhotos(rng, imageKey, name, vocab.photo),
    };
  });
  const order = rng.shuffle(companies.map((_, i) => i));
  const featured = order.filter((i) => itemAt(companies, i).rating >= 4.3).slice(0, FEATURED_PER_COUNTRY);
  for (const i of featured) itemAt(companies, i).is_featured = true;
  for (const i of order.filter((i) => !itemAt(companies, i).is_featured).slice(0, UNVERIFIED[country]))
    itemAt(companies, i).status = 'unverified';
  return companies;
}

/** The whole demo data set: pure and deterministic (no clock, no Math.random). */
export function planDemoCompanies(): PlannedCompany[] {
  const usedSlugs = new Set<string>();
  return (['CZ', 'SK', 'PL'] as const).flatMap((country) => planCountry(country, usedSlugs));
}
