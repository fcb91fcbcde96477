import { createRequire } from 'node:module';
import type * as Htmlparser2 from 'htmlparser2';
import { BOOKING_HOSTS, BOOKING_WORDS, SOCIAL_HOSTS } from '../../core/prospects/scoring/model.js';

/**
 * What the audit reads from a page's HTML, in ONE linear pass of htmlparser2's tokenizer (a state
 * machine: every character is looked at a bounded number of times, whatever the page holds).
 * No regular expression runs over the raw HTML and no element stack is kept (the parser's stack makes
 * close tags cost its depth), so a hostile page costs at most its length. On top of that, the input
 * is cut to `maxChars` and the pass stops after `maxTokens` tags and texts.
 */

export interface HtmlLimits {
  /** characters of HTML looked at (the fetch reads at most 1 MB anyway) */
  maxChars: number;
  /** tags, close tags and text runs handled before the pass stops */
  maxTokens: number;
}

export const HTML_LIMITS: HtmlLimits = { maxChars: 1024 * 1024, maxTokens: 100_000 };

export interface PageLinks {
  booking: string[];
  social: string[];
}

export interface PageFacts {
  hasViewport: boolean;
  copyrightYear: number | null;
  links: PageLinks;
  /** the work done: tokens handled, and whether the pass reached the end of the input */
  tokens: number;
  complete: boolean;
}

const MAX_LINKS = 10;
/** characters of a link's own text looked at for booking words */
const MAX_LINK_TEXT = 300;
/** characters of visible text kept for the copyright search */
const MAX_TEXT = 256 * 1024;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);
const LINK_ATTRIBUTE: Record<string, string> = { a: 'href', iframe: 'src', script: 'src', form: 'action' };

const matchesHost = (host: string, hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));
/** share buttons, login dialogs and tracking pixels are no profile */
const NOT_A_PROFILE = /^\/(sharer|share|dialog|tr|intent)(\/|\.php|$)/i;

