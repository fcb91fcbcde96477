import type { DomainMap } from '../directory/edition.js';

/**
 * The public address links in e-mails point to: the edition's own domain when one is configured,
 * else MARKETPLACE_PUBLIC_URL, else the local server.
 */
export function mailBaseUrl(config: { domains: DomainMap; publicUrl?: string }, country: string): string {
  const host = config.domains[country as keyof DomainMap];
  if (host) {
    const https = !config.publicUrl || config.publicUrl.startsWith('https://');
    return `${https ? 'https' : 'http'}://${host}`;
  }
  return (config.publicUrl ?? 'http://127.0.0.1:3003').replace(/\/$/, '');
}
