import { COUNTRY_CODES, type CountryCode } from '../../config/schema.js';
import { isLocalHost } from '../../contract/text.js';
import { EDITIONS, type Edition } from './model.js';

export { isLocalHost };

export type DomainMap = Partial<Record<CountryCode, string>>;

const stripPort = (host: string) => {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
};
const stripWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

/**
 * The country edition a request names: by host name (MARKETPLACE_DOMAINS, then the built-in domains,
 * `www.` ignored); on a local host by ?country=SK|PL|CZ; otherwise none.
 */
export function namedEdition(hostHeader: string | undefined, countryParam: unknown, domains: DomainMap): CountryCode | null {
  const host = stripWww(stripPort((hostHeader ?? '').toLowerCase()));
  const code = host ? editionHosts(domains).get(host) : undefined;
  if (code) return code;
  if (isLocalHost(host) && typeof countryParam === 'string') {
    const code = countryParam.toUpperCase();
    if (code === 'SK' || code === 'PL' || code === 'CZ') return code;
  }
  return null;
}

/** Each edition's host names (its configured domain, then its built-in one), made once per domain map: every request asks. */
const hostsOf = new WeakMap<DomainMap, Map<string, CountryCode>>();
function editionHosts(domains: DomainMap): Map<string, CountryCode> {
  let hosts = hostsOf.get(domains);
  if (!hosts) {
    hosts = new Map();
    for (const code of COUNTRY_CODES) {
      const configured = domains[code] ? stripWww(stripPort(domains[code]!.toLowerCase())) : undefined;
      for (const host of [configured, EDITIONS[code].domain]) if (host && !hosts.has(host)) hosts.set(host, code);
    }
    hostsOf.set(domains, hosts);
  }
  return hosts;
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
