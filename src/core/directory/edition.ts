import { COUNTRY_CODES, type CountryCode } from '../../config/schema.js';
import { isLocalHost } from '../../contract/text.js';
import { EDITIONS, type Edition } from './model.js';

export { isLocalHost };

export type DomainMap = Partial<Record<CountryCode, string>>;

const stripPort = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]);

/**
 * The country edition a request names: by host name (MARKETPLACE_DOMAINS, then the built-in domains,
 * `www.` ignored); on a local host by ?country=SK|PL|CZ; otherwise none.
 */
export function namedEdition(hostHeader: string | undefined, countryParam: unknown, domains: DomainMap): CountryCode | null {
  const host = stripPort((hostHeader ?? '').toLowerCase()).replace(/^www\./, '');
  for (const code of COUNTRY_CODES) {
    const configured = domains[code] ? stripPort(domains[code]!).replace(/^www\./, '') : undefined;
    if (host && (host === configured || host === EDITIONS[code].domain)) return code;
  }
  if (isLocalHost(host) && typeof countryParam === 'string') {
    const code = countryParam.toUpperCase();
    if (code === 'SK' || code === 'PL' || code === 'CZ') return code;
  }
  return null;
}

/**
 * The country edition of a request: the one it names (`namedEdition`), otherwise `fallback` (the
 * operator's default country, Nastavení › Obecné; CZ by default).
 */
export function resolveEdition(
  hostHeader: string | undefined,
  countryParam: unknown,
  domains: DomainMap,
  fallback: CountryCode = 'CZ',
): Edition {
  return editionFor(namedEdition(hostHeader, countryParam, domains) ?? fallback, domains);
}

export function editionFor(code: CountryCode, domains: DomainMap = {}): Edition {
  return { ...EDITIONS[code], domain: domains[code] ?? EDITIONS[code].domain };
}
