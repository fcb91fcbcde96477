import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers for one domain: its expiry (an ISO instant), another status, or nothing for a while. */
export interface RdapDomain {
  expiration?: string;
  status?: number;
  /** milliseconds before answering (past the client's deadline: a registry that does not answer) */
  delayMs?: number;
}

/**
 * A local stand-in of a domain registry's RDAP service (RFC 9082/9083) on 127.0.0.1: `GET /domain/<name>`
 * answers the domain object of `domains[name]` (`application/rdap+json`, its `events` with `registration`,
 * `last changed` and `expiration`, as CZ.NIC answers), 404 with an RDAP error object for an unknown name.
 * `requests` lists the paths asked for. The product reaches it through MARKETPLACE_TEST_RDAP_URL.
 */
export async function startRdapStandIn(domains: Record<string, RdapDomain>) {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const name = /^\/domain\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const found = name ? domains[decodeURIComponent(name)] : undefined;
    const send = () => {
      if (req.method !== 'GET' || !found) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' });
        res.end(JSON.stringify({ rdapConformance: ['rdap_level_0'], errorCode: 404, title: 'Not Found' }));
        return;
      }
      if (found.status && found.status !== 200) {
        res.writeHead(found.status, { 'Content-Type': 'application/rdap+json' }).end('{}');
        return;
      }
      const events = [
        { eventAction: 'registration', eventDate: '2015-03-01T10:00:00Z' },
        { eventAction: 'last changed', eventDate: '2025-03-01T10:00:00Z' },
        ...(found.expiration ? [{ eventAction: 'expiration', eventDate: found.expiration }] : []),
      ];
      res.writeHead(200, { 'Content-Type': 'application/rdap+json' });
      res.end(JSON.stringify({ rdapConformance: ['rdap_level_0', 'fred_version_0'], objectClassName: 'domain', ldhName: name, events }));
    };
    if (found?.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, found.delayMs);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    domains,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((t) => clearTimeout(t));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RdapStandIn = Awaited<ReturnType<typeof startRdapStandIn>>;
