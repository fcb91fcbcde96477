/**
 * The port of the domain expiry check (`marketplace hosting check`, the `hosting-check` job): when a
 * project's domain stops being registered, as the domain's registry answers over RDAP (RFC 9083).
 * src/adapters/rdap implements it; tests point it at a local RDAP stand-in.
 */
export type DomainExpiry =
  /** the registry's `expiration` event, as the calendar day in Prague ('YYYY-MM-DD') */
  | { status: 'found'; expiresOn: string }
  /** the domain's top-level domain has no RDAP service (some country domains): nothing to ask */
  | { status: 'no_rdap'; tld: string }
  /** the registry answered, but without an expiry date, or does not know the domain */
  | { status: 'unknown'; reason: 'no_expiration' | 'not_found' }
  /** the registry could not be asked or answered nonsense: `error` says why, in Czech */
  | { status: 'error'; error: string };

export interface DomainRegistry {
  expiry(domain: string): Promise<DomainExpiry>;
}

/** What the check stores of a domain expiry answer on the project (and shows on the Webhosting screen). */
export const DOMAIN_EXPIRY_TEXTS = {
  noRdap: (tld: string) => `Doména .${tld} nemá službu RDAP; datum konce registrace nelze zjistit`,
  notFound: 'Registr doménu nezná',
  noExpiration: 'Registr neuvádí datum konce registrace',
  invalid: (domain: string) => `Neplatná doména: ${domain.slice(0, 80)}`,
} as const;

/** The problem text of a non-found answer, stored in domain_check_error (null when the date was found). */
export function domainCheckError(result: DomainExpiry): string | null {
  switch (result.status) {
    case 'found':
      return null;
    case 'no_rdap':
      return DOMAIN_EXPIRY_TEXTS.noRdap(result.tld);
    case 'unknown':
      return result.reason === 'not_found' ? DOMAIN_EXPIRY_TEXTS.notFound : DOMAIN_EXPIRY_TEXTS.noExpiration;
    case 'error':
      return result.error;
  }
}
