import { lookup } from 'node:dns/promises';
import http from 'node:http';
import { isIP } from 'node:net';
import tls, { type PeerCertificate, type TLSSocket } from 'node:tls';
import type { SiteCertificate, SiteProbe, SiteProbeResult } from '../../core/hosting/site-probe.port.js';
import { nonPublicKind, unmapped } from '../net/address-policy.js';
import type { Resolve } from '../net/safe-fetch.js';

/**
 * The SiteProbe of `marketplace hosting check` over node:tls. For one domain:
 *
 * - the name is resolved once and refused when ANY answer is not a public unicast address
 *   (address-policy.ts, as the outbound-fetch guard does): nothing is connected to then;
 * - one TLS connection to the checked address on port 443 (SNI: the domain), with
 *   `rejectUnauthorized: false` so that the certificate of any site can be read; whether the chain
 *   verifies for the domain is reported (`trusted`, `trustError`), not required;
 * - on that connection one `GET /` (no redirects followed): the site is up when it answers a status
 *   below 500;
 * - one deadline (`timeoutMs`) for all of it.
 *
 * `testHosts` (FOR TESTS ONLY, from MARKETPLACE_TEST_HOSTING_HOSTS with NODE_ENV=test) points a
 * domain at a loopback address and port of a local HTTPS server; only loopback IP literals are
 * accepted there, and every other domain is checked as in production.
 */
export interface TlsSiteProbeOptions {
  timeoutMs: number;
  /** DNS (default: the system resolver, every address of the name) */
  resolve?: Resolve;
  /** opens the TLS socket to a checked address (default: tls.connect) */
  connect?: (target: { address: string; port: number; servername?: string }) => TLSSocket;
  /** tests only: domain -> loopback address and port */
  testHosts?: Record<string, { address: string; port: number }>;
}

const HTTPS_PORT = 443;
const USER_AGENT = 'marketplace-hosting-check';

const TEXTS = {
  invalid: (domain: string) => `Neplatná doména: ${domain.slice(0, 80)}`,
  forbidden: (host: string, kind: string) => `Doména ${host} vede na neveřejnou adresu (${kind}); kontrola se nepřipojila`,
  notFound: (host: string) => `Doména ${host} nemá záznam v DNS`,
  timeout: (ms: number) => `Web neodpověděl do ${Math.round(ms / 100) / 10} s`,
  network: (code: string) => `Spojení selhalo (${code})`,
} as const;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const defaultConnect: NonNullable<TlsSiteProbeOptions['connect']> = (target) =>
  tls.connect({
    host: target.address,
    port: target.port,
    servername: target.servername,
    rejectUnauthorized: false,
    ALPNProtocols: ['http/1.1'],
  });

/** The host of a stored domain ('salon-eva.cz', 'https://www.salon-eva.cz/kontakt'), lower-cased; null when it is none. */
export function hostOfDomain(domain: string): string | null {
  const text = domain.trim().toLowerCase();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return host && (isIP(host) || /^[a-z0-9.-]+$/.test(host)) ? host : null;
  } catch {
    return null;
  }
}

function checkedTestHosts(hosts: TlsSiteProbeOptions['testHosts'] = {}) {
  for (const [name, target] of Object.entries(hosts)) {
    if (nonPublicKind(target.address) !== 'loopback')
      throw new TypeError(`testHosts: ${name} -> ${target.address} is not a loopback address`);
  }
  return new Map(Object.entries(hosts).map(([name, target]) => [name.toLowerCase(), target]));
}

const nameOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;

function certificateOf(socket: TLSSocket): SiteCertificate | null {
  const peer: PeerCertificate = socket.getPeerCertificate();
  if (!peer || !peer.valid_to) return null;
  const expires = new Date(peer.valid_to);
  return {
    expiresAt: Number.isNaN(expires.getTime()) ? new Date(0).toISOString() : expires.toISOString(),
    issuer: nameOf(peer.issuer?.O) ?? nameOf(peer.issuer?.CN),
    trusted: socket.authorized,
    trustError: socket.authorized ? null : String(socket.authorizationError ?? 'UNKNOWN'),
  };
}

function deadline(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function secureConnected(socket: TLSSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('secureConnect', () => resolve());
    socket.once('error', reject);
  });
}

/** One GET / on the connected socket; resolves with the status (the body is not read). */
function statusOver(socket: TLSSocket, host: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        method: 'GET',
        path: '/',
        headers: { host, 'user-agent': USER_AGENT, accept: '*/*', connection: 'close' },
        signal,
        createConnection: () => socket,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export function createTlsSiteProbe(options: TlsSiteProbeOptions): SiteProbe {
  const testHosts = checkedTestHosts(options.testHosts);
  const resolve = options.resolve ?? systemResolve;
  const connect = options.connect ?? defaultConnect;
  const failed = (error: string, certificate: SiteCertificate | null = null): SiteProbeResult => ({
    certificate,
    siteUp: false,
    httpStatus: null,
    error,
  });

  return {
    async probe(domain: string): Promise<SiteProbeResult> {
      const host = hostOfDomain(domain);
      if (!host) return failed(TEXTS.invalid(domain));
      const signal = AbortSignal.timeout(options.timeoutMs);
      let socket: TLSSocket | undefined;
      let certificate: SiteCertificate | null = null;
      try {
        const test = testHosts.get(host);
        let target: { address: string; port: number };
        if (test) target = test;
        else {
          const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await Promise.race([resolve(host), deadline(signal)]);
          if (!answers.length) return failed(TEXTS.notFound(host));
          const refused = answers.map((a) => nonPublicKind(a.address)).find((kind) => kind !== null);
          if (refused) return failed(TEXTS.forbidden(host, refused));
          const [address] = [...new Set(answers.map((a) => unmapped(a.address)))].sort((a, b) => isIP(a) - isIP(b));
          if (address === undefined) return failed(TEXTS.notFound(host));
          target = { address, port: HTTPS_PORT };
        }
        socket = connect({ ...target, servername: isIP(host) ? undefined : host });
        await Promise.race([secureConnected(socket), deadline(signal)]);
        certificate = certificateOf(socket);
        const status = await Promise.race([statusOver(socket, host, signal), deadline(signal)]);
        return { certificate, siteUp: status > 0 && status < 500, httpStatus: status, error: null };
      } catch (error) {
        if (signal.aborted) return failed(TEXTS.timeout(options.timeoutMs), certificate);
        const e = error as { code?: string; message?: string };
        return failed(TEXTS.network(e.code ?? e.message ?? String(error)), certificate);
      } finally {
        socket?.destroy();
      }
    },
  };
}
