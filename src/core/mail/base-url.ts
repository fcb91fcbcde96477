import type { DomainMap } from '../directory/edition.js';

/** Where links point when nothing else is known: the default address of `serve`. */
export const FALLBACK_BASE_URL = 'http://127.0.0.1:3003';

/**
 * The public address links in e-mails point to: the edition's own domain when one is configured,
 * else MARKETPLACE_PUBLIC_URL, else the address this process serves on (`serve`, once it listens),
 * else the default address of `serve` (commands run on their own, e.g. `jobs run` from cron).
 */
export function mailBaseUrl(
  config: { domains: DomainMap; publicUrl?: string; listeningUrl?: () => string | undefined },
  country: string,
): string {
  const host = config.domains[country as keyof DomainMap];
  if (host) {
    const https = !config.publicUrl || config.publicUrl.startsWith('https://');
    return `${https ? 'https' : 'http'}://${host}`;
  }
  return (config.publicUrl ?? config.listeningUrl?.() ?? FALLBACK_BASE_URL).replace(/\/$/, '');
}
