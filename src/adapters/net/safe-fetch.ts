import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import net, { isIP } from 'node:net';
import type { Duplex, Readable, Transform } from 'node:stream';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { nonPublicKind, unmapped } from './address-policy.js';

/**
 * THE OUTBOUND-FETCH GUARD. Every request the product makes to an address it did not choose itself
 * (prospects' websites from imported CSVs, later hosting checks and webhooks) goes through safeFetch:
 *
 * - only http and https, only ports 80 and 443;
 * - every hop (the first request and each redirect) is parsed by the WHATWG URL parser (so
 *   `2130706433`, `0x7f.1` and `0177.0.0.1` are 127.0.0.1), its host resolved once, and refused when
 *   ANY answer is not a public unicast address (address-policy.ts: loopback, private, link-local,
 *   CGNAT, unique-local, multicast, unspecified, broadcast, reserved, and IPv4-mapped forms of them);
 * - the connection is pinned: the socket is opened to a checked IP literal itself, so no second
 *   DNS answer can move it elsewhere (no DNS rebinding); TLS still verifies the host name. IPv4
 *   answers go first; the next checked answer is tried only when the network cannot reach one;
 * - one deadline for everything (`timeoutMs`), at most `maxRedirects` redirects, at most `maxBytes`
 *   of the body read, counted after decompression (the rest is never downloaded).
 *
 * A refusal is a result (`forbidden_address`, `forbidden_port`, `forbidden_redirect`), never a request.
 *
 * Two exemptions, both chosen in code, never by the fetched data:
 * - `trustedUrl`: an address an ADMIN configured (e.g. a webhook in the settings) may point into the
 *   operator's own network: a request to exactly that URL skips the address and port checks (it is
 *   still resolved once and pinned). Redirects from it are checked like any other hop.
 * - `testLoopbackOrigins`: FOR TESTS ONLY, origins such as `http://127.0.0.1:43123` of local sample
 *   sites. Only loopback IP literals are accepted; any other host, port or redirect target is checked.
 */

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface ConnectTarget {
  /** the checked IP literal to connect to */
  address: string;
  port: number;
  tls: boolean;
  /** the host name TLS verifies and sends as SNI (absent for IP literal hosts) */
  servername?: string;
}
export type Connect = (target: ConnectTarget) => Duplex;

export interface SafeFetchOptions {
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** whether to read the final answer's body (default: 2xx answers); otherwise it is dropped unread */
  readBody?: (status: number, headers: IncomingHttpHeaders) => boolean;
  /** an admin-configured URL allowed into non-public networks (see above) */
  trustedUrl?: string;
  /** tests only: loopback origins of local sample sites (see above) */
  testLoopbackOrigins?: readonly string[];
  /** DNS (default: the system resolver, every address of the name) */
  resolve?: Resolve;
  /** opens the socket to a checked address (default: net/tls connect to the IP literal) */
  connect?: Connect;
}

type SafeFetchError =
  'invalid_url' | 'forbidden_address' | 'forbidden_port' | 'forbidden_redirect' | 'too_many_redirects' | 'timeout' | 'network';

export interface SafeFetchResult {
  /** the address of the last answer; null when nothing answered */
  url: string | null;
  status: number | null;
  headers: IncomingHttpHeaders | null;
  /** at most maxBytes; empty when not read */
  body: Buffer;
  redirects: number;
  /** milliseconds from the first request to the last answer's headers */
  responseTimeMs: number | null;
  error: SafeFetchError | null;
  /** the refused host, port or scheme, or the network error code */
  detail: string | null;
}

const ALLOWED_PORTS: readonly number[] = [80, 443];

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export const connectToAddress: Connect = (target) =>
  target.tls
    ? tls.connect({ host: target.address, port: target.port, servername: target.servername, ALPNProtocols: ['http/1.1'] })
    : net.connect({ host: target.address, port: target.port });

