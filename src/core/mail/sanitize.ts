import { sanitizeHtml, type SanitizeOptions } from '../text/sanitize-html.js';

/**
 * Inline styles by allowlist: each property takes only the values its pattern spells out. No value
 * may call a CSS function other than rgb()/rgba() or hold a backslash escape, so `expression(...)`,
 * `url(javascript:...)`, `behavior:` and `-moz-binding` (never allowed properties anyway) are dropped.
 */
const LENGTH = String.raw`(?:-?(?:\d+|\d*\.\d+)(?:px|em|rem|pt|%)?|auto)`;
const COLOR = String.raw`(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})`;
const FONT = `(?:[\\w -]+|"[\\w -]+"|'[\\w -]+')`;
const exactly = (pattern: string) => new RegExp(`^\\s*(?:${pattern})\\s*$`, 'i');
const lengths = exactly(`${LENGTH}(?:\\s+${LENGTH}){0,3}`);
const color = exactly(COLOR);
const keyword = (...words: string[]) => exactly(words.join('|'));
const STYLE_VALUES: Record<string, RegExp> = {
  color,
  'background-color': color,
  'text-align': keyword('left', 'right', 'center', 'justify', 'start', 'end'),
  'font-weight': keyword('normal', 'bold', 'bolder', 'lighter', '[1-9]00'),
  'font-style': keyword('normal', 'italic', 'oblique'),
  'font-size': exactly(`${LENGTH}|small|medium|large|x-small|x-large|xx-small|xx-large|smaller|larger`),
  'font-family': exactly(`${FONT}(?: ?, ?${FONT})*`),
  'text-decoration': keyword('none', 'underline', 'overline', 'line-through'),
  'line-height': exactly(`${LENGTH}|normal`),
  border: exactly(`none|0|(?:${LENGTH}\\s+)?(?:solid|dashed|dotted|double|none)(?:\\s+${COLOR})?`),
  'border-radius': lengths,
  width: lengths,
  'max-width': lengths,
  height: lengths,
  display: keyword('block', 'inline', 'inline-block', 'table', 'table-cell', 'table-row', 'none'),
  'vertical-align': keyword('top', 'middle', 'bottom', 'baseline', 'text-top', 'text-bottom'),
  ...Object.fromEntries(
    ['', '-top', '-bottom', '-left', '-right'].flatMap((side) => [
      [`padding${side}`, lengths],
      [`margin${side}`, lengths],
    ]),
  ),
};
const ALLOWED_STYLES = Object.fromEntries(Object.entries(STYLE_VALUES).map(([name, pattern]) => [name, [pattern]]));

/**
 * The allowlist for e-mail HTML, applied when a template is saved and again when a message is sent:
 * formatting, lists, links (http, https, mailto, tel), images over http(s) or inline (cid:), simple tables and a few
 * inline styles. Scripts, event handlers, forms, frames, meta refresh and other schemes are removed.
 */
const OPTIONS: SanitizeOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'img',
    'hr',
    'pre',
    'code',
    'small',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'style'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width', 'style'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width', 'style'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'align', 'role', 'style'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // cid: an inline part of the same message (the order confirmation's QR code)
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': ALLOWED_STYLES },
  disallowedTagsMode: 'discard',
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Sanitises and rewrites every http(s) link with `rewrite` (click tracking) in the same pass.
 * `rewrite` returns the new href, or undefined to keep a link as it is.
 */
export function sanitizeAndRewriteLinks(html: string, rewrite: (href: string) => string | undefined): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const next = href && /^https?:\/\//i.test(href) ? rewrite(href) : undefined;
        return { tagName, attribs: next ? { ...attribs, href: next } : attribs };
      },
    },
  });
}

/**
 * Received HTML for display in the inbox's sandboxed frame: the same allowlist, with every image left
 * out (remote images are the senders' tracking pixels; their alt text stays) and every link opening
 * in a new tab without telling the site where it came from.
 */
export function sanitizeReceivedHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel', 'style'] },
    transformTags: {
      img: (_tagName, attribs) => ({ tagName: 'span', attribs: {}, text: attribs.alt ?? '' }),
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
    },
  });
}
