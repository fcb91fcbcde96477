import type { CountryCode } from '../../src/config/schema.js';

export interface RegionDef {
  slug: string;
  name: string;
}

/** CZ: 14 kraje (slugs as the CRM uses them), SK: 8 kraje, PL: 16 województw. */
export const REGIONS: Record<CountryCode, RegionDef[]> = {
  CZ: [
    { slug: 'praha', name: 'Hlavní město Praha' },
    { slug: 'stredocesky', name: 'Středočeský kraj' },
    { slug: 'jihocesky', name: 'Jihočeský kraj' },
    { slug: 'plzensky', name: 'Plzeňský kraj' },
    { slug: 'karlovarsky', name: 'Karlovarský kraj' },
    { slug: 'ustecky', name: 'Ústecký kraj' },
    { slug: 'liberecky', name: 'Liberecký kraj' },
    { slug: 'kralovehradecky', name: 'Královéhradecký kraj' },
    { slug: 'pardubicky', name: 'Pardubický kraj' },
    { slug: 'vysocina', name: 'Kraj Vysočina' },
    { slug: 'jihomoravsky', name: 'Jihomoravský kraj' },
    { slug: 'olomoucky', name: 'Olomoucký kraj' },
    { slug: 'zlinsky', name: 'Zlínský kraj' },
    { slug: 'moravskoslezsky', name: 'Moravskoslezský kraj' },
  ],
  SK: [
    { slug: 'bratislavsky', name: 'Bratislavský kraj' },
    { slug: 'trnavsky', name: 'Trnavský kraj' },
    { slug: 'trenciansky', name: 'Trenčiansky kraj' },
    { slug: 'nitriansky', name: 'Nitriansky kraj' },
    { slug: 'zilinsky', name: 'Žilinský kraj' },
    { slug: 'banskobystricky', name: 'Banskobystrický kraj' },
    { slug: 'presovsky', name: 'Prešovský kraj' },
    { slug: 'kosicky', name: 'Košický kraj' },
  ],
  PL: [
    { slug: 'dolnoslaskie', name: 'Dolnośląskie' },
    { slug: 'kujawsko-pomorskie', name: 'Kujawsko-pomorskie' },
    { slug: 'lubelskie', name: 'Lubelskie' },
    { slug: 'lubuskie', name: 'Lubuskie' },
    { slug: 'lodzkie', name: 'Łódzkie' },
    { slug: 'malopolskie', name: 'Małopolskie' },
    { slug: 'mazowieckie', name: 'Mazowieckie' },
    { slug: 'opolskie', name: 'Opolskie' },
    { slug: 'podkarpackie', name: 'Podkarpackie' },
    { slug: 'podlaskie', name: 'Podlaskie' },
    { slug: 'pomorskie', name: 'Pomorskie' },
    { slug: 'slaskie', name: 'Śląskie' },
    { slug: 'swietokrzyskie', name: 'Świętokrzyskie' },
    { slug: 'warminsko-mazurskie', name: 'Warmińsko-mazurskie' },
    { slug: 'wielkopolskie', name: 'Wielkopolskie' },
    { slug: 'zachodniopomorskie', name: 'Zachodniopomorskie' },
  ],
};
