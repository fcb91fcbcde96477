import type { CountryCode } from '../../src/config/schema.js';
import type { GroupDef, LanguageIndex, SubDef } from './category-def.js';
import { PHOTO_SIZE, PHOTO_VARIANTS, groupImage, photoUrl } from './categories.js';
import type { Rng } from './random.js';

export type PriceRange = '$' | '$$' | '$$$';

export interface PlannedService {
  name: string;
  duration_minutes: number;
  price: number;
  currency: string;
  sort_order: number;
}
export interface PlannedHours {
  weekday: number;
  opens: string;
  closes: string;
}
export interface PlannedPhoto {
  url: string;
  alt: string;
  width: number;
  height: number;
  sort_order: number;
}

const RANGE_FACTOR: Record<PriceRange, number> = { $: 0.8, $$: 1, $$$: 1.35 };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Integer price in the edition's currency from a CZK base: CZK 150-3000, EUR 8-120, PLN 30-500. */
function convertPrice(czk: number, country: CountryCode): number {
  if (country === 'SK') return clamp(Math.round(czk / 25), 8, 120);
  if (country === 'PL') return clamp(Math.round(czk / 6 / 5) * 5, 30, 500);
  return clamp(Math.round(czk / 10) * 10, 150, 3000);
}

/** Groups whose businesses commonly offer the services of sibling subcategories too. */
const MIXED_GROUPS = new Set(['krasa', 'wellness', 'sport', 'hotely', 'barbershop', 'kadernictvo', 'kozmetika']);

/** 3-8 services: the subcategory's own first, then (in mixed groups) others of the group. */
export function planServices(
  rng: Rng,
  group: GroupDef,
  sub: SubDef,
  lang: LanguageIndex,
  country: CountryCode,
  currency: string,
  range: PriceRange,
): PlannedService[] {
  const others = MIXED_GROUPS.has(group.key) ? rng.shuffle(group.subs.filter((s) => s !== sub).flatMap((s) => s.services)) : [];
  const pool = [...sub.services, ...others];
  const seen = new Set<string>();
  const unique = pool.filter((s) => !seen.has(s.name[lang]) && seen.add(s.name[lang]));
  const count = Math.min(unique.length, rng.int(3, 8));
  return unique.slice(0, count).map((s, i) => ({
    name: s.name[lang],
    duration_minutes: s.minutes,
    price: convertPrice(s.czk * RANGE_FACTOR[range] * (0.85 + 0.3 * rng.next()), country),
    currency,
    sort_order: i,
  }));
}

const days = (list: number[], opens: string, closes: string): PlannedHours[] => list.map((weekday) => ({ weekday, opens, closes }));
const WORKDAYS = [1, 2, 3, 4, 5];

/** Opening hours, weekday 0 = sunday .. 6 = saturday; a missing day is closed. */
export function planHours(rng: Rng, groupKey: string): PlannedHours[] {
  let hours: PlannedHours[];
  if (groupKey === 'hotely') {
    hours = days([0, 1, 2, 3, 4, 5, 6], '07:00', '22:00');
  } else if (groupKey === 'gastronomie') {
    const opens = rng.pick(['10:00', '11:00']);
    const closes = rng.pick(['22:00', '23:00']);
    hours = [...days([1, 2, 3, 4, 5, 6], opens, closes), ...days([0], opens, '20:00')];
    if (rng.chance(0.3)) hours = hours.filter((h) => h.weekday !== 1);
  } else if (groupKey === 'zabava') {
    hours = [...days(WORKDAYS, rng.pick(['12:00', '14:00']), '22:00'), ...days([6, 0], '10:00', '22:00')];
    if (rng.chance(0.3)) hours = hours.filter((h) => h.weekday !== 1);
  } else if (groupKey === 'sport' && rng.chance(0.6)) {
    hours = [...days(WORKDAYS, '06:00', '22:00'), ...days([6, 0], '08:00', '20:00')];
  } else {
    hours = days(WORKDAYS, rng.pick(['08:00', '09:00']), rng.pick(['17:00', '18:00', '19:00']));
    if (rng.chance(0.45)) hours.push(...days([6], '09:00', rng.pick(['12:00', '13:00', '14:00'])));
    if (rng.chance(0.08)) hours.push(...days([0], '10:00', '16:00'));
    if (rng.chance(0.12)) hours = hours.filter((h) => h.weekday !== 1);
  }
  return hours.sort((a, b) => a.weekday - b.weekday);
}

/** 1-4 photos from the group's local placeholder images. */
export function planPhotos(rng: Rng, groupKey: string, companyName: string, photoWord: string): PlannedPhoto[] {
  const urls = [groupImage(groupKey), ...Array.from({ length: PHOTO_VARIANTS }, (_, i) => photoUrl(groupKey, i + 1))];
  return rng
    .shuffle(urls)
    .slice(0, rng.int(1, 4))
    .map((url, i) => ({ url, alt: `${companyName} – ${photoWord} ${i + 1}`, ...PHOTO_SIZE, sort_order: i }));
}
