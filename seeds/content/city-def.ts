/** One city of the reference data and its constructor. */
export interface CityDef {
  name: string;
  region: string;
  population: number;
  lat: number;
  lng: number;
  /** city parts with a real postal code; district null for towns without named parts */
  areas: Array<{ district: string | null; postal: string }>;
  /** false = 'soon available' */
  active: boolean;
}

export function city(
  name: string,
  region: string,
  population: number,
  lat: number,
  lng: number,
  areas: string | Array<[string, string]>,
  active = true,
): CityDef {
  return {
    name,
    region,
    population,
    lat,
    lng,
    areas: typeof areas === 'string' ? [{ district: null, postal: areas }] : areas.map(([district, postal]) => ({ district, postal })),
    active,
  };
}
