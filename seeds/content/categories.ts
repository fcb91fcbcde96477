import type { CountryCode } from '../../src/config/schema.js';
import { BEAUTY_GROUPS } from './categories-beauty.js';
import { CARE_GROUPS } from './categories-care.js';
import { LEISURE_GROUPS } from './categories-leisure.js';
import { SERVICE_GROUPS } from './categories-services.js';
import type { GroupDef } from './category-def.js';

export type { GroupDef, SubDef } from './category-def.js';

/** The catalogue's order: the 12 common groups, then the Slovak-only barbershop, kadernictvo, kozmetika. */
const ORDER = [
  'krasa',
  'wellness',
  'zdravi',
  'sport',
  'auto',
  'zvirata',
  'poradenstvi',
  'kurzy',
  'zabava',
  'obchody',
  'hotely',
  'gastronomie',
  'barbershop',
  'kadernictvo',
  'kozmetika',
];

const GROUPS: GroupDef[] = [...BEAUTY_GROUPS, ...CARE_GROUPS, ...SERVICE_GROUPS, ...LEISURE_GROUPS].sort(
  (a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key),
);

export const LANGUAGE_INDEX = { cs: 0, sk: 1, pl: 2 } as const;

export const groupsFor = (country: CountryCode): GroupDef[] => GROUPS.filter((g) => g.countries.includes(country));

/** Main placeholder image of a group; variants are `/img/placeholders/<key>-1.svg` .. `-3.svg`. */
export const groupImage = (key: string) => `/img/placeholders/${key}.svg`;
export const PHOTO_VARIANTS = 3;
export const photoUrl = (key: string, n: number) => `/img/placeholders/${key}-${n}.svg`;
export const PHOTO_SIZE = { width: 800, height: 600 } as const;