type Refusal = { error: SafeFetchError; detail: string };
/** the checked addresses of one hop, IPv4 first; the next is tried only when the network cannot reach one */
type Pinned = { targets: ConnectTarget[] };
const UNREACHABLE = new Set(['ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']);

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function checkedTestOrigins(origins: readonly string[] = []): Set<string> {
  return new Set(
    origins.map((origin) => {
      const url = new URL(origin);
      if (nonPublicKind(hostOf(url)) !== 'loopback' || !isIP(hostOf(url)))
        throw new TypeError(`testLoopbackOrigins: ${origin} is not a loopback IP origin`);
      return url.origin;
    }),
  );
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Checks one hop and resolves it once: the address to connect to, or why not. */
async function pin(url: URL, options: SafeFetchOptions, testOrigins: Set<string>, signal: AbortSignal): Promise<Pinned | Refusal> {
  const exempt =
    testOrigins.has(url.origin) ||
    (options.trustedUrl !== undefined && new URL(options.trustedUrl).href.split('#')[0] === url.href.split('#')[0]);
  const port = portOf(url);
  if (!exempt && !ALLOWED_PORTS.includes(port)) return { error: 'forbidden_port', detail: String(port) };
  const host = hostOf(url);
  const answers = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await Promise.race([(options.resolve ?? systemResolve)(host), aborted(signal)]);
  if (answers.length === 0) return { error: 'network', detail: 'ENOTFOUND' };
  if (!exempt && answers.some((a) => nonPublicKind(a.address) !== null)) return { error: 'forbidden_address', detail: url.hostname };
  const addresses = [...new Set(answers.map((a) => unmapped(a.address)))].sort((a, b) => isIP(a) - isIP(b));
  return {
    targets: addresses.map((address) => ({ address, port, tls: url.protocol === 'https:', servername: isIP(host) ? undefined : host })),
  };
}

function send(
  url: URL,
  target: ConnectTarget,
  options: SafeFetchOptions,
  method: string,
  body: SafeFetchOptions['body'],
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const connect = options.connect ?? connectToAddress;
  return new Promise((resolve, reject) => {
    // No agent: each request gets its own socket, opened by `connect` to the checked address.
    const request = http.request(
      {
        method,
        path: `${url.pathname}${url.search}`,
        headers: { ...options.headers, host: url.host, connection: 'close' },
        signal,
        createConnection: () => connect(target),
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function sendToFirstReachable(
  url: URL,
  targets: ConnectTarget[],
  options: SafeFetchOptions,
  method: string,
  body: SafeFetchOptions['body'],
  signal: AbortSignal,
) {
  for (const [index, target] of targets.entries()) {
    try {
      return await send(url, target, options, method, body, signal);
    } catch (error) {
      if (index === targets.length - 1 || !UNREACHABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
  throw new Error('no address');
}

const DECODERS: Record<string, () => Transform> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

/**
 * Reads at most `maxBytes` of the (decompressed) body and stops downloading; a deadline mid-body
 * keeps what arrived. The limit counts decompressed bytes, so a compression bomb stops there too.
 */
async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const decoder =
    DECODERS[
      String(response.headers['content-encoding'] ?? '')
        .trim()
        .toLowerCase()
    ]?.();
  const body: Readable = decoder ? response.pipe(decoder) : response;
  if (decoder) response.on('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) break;
    }
  } catch {
    // deadline, reset or broken compression while reading: keep what arrived
  } finally {
    decoder?.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/** A request through the guard (see the top of this file). Never rejects, except for test origins that are not loopback (a bug). */
export async function safeFetch(start: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const result: SafeFetchResult = {
    url: null,
    status: null,
    headers: null,
    body: Buffer.alloc(0),
    redirects: 0,
    responseTimeMs: null,
    error: null,
    detail: null,
  };
  const testOrigins = checkedTestOrigins(options.testLoopbackOrigins);
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    return { ...result, error: 'invalid_url', detail: start.slice(0, 80) };
  }
  if (!/^https?:$/.test(url.protocol)) return { ...result, error: 'invalid_url', detail: url.protocol };
  const signal = AbortSignal.timeout(options.timeoutMs);
  const began = performance.now();
  let method: string = options.method ?? 'GET';
  let body = options.body;
  try {
    for (;;) {
      const pinned = await pin(url, options, testOrigins, signal);
      if ('error' in pinned) return { ...result, ...pinned };
      const response = await sendToFirstReachable(url, pinned.targets, options, method, body, signal);
      Object.assign(result, {
        url: url.toString(),
        status: response.statusCode ?? null,
        headers: response.headers,
        responseTimeMs: Math.round(performance.now() - began),
      });
      const status = response.statusCode ?? 0;
      const location = status >= 300 && status < 400 ? response.headers.location : undefined;
      if (!location) {
        const wanted = options.readBody ? options.readBody(status, response.headers) : status >= 200 && status < 300;
        if (wanted && method !== 'HEAD') result.body = await readAtMost(response, options.maxBytes);
        else response.destroy();
        return result;
      }
      response.destroy();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { ...result, error: 'forbidden_redirect', detail: location.slice(0, 40) };
      }
      if (!/^https?:$/.test(next.protocol)) return { ...result, error: 'forbidden_redirect', detail: next.protocol };
      if (result.redirects >= options.maxRedirects) return { ...result, error: 'too_many_redirects', detail: String(result.redirects) };
      result.redirects += 1;
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      url = next;
    }
  } catch (error) {
    if (signal.aborted) return { ...result, error: 'timeout', detail: null };
    const code = (error as { code?: string }).code;
    return { ...result, error: 'network', detail: code ?? (error instanceof Error ? error.message : String(error)) };
  }
}
