import { createRequire } from 'node:module';
import type * as HtmlToText from 'html-to-text';
import { TEMPLATE_PLACEHOLDERS } from '../../contract/mail.js';

export type PlaceholderValues = Partial<Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills {{name}} placeholders; in HTML the values are escaped. Unknown or unset placeholders stay. */
export function fillPlaceholders(text: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as keyof PlaceholderValues];
    if (value === undefined) return whole;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

// html-to-text is loaded on first use, so that a command that renders no message does not pay for it
const converter = () => (createRequire(import.meta.url)('html-to-text') as typeof HtmlToText).convert;

/** The plain-text part of an HTML message (every message carries one). */
export function htmlToText(html: string): string {
  return converter()(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}

/** Plain text typed in compose as HTML paragraphs. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function appendPixel(html: string, pixelUrl: string): string {
  const img = `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:none">`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${img}</body>`) : `${html}${img}`;
}

export const previewOf = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? flat.slice(0, length) : flat;
};
