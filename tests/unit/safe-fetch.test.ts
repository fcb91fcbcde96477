import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonPublicKind } from '../../src/adapters/net/address-policy.js';
import {
  connectToAddress,
  safeFetch,
  type Connect,
  type ConnectTarget,
  type Resolve,
  type SafeFetchOptions,
} from '../../src/adapters/net/safe-fetch.js';
import { createWebsiteAuditor } from '../../src/adapters/web-audit/auditor.js';
import { startSampleSites, type SampleSites } from '../helpers/sample-sites.js';

/**
 * The outbound-fetch guard. Network rule: nothing here ever connects beyond loopback. Refusals are
 * shown with a stub resolver and a socket factory that records what the guard asked for; where a
 * request must go through, the factory connects to a server on 127.0.0.1 whatever address it is given.
 */

const LIMITS: SafeFetchOptions = { timeoutMs: 3000, maxRedirects: 5, maxBytes: 1024 * 1024 };

/** A DNS stub: the answers of each name, in turn (the last one repeats), recording every question. */
function stubResolver(answers: Record<string, string[][]>) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    const turn = asked.filter((h) => h === hostname).length;
    asked.push(hostname);
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return list[Math.min(turn, list.length - 1)]!.map((address) => ({ address, family: net.isIP(address) }));
  };
  return { resolve, asked };
}

/** Records every connection the guard asks for; opens it to `loopbackPort` on 127.0.0.1 (or refuses). */
function recordingConnect(loopbackPort?: number) {
  const targets: ConnectTarget[] = [];
  const connect: Connect = (target) => {
    targets.push(target);
    if (loopbackPort === undefined) throw new Error('the test allows no connection');
    return net.connect({ host: '127.0.0.1', port: loopbackPort });
  };
  return { connect, targets };
}

describe('the guard refuses before any connection', () => {
  it('refuses host names that resolve to non-public addresses, asking the resolver once and never connecting', async () => {
    const dns = stubResolver({
      'metadata.example': [['169.254.169.254']],
      'intranet.example': [['10.0.0.1']],
      'router.example': [['192.168.0.1']],
      'cgnat.example': [['100.64.1.1']],
      'ula.example': [['fd00::5']],
      'mapped.example': [['::ffff:127.0.0.1']],
      localhost: [['127.0.0.1', '::1']],
      'mixed.example': [['93.184.216.34', '10.0.0.7']],
    });
    const socket = recordingConnect();
    for (const host of [
      'metadata.example',
      'intranet.example',
      'router.example',
      'cgnat.example',
      'ula.example',
      'mapped.example',
      'localhost',
      'mixed.example',
    ]) {
      const result = await safeFetch(`http://${host}/latest/meta-data/`, { ...LIMITS, resolve: dns.resolve, connect: socket.connect });
      expect(result, host).toMatchObject({ error: 'forbidden_address', detail: host, status: null, url: null });
    }
    expect(dns.asked).toHaveLength(8);
    expect(socket.targets).toEqual([]);
  });

  it('refuses literal non-public hosts in every spelling the URL parser accepts, without DNS', async () => {
    const dns = stubResolver({});
    const socket = recordingConnect();
    const literals = [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::127.0.0.1]',
      '169.254.169.254',
      '0xa9fea9fe',
      '10.0.0.1',
      '0',
      '[fe80::1]',
      '[fd00::1]',
      '224.0.0.1',
      '255.255.255.255',
    ];
    for (const host of literals) {
      const result = await safeFetch(`http://${host}/`, { ...LIMITS, resolve: dns.resolve, connect: socket.connect });
      expect(result.error, host).toBe('forbidden_address');
    }
    expect(dns.asked).toEqual([]);
    expect(socket.targets).toEqual([]);
  });

  it('allows only ports 80 and 443, and only http and https', async () => {
    const dns = stubResolver({ 'salon.example': [['93.184.216.34']] });
    const socket = recordingConnect();
    for (const url of [
      'http://salon.example:8080/',
      'https://salon.example:8443/',
      'http://salon.example:22/',
      'http://93.184.216.34:25/',
    ]) {
      expect(await safeFetch(url, { ...LIMITS, resolve: dns.resolve, connect: socket.connect }), url).toMatchObject({
        error: 'forbidden_port',
      });
    }
    expect(await safeFetch('file:///etc/passwd', { ...LIMITS, resolve: dns.resolve, connect: socket.connect })).toMatchObject({
      error: 'invalid_url',
      detail: 'file:',
    });
    expect(await safeFetch('gopher://salon.example/', { ...LIMITS, resolve: dns.resolve, connect: socket.connect })).toMatchObject({
      error: 'invalid_url',
    });
    expect(dns.asked).toEqual([]);
    expect(socket.targets).toEqual([]);
  });

  it('takes test origins only as loopback IP literals', async () => {
    await expect(safeFetch('http://salon.example/', { ...LIMITS, testLoopbackOrigins: ['http://10.0.0.1:8080'] })).rejects.toThrow(
      TypeError,
    );
    await expect(safeFetch('http://salon.example/', { ...LIMITS, testLoopbackOrigins: ['http://localhost:8080'] })).rejects.toThrow(
      TypeError,
    );
  });
});

