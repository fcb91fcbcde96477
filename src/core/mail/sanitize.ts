import sanitizeHtml from 'sanitize-html';

const SAFE_STYLES = /^[#(),.%\w\s-]*$/;
const style = (names: string[]) => Object.fromEntries(names.map((n) => [n, [SAFE_STYLES]]));

/**
 * The allowlist for e-mail HTML, applied when a template is saved and again when a message is sent:
 * formatting, lists, links (http, https, mailto, tel), images over http(s), simple tables and a few
 * inline styles. Scripts, event handlers, forms, frames, meta refresh and other schemes are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li',
    'blockquote', 'span', 'div', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'img', 'hr', 'pre', 'code', 'small', 'sup', 'sub',
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
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': style(['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'font-size', 'font-family', 'text-decoration', 'line-height',
      'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right', 'margin', 'margin-top', 'margin-bottom', 'margin-left', 'margin-right',
      'border', 'border-radius', 'width', 'max-width', 'height', 'display', 'vertical-align']),
  },
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
