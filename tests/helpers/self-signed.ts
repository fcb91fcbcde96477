import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for `host`, valid for `days` days from now, made by openssl. */
export function selfSignedCertificate(host: string, days: number, organisation = 'Testovací CA'): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'self-signed-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        String(days),
        '-subj',
        `/CN=${host}/O=${organisation}`,
        '-utf8',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface LocalHttpsSite {
  port: number;
  /** the status the site answers with (change it to take the site down) */
  status: number;
  requests: number;
  close(): Promise<void>;
}

/** An HTTPS server on 127.0.0.1 with the given certificate, answering every request with `status`. */
export async function startHttpsSite(certificate: { key: string; cert: string }, status = 200): Promise<LocalHttpsSite> {
  const site = { status, requests: 0 } as LocalHttpsSite;
  const server = https.createServer(certificate, (_req, res) => {
    site.requests += 1;
    res.writeHead(site.status, { 'content-type': 'text/html' });
    res.end('<p>Salon Eva</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}