describe('the guard against a server on loopback', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/hop') {
        res.writeHead(302, { location: 'http://rebind.example/next' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`${req.method} ${req.url} host=${req.headers.host}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('pins the connection to the address it checked: a later, different DNS answer is never used for it', async () => {
    // first answer public-looking, every later one loopback (DNS rebinding)
    const dns = stubResolver({ 'rebind.example': [['93.184.216.34'], ['127.0.0.1']] });
    const socket = recordingConnect(port);
    const result = await safeFetch('http://rebind.example/page', { ...LIMITS, resolve: dns.resolve, connect: socket.connect });
    expect(result).toMatchObject({ error: null, status: 200, url: 'http://rebind.example/page' });
    expect(result.body.toString()).toBe('GET /page host=rebind.example');
    expect(dns.asked).toEqual(['rebind.example']);
    expect(socket.targets).toEqual([{ address: '93.184.216.34', port: 80, tls: false, servername: 'rebind.example' }]);
  });

  it('resolves and checks every redirect hop again: the rebound answer of the second hop is refused, not connected', async () => {
    const dns = stubResolver({ 'rebind.example': [['93.184.216.34'], ['127.0.0.1']] });
    const socket = recordingConnect(port);
    const result = await safeFetch('http://rebind.example/hop', { ...LIMITS, resolve: dns.resolve, connect: socket.connect });
    expect(result).toMatchObject({
      error: 'forbidden_address',
      detail: 'rebind.example',
      redirects: 1,
      status: 302,
      url: 'http://rebind.example/hop',
    });
    expect(dns.asked).toEqual(['rebind.example', 'rebind.example']);
    expect(socket.targets.map((t) => t.address)).toEqual(['93.184.216.34']);
  });

  it('tries the checked addresses IPv4 first, the next one only when the network cannot reach one', async () => {
    const dns = stubResolver({ 'dual.example': [['2606:4700::1111', '93.184.216.34', '93.184.216.35']] });
    const failing = (code: string) => {
      const asked: string[] = [];
      const connect: Connect = (target) => {
        asked.push(target.address);
        if (target.address !== '93.184.216.34') return net.connect({ host: '127.0.0.1', port });
        const socket = new net.Socket();
        process.nextTick(() => socket.destroy(Object.assign(new Error(code), { code })));
        return socket;
      };
      return { connect, asked };
    };
    const unreachable = failing('ENETUNREACH');
    expect(await safeFetch('http://dual.example/', { ...LIMITS, resolve: dns.resolve, connect: unreachable.connect })).toMatchObject({
      error: null,
      status: 200,
    });
    expect(unreachable.asked).toEqual(['93.184.216.34', '93.184.216.35']);
    const refused = failing('ECONNREFUSED');
    expect(await safeFetch('http://dual.example/', { ...LIMITS, resolve: dns.resolve, connect: refused.connect })).toMatchObject({
      error: 'network',
      detail: 'ECONNREFUSED',
    });
    expect(refused.asked).toEqual(['93.184.216.34']);
  });

  it('lets an admin-configured URL reach a non-public address, that URL only', async () => {
    const dns = stubResolver({ 'hooks.internal': [['10.0.0.5']] });
    const socket = recordingConnect(port);
    const trustedUrl = 'http://hooks.internal:8080/hook';
    const posted = await safeFetch(trustedUrl, {
      ...LIMITS,
      method: 'POST',
      body: '{}',
      trustedUrl,
      resolve: dns.resolve,
      connect: socket.connect,
    });
    expect(posted).toMatchObject({ error: null, status: 200 });
    expect(posted.body.toString()).toBe('POST /hook host=hooks.internal:8080');
    expect(socket.targets).toEqual([{ address: '10.0.0.5', port: 8080, tls: false, servername: 'hooks.internal' }]);
    expect(
      await safeFetch('http://hooks.internal:8080/other', { ...LIMITS, trustedUrl, resolve: dns.resolve, connect: socket.connect }),
    ).toMatchObject({ error: 'forbidden_port' });
    expect(
      await safeFetch('http://hooks.internal/hook', { ...LIMITS, trustedUrl, resolve: dns.resolve, connect: socket.connect }),
    ).toMatchObject({ error: 'forbidden_address' });
    expect(socket.targets).toHaveLength(1);
  });
});

describe('redirects out of a loopback sample site (the test allowance covers its origin only)', () => {
  let sites: SampleSites;
  beforeAll(async () => {
    sites = await startSampleSites();
  });
  afterAll(async () => {
    await sites?.close();
  });

  /** the real socket factory, refusing (and recording) anything that is not loopback */
  const loopbackOnly = () => {
    const targets: ConnectTarget[] = [];
    const connect: Connect = (target) => {
      targets.push(target);
      if (nonPublicKind(target.address) !== 'loopback') throw new Error(`the test would leave loopback: ${target.address}`);
      return connectToAddress(target);
    };
    return { connect, targets };
  };

  it('fetches the allowed origin, and refuses redirects to another port, localhost, [::1], numeric forms and the metadata address', async () => {
    const sitePort = Number(new URL(sites.url).port);
    const otherPort = sitePort === 65535 ? sitePort - 1 : sitePort + 1;
    const dns = stubResolver({ localhost: [['127.0.0.1', '::1']] });
    const socket = loopbackOnly();
    const options = { ...LIMITS, testLoopbackOrigins: [sites.url], resolve: dns.resolve, connect: socket.connect };
    expect(await safeFetch(`${sites.url}/modern`, options)).toMatchObject({ error: null, status: 200 });
    const targets: Array<[string, string, string]> = [
      [`http://127.0.0.1:${otherPort}/modern`, 'forbidden_port', String(otherPort)],
      [`http://localhost:${sitePort}/modern`, 'forbidden_port', String(sitePort)],
      [`http://[::1]:${sitePort}/modern`, 'forbidden_port', String(sitePort)],
      ['http://localhost/modern', 'forbidden_address', 'localhost'],
      ['http://[::1]/', 'forbidden_address', '[::1]'],
      ['http://2130706433/', 'forbidden_address', '127.0.0.1'],
      ['https://0x7f.1/', 'forbidden_address', '127.0.0.1'],
      ['http://169.254.169.254/latest/meta-data/', 'forbidden_address', '169.254.169.254'],
    ];
    for (const [to, error, detail] of targets) {
      const result = await safeFetch(`${sites.url}/redirect?to=${encodeURIComponent(to)}`, options);
      expect(result, to).toMatchObject({ error, detail, redirects: 1, status: 302 });
    }
    expect(socket.targets.every((t) => t.address === '127.0.0.1' && t.port === sitePort)).toBe(true);
    expect(socket.targets).toHaveLength(1 + targets.length);
    expect(dns.asked).toEqual(['localhost']);
  });

  it('decompresses gzip bodies and stops at maxBytes of decompressed data (compression bombs)', async () => {
    const options = { ...LIMITS, maxBytes: 256 * 1024, testLoopbackOrigins: [sites.url], headers: { 'accept-encoding': 'gzip' } };
    const page = await safeFetch(`${sites.url}/gzip`, options);
    expect(page.body.toString()).toContain('&copy; 2019&ndash;2026 Salon Eva');
    const bomb = await safeFetch(`${sites.url}/gzip-bomb`, options);
    expect(bomb).toMatchObject({ error: null, status: 200 });
    expect(bomb.body.length).toBe(256 * 1024);
    expect(bomb.body.subarray(0, 11).toString()).toBe('<p>bomb</p>');
    const audit = await createWebsiteAuditor({ timeoutMs: 3000, testLoopbackOrigins: [sites.url] }).audit(`${sites.url}/gzip`);
    expect(audit).toMatchObject({
      reachable: true,
      hasViewport: true,
      copyrightYear: 2026,
      socialLinks: ['https://www.instagram.com/saloneva/'],
    });
  });

  it('refuses the sample site itself without the allowance, and reports it in Czech-ready audit terms', async () => {
    const socket = loopbackOnly();
    const guarded = createWebsiteAuditor({ timeoutMs: 3000, connect: socket.connect });
    expect(await guarded.audit(`${sites.url}/modern`)).toMatchObject({
      reachable: false,
      error: 'forbidden_port',
      redirects: 0,
      finalUrl: null,
    });
    const allowed = createWebsiteAuditor({ timeoutMs: 3000, connect: socket.connect, testLoopbackOrigins: [sites.url] });
    expect(await allowed.audit(`${sites.url}/redirect?to=${encodeURIComponent('http://127.0.0.1/admin')}`)).toMatchObject({
      reachable: false,
      error: 'forbidden_address',
      detail: '127.0.0.1',
      redirects: 1,
      finalUrl: `${sites.url}/redirect?to=${encodeURIComponent('http://127.0.0.1/admin')}`,
    });
    expect(socket.targets).toHaveLength(1);
  });
});
