/** Text rules shared by the server and the web app. Pure, no imports. */

/** Lower case without diacritics, for matching Czech, Slovak and Polish text ('Kadeřnictví' -> 'kadernictvi'). */
export function foldText(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text.toLowerCase().trim(); // plain ASCII: nothing to take off
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase().trim();
}

/** URL slug: folded, words joined by '-' ('České Budějovice' -> 'ceske-budejovice'). */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** localhost, *.localhost, 127.x.x.x, ::1 and 0.0.0.0 (where ?country= and the dev switcher apply). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
