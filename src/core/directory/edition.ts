import { COUNTRY_CODES, type CountryCode } from '../../config/schema.js';
import { isLocalHost } from '../../contract/text.js';
import { EDITIONS, type Edition } from './model.js';

export { isLocalHost };

export type DomainMap = Partial<Record<CountryCode, string>>;

const stripPort = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]);

/**
 * The country edition of a request: by host name (MARKETPLACE_DOMAINS, then the built-in domains,
 * `www.` ignored); on a local host by ?country=SK|PL; otherwise CZ.
 */
export function resolveEdition(hostHeader: string | undefined, countryParam: unknown, domains: DomainMap): Edition {
  const host = stripPort((hostHeader ?? '').toLowerCase()).replace(/^www\./, '');
  for (const code of COUNTRY_CODES) {
    const configured = domains[code] ? stripPort(domains[code]!).replace(/^www\./, '') : undefined;
    if (host && (host === configured || host === EDITIONS[code].domain)) return editionFor(code, domains);
  }
  if (isLocalHost(host) && typeof countryParam === 'string') {
    const code = countryParam.toUpperCase();
    if (code === 'SK' || code === 'PL' || code === 'CZ') return editionFor(code, domains);
  }
  return editionFor('CZ', domains);
}

export function editionFor(code: CountryCode, domains: DomainMap = {}): Edition {
  return { ...EDITIONS[code], domain: domains[code] ?? EDITIONS[code].domain };
}
