import { BOOKING_HOSTS, BOOKING_WORDS, SOCIAL_HOSTS } from '../../core/prospects/scoring/model.js';

/** What the audit reads from a page's HTML (pure; regular expressions over at most ~1 MB of text). */

const MAX_LINKS = 10;
const matchesHost = (host: string, hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));
/** share buttons, login dialogs and tracking pixels are no profile */
const NOT_A_PROFILE = /^\/(sharer|share|dialog|tr|intent)(\/|\.php|$)/i;

/** `<meta name="viewport" ...>` in any attribute order or quoting. */
export function hasViewportMeta(html: string): boolean {
  return /<meta\b[^>]*\bname\s*=\s*["']?viewport\b/i.test(stripComments(html));
}

const stripComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, ' ');

const ENTITIES: Record<string, string> = { copy: '©', nbsp: ' ', ndash: '–', mdash: '—', amp: '&', hyphen: '-', minus: '-' };

/** The visible text: no comments, scripts or styles (library licences there are not the site's), tags as spaces, entities decoded. */
export function visibleText(html: string): string {
  return stripComments(html)
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ');
}

const YEAR = '((?:19|20)\\d{2})(?:\\s*[-–—/]\\s*((?:19|20)\\d{2}))?';
const MARK = '(?:©|\\(c\\)|copyright)';
/** '© 2019', '© 2015-2024 Salon', 'Copyright © Salon Eva 2021', '2018 – 2023 © Salon' */
const COPYRIGHT = [new RegExp(`${MARK}(?:\\s*${MARK})?[^0-9©]{0,60}?${YEAR}`, 'gi'), new RegExp(`${YEAR}\\s*${MARK}`, 'gi')];

/** The latest year of any copyright notice on the page (of a range, its end), or null. */
export function latestCopyrightYear(html: string): number | null {
  const text = visibleText(html);
  let latest: number | null = null;
  for (const pattern of COPYRIGHT) {
    for (const match of text.matchAll(pattern)) {
      for (const year of [match[1], match[2]]) {
        const n = year ? Number(year) : NaN;
        if (n >= 1990 && n <= 2100 && (latest === null || n > latest)) latest = n;
      }
    }
  }
  return latest;
}

export interface PageLinks {
  booking: string[];
  social: string[];
}

function resolve(raw: string, base: string): URL | null {
  try {
    const url = new URL(raw.trim().replace(/&amp;/g, '&'), base);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

const attribute = (attrs: string, name: string) => attrs.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);

/**
 * Booking links (to a booking service, a booking widget in a frame or script, or a link worded
 * 'Rezervace', 'Objednat se', 'Book now'...) and social links (Facebook, Instagram, TikTok profiles).
 */
export function pageLinks(html: string, base: string): PageLinks {
  const booking = new Set<string>();
  const social = new Set<string>();
  const source = stripComments(html);
  const tags = /<(a|iframe|script|form)\b([^>]*)>/gi;
  for (const match of source.matchAll(tags)) {
    if (booking.size >= MAX_LINKS && social.size >= MAX_LINKS) break;
    const tag = match[1].toLowerCase();
    const raw = attribute(match[2], tag === 'a' ? 'href' : tag === 'form' ? 'action' : 'src');
    if (!raw) continue;
    const url = resolve(raw, base);
    if (!url) continue;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const href = url.toString();
    if (matchesHost(host, SOCIAL_HOSTS)) {
      if ((tag === 'a' || tag === 'iframe') && !NOT_A_PROFILE.test(url.pathname) && social.size < MAX_LINKS) social.add(href);
      continue;
    }
    if (matchesHost(host, BOOKING_HOSTS)) {
      if (booking.size < MAX_LINKS) booking.add(href);
      continue;
    }
    if (tag !== 'a') continue;
    const after = source.slice(match.index + match[0].length, match.index + match[0].length + 300);
    const close = after.search(/<\/a\s*>/i);
    const text = visibleText(close >= 0 ? after.slice(0, close) : '');
    const path = decodeURIComponentSafe(url.pathname + url.search);
    if ((BOOKING_WORDS.test(text) || BOOKING_WORDS.test(path)) && booking.size < MAX_LINKS) booking.add(href);
  }
  return { booking: [...booking], social: [...social] };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
