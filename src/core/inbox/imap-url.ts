import type { ImapServer, ImapTls } from './imap.port.js';

/**
 * MARKETPLACE_IMAP_URL as a server: `imaps://user:password@host:993` (TLS), `imap://…` (STARTTLS, or
 * none with `?tls=off`; `?tls=starttls` says it explicitly). Port defaults: 993 with TLS, else 143.
 */
export function imapServerFromUrl(url: string): ImapServer {
  const parsed = new URL(url);
  const mode = parsed.searchParams.get('tls');
  const tls: ImapTls = parsed.protocol === 'imaps:' ? 'tls' : mode === 'off' || mode === 'none' ? 'none' : 'starttls';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : tls === 'tls' ? 993 : 143,
    tls,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}
