import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Sample websites on 127.0.0.1 for the website audit: one path per kind of site. With `tls`, the same
 * sites also over https with a self-signed certificate for 127.0.0.1 (`caFile` for NODE_EXTRA_CA_CERTS);
 * needs the `openssl` command.
 */

export const MODERN_HTML = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta content="width=device-width, initial-scale=1" name="viewport">
<title>Salon Eva</title><script>/* jQuery v1.4 (c) 2010 jQuery Foundation */</script></head>
<body><header><a href="https://salon-eva.reservio.com/booking">Rezervovat termín</a></header>
<main><h1>Salon Eva</h1><p>Stříhání, barvení, melír.</p></main>
<footer><a href="https://www.instagram.com/saloneva/">Instagram</a>
<a href="https://www.facebook.com/sharer/sharer.php?u=x">Sdílet</a>
<p>&copy; 2019&ndash;2026 Salon Eva s.r.o.</p></footer></body></html>`;

/** windows-1250 page of a Czech spreadsheet era: tables, no viewport, © as byte 0xA9. */
const OUTDATED_HTML = Buffer.from(
  `<html><head><title>Kadernictvi Riha</title></head>
<body bgcolor="#ffffff"><table width="800"><tr><td><font face="Arial">Vitejte na nasich strankach!</font></td></tr>
<tr><td><a href="kontakt.html">Kontakt</a> | <a href="cenik.html">Cenik</a></td></tr>
<tr><td><small>Copyright \u00a9 2009 - 2015 Kadernictvi Riha. Webmaster: <a href="mailto:web@riha.cz">web</a></small></td></tr></table>
<!-- (c) 2024 template by nobody --></body></html>`,
  'latin1',
);

const WORDS_HTML = `<!doctype html><html><head><meta name=viewport content="width=device-width"></head>
<body><nav><a href="/objednavky">Objednat se online</a> <a href="https://www.tiktok.com/@barber">TikTok</a></nav>
<p>2021 © Barber Karlín</p></body></html>`;

export interface SampleSites {
  /** http://127.0.0.1:PORT */
  url: string;
  /** https://127.0.0.1:PORT when started with tls */
  httpsUrl?: string;
  /** the certificate to trust for httpsUrl */
  caFile?: string;
  /** bytes of /huge written before the client went away */
  hugeBytesSent(): number;
  close(): Promise<void>;
}

export const HUGE_BYTES = 8 * 1024 * 1024;

export async function startSampleSites(options: { tls?: boolean; slowMs?: number } = {}): Promise<SampleSites> {
  let hugeSent = 0;
  let httpsUrl: string | undefined;
  const slowMs = options.slowMs ?? 3000;
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const html = (body: string | Buffer, type = 'text/html; charset=utf-8', status = 200) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const redirect = (location: string, status = 302) => {
      res.writeHead(status, { location });
      res.end();
    };
    switch (url.pathname) {
      case '/modern':
        return html(MODERN_HTML);
      case '/outdated':
        return html(OUTDATED_HTML, 'text/html; charset=windows-1250');
      case '/words':
        return html(WORDS_HTML);
      case '/to-https':
        return httpsUrl ? redirect(`${httpsUrl}/modern`, 301) : html('no tls', 'text/plain', 500);
      case '/to-javascript':
        return redirect('javascript:alert(1)');
      case '/to-ftp':
        return redirect('ftp://127.0.0.1/salon.html');
      case '/gzip': // compressed whatever the request asked for, as some servers do
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return res.end(gzipSync(MODERN_HTML));
      case '/gzip-bomb': // 16 MB of HTML in a few kilobytes
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(16 * 1024 * 1024, '<p>bomb</p>')));
      case '/redirect': // anywhere the test says (`?to=`): the guard must check every hop
        return redirect(url.searchParams.get('to') ?? '/');
      case '/chain':
        return Number(url.searchParams.get('n') ?? 0) >= 3
          ? redirect('/modern', 301)
          : redirect(`/chain?n=${Number(url.searchParams.get('n') ?? 0) + 1}`);
      case '/loop':
        return redirect(`/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}`);
      case '/error':
        return html('<h1>Internal Server Error</h1>', 'text/html', 500);
      case '/slow': {
        const timer = setTimeout(() => html(MODERN_HTML), slowMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, '<p>Salon Eva, stříhání a barvení vlasů.</p>\n');
        res.write('<html><head><title>Huge</title></head><body><p>&copy; 2026 Huge</p>');
        const pump = () => {
          while (hugeSent < HUGE_BYTES) {
            hugeSent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('<meta name="viewport" content="width=device-width"></body></html>');
        };
        res.on('close', () => res.removeAllListeners('drain'));
        return pump();
      }
      default:
        return html('<h1>Nenalezeno</h1>', 'text/html', 404);
    }
  };

  const servers: http.Server[] = [];
  const listen = async (server: http.Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  const port = await listen(http.createServer(handler));
  let caFile: string | undefined;
  let certDir: string | undefined;
  if (options.tls) {
    certDir = mkdtempSync(path.join(os.tmpdir(), 'sample-sites-'));
    const key = path.join(certDir, 'key.pem');
    caFile = path.join(certDir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        caFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const tlsPort = await listen(https.createServer({ key: readFileSync(key), cert: readFileSync(caFile) }, handler));
    httpsUrl = `https://127.0.0.1:${tlsPort}`;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    httpsUrl,
    caFile,
    hugeBytesSent: () => hugeSent,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      if (certDir) rmSync(certDir, { recursive: true, force: true });
    },
  };
}
