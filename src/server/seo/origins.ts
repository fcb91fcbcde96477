import { COUNTRY_CODES, type CountryCode } from '../../config/schema.js';
import { editionFor, isLocalHost, type Edition, type DomainMap } from '../../core/index.js';

const HREFLANG: Record<CountryCode, string> = { CZ: 'cs-CZ', SK: 'sk-SK', PL: 'pl-PL' };

export interface Site {
  edition: Edition;
  /** absolute URL of a path in an edition */
  url(path: string, code?: CountryCode): string;
  /** hreflang links of a path that exists in every edition (x-default: CZ) */
  alternates(path: string): Array<{ hreflang: string; href: string }>;
}

/** Absolute URLs of the editions: their domains, or this local host with ?country= in development. */
export function siteFor(edition: Edition, host: string, protocol: string, domains: DomainMap): Site {
  const local = isLocalHost((host.split(':')[0] ?? '').replace(/^\[|\]$/g, ''));
  const url = (path: string, code: CountryCode = edition.code) => {
    if (!local) return `https://${editionFor(code, domains).domain}${path}`;
    const base = `${protocol}://${host}${path}`;
    return code === 'CZ' ? base : `${base}${path.includes('?') ? '&' : '?'}country=${code}`;
  };
  return {
    edition,
    url,
    alternates: (path) => [
      ...COUNTRY_CODES.map((code) => ({ hreflang: HREFLANG[code], href: url(path, code) })),
      { hreflang: 'x-default', href: url(path, 'CZ') },
    ],
  };
}

export const hreflangOf = (code: CountryCode) => HREFLANG[code];
