/** Which link targets the editor accepts (http, https, mailto and tel only). Pure. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** Template placeholders that stand for a link and are replaced by an https address when the e-mail is rendered. */
const PLACEHOLDER_HREF = /^\{\{\s*(cta_link|unsubscribe_link)\s*\}\}$/;

/** Control characters (C0, DEL, C1), spaces and the invisible separators a scheme could hide behind. */
const INVISIBLE = /[\p{Cc} \u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/gu;

/** True for an http(s)/mailto/tel address or a link placeholder; false for javascript:, data:, relative paths, ... */
export function isAllowedLink(url: string | null | undefined): boolean {
  if (!url) return false;
  const trimmed = url.trim();
  if (PLACEHOLDER_HREF.test(trimmed)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(INVISIBLE, ''));
  if (!scheme) return false;
  // group 1 is not optional: it is there whenever the pattern matched
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme[1]!.toLowerCase());
}

/**
 * What the user typed into the link field, completed the way people expect: 'example.cz' becomes
 * 'https://example.cz' and 'jana@example.cz' becomes 'mailto:jana@example.cz'. A typed scheme is kept
 * as it is, so that 'javascript:...' stays what it is and is refused by isAllowedLink.
 */
export function completeLink(input: string): string {
  const value = input.trim();
  if (!value || PLACEHOLDER_HREF.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  if (/^\+?[\d\s()-]{6,}$/.test(value)) return `tel:${value.replace(/[\s()-]/g, '')}`;
  if (/^(www\.)?[^\s/.]+(\.[^\s/.]+)+([/?#].*)?$/i.test(value)) return `https://${value}`;
  return value;
}