function resolve(raw: string, base: string): URL | null {
  try {
    const url = new URL(raw.trim(), base);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Collects booking and social links from the tags the pass reports. */
function linkCollector(base: string) {
  const booking = new Set<string>();
  const social = new Set<string>();
  /** an `<a>` to a plain address: judged by its path and its text once it closes */
  let pending: { href: string; path: string; text: string } | null = null;
  const full = () => booking.size >= MAX_LINKS && social.size >= MAX_LINKS;
  const settle = () => {
    if (pending && booking.size < MAX_LINKS && (BOOKING_WORDS.test(pending.text.replace(/\s+/g, ' ')) || BOOKING_WORDS.test(pending.path)))
      booking.add(pending.href);
    pending = null;
  };
  return {
    open(tag: string, attributes: Map<string, string>) {
      if (tag === 'a') settle();
      const name = LINK_ATTRIBUTE[tag];
      const raw = name && attributes.get(name);
      if (!raw || full()) return;
      const url = resolve(raw, base);
      if (!url) return;
      const host = url.hostname.toLowerCase().replace(/^www\./, '');
      const href = url.toString();
      if (matchesHost(host, SOCIAL_HOSTS)) {
        if ((tag === 'a' || tag === 'iframe') && !NOT_A_PROFILE.test(url.pathname) && social.size < MAX_LINKS) social.add(href);
      } else if (matchesHost(host, BOOKING_HOSTS)) {
        if (booking.size < MAX_LINKS) booking.add(href);
      } else if (tag === 'a') {
        pending = { href, path: decodeURIComponentSafe(url.pathname + url.search), text: '' };
      }
    },
    text(text: string) {
      if (pending && pending.text.length < MAX_LINK_TEXT) pending.text += text.slice(0, MAX_LINK_TEXT - pending.text.length);
    },
    close(tag: string) {
      if (tag === 'a') settle();
    },
    result(): PageLinks {
      settle();
      return { booking: [...booking], social: [...social] };
    },
  };
}

/** One pass over the page: viewport meta, visible text (for the copyright) and links. */
export function readPage(html: string, base: string, limits: HtmlLimits = HTML_LIMITS): PageFacts {
  const source = html.length > limits.maxChars ? html.slice(0, limits.maxChars) : html;
  const links = linkCollector(base);
  const text: string[] = [];
  let textLength = 0;
  let hasViewport = false;
  let tokens = 0;
  let hidden = 0; // depth inside noscript/template
  let raw: string | null = null; // inside script or style
  let tag = '';
  let attributes = new Map<string, string>();
  let attribute = '';
  let value = '';

  const slice = (start: number, end: number) => source.slice(start, end);
  const count = () => {
    tokens += 1;
    if (tokens >= limits.maxTokens) tokenizer.pause();
  };
  const addText = (chunk: string) => {
    if (raw || hidden) return;
    links.text(chunk);
    if (textLength < MAX_TEXT) {
      text.push(chunk);
      textLength += chunk.length;
    }
  };
  const openTag = () => {
    count();
    addText(' ');
    if (tag === 'meta' && /^\s*viewport\b/i.test(attributes.get('name') ?? '')) hasViewport = true;
    if (!raw) links.open(tag, attributes);
    if (tag === 'script' || tag === 'style') raw = tag;
    else if (tag === 'noscript' || tag === 'template') hidden += 1;
  };

  // htmlparser2 is loaded on first use: only the website auditor reads HTML this way
  const { Tokenizer } = createRequire(import.meta.url)('htmlparser2') as typeof Htmlparser2;
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = slice(start, end).toLowerCase();
        attributes = new Map();
      },
      onattribname(start, end) {
        attribute = slice(start, end).toLowerCase();
        value = '';
      },
      onattribdata(start, end) {
        if (value.length < 4096) value += slice(start, end);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        if (!attributes.has(attribute)) attributes.set(attribute, value);
      },
      onopentagend: openTag,
      onselfclosingtag: openTag,
      onclosetag(start, end) {
        count();
        const name = slice(start, end).toLowerCase();
        if (raw === name) raw = null;
        else if (HIDDEN.has(name) && hidden > 0) hidden -= 1;
        addText(' ');
        links.close(name);
      },
      ontext(start, end) {
        count();
        addText(slice(start, end));
      },
      ontextentity(codepoint) {
        addText(String.fromCodePoint(codepoint));
      },
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(source);
  const complete = tokens < limits.maxTokens;
  if (complete) tokenizer.end();
  return { hasViewport, copyrightYear: copyrightYearIn(text.join('').replace(/\s+/g, ' ')), links: links.result(), tokens, complete };
}

/** `<meta name="viewport" ...>` in any attribute order or quoting, not in comments. */
export function hasViewportMeta(html: string): boolean {
  return readPage(html, 'http://page.invalid/').hasViewport;
}

/** The latest year of any copyright notice in the visible text (no scripts or styles), or null. */
export function latestCopyrightYear(html: string): number | null {
  return readPage(html, 'http://page.invalid/').copyrightYear;
}

/**
 * Booking links (to a booking service, a booking widget in a frame or script, or a link worded
 * 'Rezervace', 'Objednat se', 'Book now'...) and social links (Facebook, Instagram, TikTok profiles).
 */
export function pageLinks(html: string, base: string): PageLinks {
  return readPage(html, base).links;
}

const YEAR = '((?:19|20)\\d{2})(?:\\s?[-–—/]\\s?((?:19|20)\\d{2}))?';
const MARK = '(?:©|\\(c\\)|copyright)';
/** '© 2019', '© 2015-2024 Salon', 'Copyright © Salon Eva 2021', '2018 – 2023 © Salon' (over text with single spaces) */
const COPYRIGHT = [new RegExp(`${MARK}(?: ?${MARK})?[^0-9©]{0,60}?${YEAR}`, 'gi'), new RegExp(`${YEAR} ?${MARK}`, 'gi')];

function copyrightYearIn(text: string): number | null {
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
