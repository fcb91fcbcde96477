import { isIP } from 'node:net';
import type { DomainExpiry, DomainRegistry } from '../../core/hosting/domain-registry.port.js';
import { DOMAIN_EXPIRY_TEXTS } from '../../core/hosting/domain-registry.port.js';
import { pragueToday } from '../../core/hosting/rules.js';
import { hostOfDomain } from '../hosting-check/tls-site-probe.js';
import { safeFetch, type Connect, type Resolve } from '../net/safe-fetch.js';
import { IANA_DNS_BOOTSTRAP, type BootstrapServices } from './iana-bootstrap.js';

/**
 * The DomainRegistry over RDAP (RFC 9082 queries, RFC 9083 answers): the registered domain of a project's
 * domain ('www.salon-eva.cz' -> 'salon-eva.cz', the last two labels), its registry's base URL from the
 * bootstrap entries (RFC 9224: the longest matching label suffix), one `GET <base>domain/<name>` through
 * the outbound-fetch guard (public addresses only, one deadline, a capped body), and the `expiration`
 * event of the domain object.
 *
 * `testBaseUrl` (FOR TESTS ONLY, MARKETPLACE_TEST_RDAP_URL with NODE_ENV=test) replaces the base URL of
 * every registry the bootstrap names by a local stand-in's loopback origin (a TLD without RDAP stays so).
 */
export interface RdapRegistryOptions {
  timeoutMs: number;
  /** the largest answer read (a domain object is a few kB) */
  maxBytes?: number;
  bootstrap?: BootstrapServices;
  testBaseUrl?: string | null;
  /** DNS of the registries' hosts (default: the system resolver) */
  resolve?: Resolve;
  /** opens the connection to a checked address (default: the guard's own) */
  connect?: Connect;
}

const TEXTS = {
  timeout: (ms: number) => `Registr domén neodpověděl do ${Math.round(ms / 100) / 10} s`,
  network: (detail: string | null) => `Spojení s registrem domén selhalo${detail ? ` (${detail})` : ''}`,
  status: (status: number) => `Registr domén odpověděl chybou HTTP ${status}`,
  nonsense: 'Registr domén neodpověděl platnou odpovědí RDAP',
} as const;

/** The name a registry knows: the last two labels of the host, in ASCII (IDNA); null for none or an IP address. */
export function registeredDomain(domain: string): string | null {
  // the URL parser behind hostOfDomain writes an internationalised name in ASCII (IDNA)
  const host = hostOfDomain(domain)?.replace(/\.$/, '');
  if (!host || isIP(host)) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}

/** The base URL of the registry of `name` (RFC 9224, section 4: the entry with the longest matching label suffix). */
export function registryBaseOf(name: string, services: BootstrapServices): string | null {
  const labels = name.split('.');
  for (let from = 1; from < labels.length; from++) {
    const suffix = labels.slice(from).join('.');
    const entry = services.find(([tlds]) => tlds.includes(suffix));
    // https first, as RFC 9224 asks of clients
    if (entry) return [...entry[1]].sort((a, b) => Number(b.startsWith('https:')) - Number(a.startsWith('https:')))[0] ?? null;
  }
  return null;
}

interface RdapEvent {
  eventAction?: unknown;
  eventDate?: unknown;
}

/** The Prague day of the domain object's `expiration` event; null when it has none. */
export function expirationOf(answer: unknown): string | null {
  const events = (answer as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return null;
  const event = (events as RdapEvent[]).find((e) => e?.eventAction === 'expiration' && typeof e.eventDate === 'string');
  if (!event) return null;
  const instant = new Date(event.eventDate as string);
  return Number.isNaN(instant.getTime()) ? null : pragueToday(instant);
}

export function createRdapRegistry(options: RdapRegistryOptions): DomainRegistry {
  const services = options.bootstrap ?? IANA_DNS_BOOTSTRAP;
  const testOrigin = options.testBaseUrl ? new URL(options.testBaseUrl) : null;
  return {
    async expiry(domain: string): Promise<DomainExpiry> {
      const name = registeredDomain(domain);
      if (!name) return { status: 'error', error: DOMAIN_EXPIRY_TEXTS.invalid(domain) };
      const registry = registryBaseOf(name, services);
      if (!registry) return { status: 'no_rdap', tld: name.split('.').pop()! };
      const base = testOrigin ? testOrigin.href : registry;
      const result = await safeFetch(new URL(`domain/${name}`, base.endsWith('/') ? base : `${base}/`).href, {
        timeoutMs: options.timeoutMs,
        maxRedirects: 3,
        maxBytes: options.maxBytes ?? 256 * 1024,
        headers: { Accept: 'application/rdap+json, application/json' },
        testLoopbackOrigins: testOrigin ? [testOrigin.origin] : undefined,
        resolve: options.resolve,
        connect: options.connect,
      });
      if (result.error === 'timeout') return { status: 'error', error: TEXTS.timeout(options.timeoutMs) };
      if (result.error) return { status: 'error', error: TEXTS.network(result.error === 'network' ? result.detail : result.error) };
      if (result.status === 404) return { status: 'unknown', reason: 'not_found' };
      if (result.status === null || result.status < 200 || result.status >= 300)
        return { status: 'error', error: TEXTS.status(result.status ?? 0) };
      let answer: unknown;
      try {
        answer = JSON.parse(result.body.toString('utf8'));
      } catch {
        return { status: 'error', error: TEXTS.nonsense };
      }
      if (typeof answer !== 'object' || answer === null) return { status: 'error', error: TEXTS.nonsense };
      const expiresOn = expirationOf(answer);
      return expiresOn ? { status: 'found', expiresOn } : { status: 'unknown', reason: 'no_expiration' };
    },
  };
}
