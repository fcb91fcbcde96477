import type { CountryCode } from '../../src/config/schema.js';
import { CITIES_CZ } from './cities-cz.js';
import { CITIES_SK_PL } from './cities-sk-pl.js';
import type { CityDef } from './city-def.js';

export type { CityDef } from './city-def.js';

export const CITIES: Record<CountryCode, CityDef[]> = { CZ: CITIES_CZ, SK: CITIES_SK_PL.SK, PL: CITIES_SK_PL.PL };
