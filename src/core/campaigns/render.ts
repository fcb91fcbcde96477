import { appendPixel, htmlToText, textToHtml, type PlaceholderValues } from '../mail/render.js';
import { sanitizeAndRewriteLinks } from '../mail/sanitize.js';

/**
 * A campaign's content prepared once for all its recipients. Sanitising HTML and turning it into text
 * are the costly steps of rendering a message (about 3 ms a recipient; 20 000 recipients took a minute
 * to queue), and they give the same result for every recipient but for the placeholder values and the
 * tracked links. So they run once, over the content with each placeholder standing as a marker URL and
 * each tracked link as a numbered marker; a recipient's message is then the markers replaced. What a
 * recipient gets is what the outbound service renders for a single message (outbound.service.ts):
 * placeholders filled (escaped in HTML), every http(s) link but the unsubscribe link a signed click
 * redirect, the open pixel, the text part from the HTML when there is no text.
 */
const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const VALUE_MARK = 'https://placeholder.invalid/';
const LINK_MARK = 'https://link.invalid/';
const VALUE_MARKS = /https:\/\/placeholder\.invalid\/([a-z_]+)/g;
const LINK_MARKS = /https:\/\/link\.invalid\/(\d+)/g;

export interface CompiledContent {
  /** sanitised HTML with markers; null when the campaign has no content at all */
  html: string | null;
  /** the text part with markers */
  text: string;
  /** the tracked links in order, each possibly with placeholder markers */
  links: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function compileContent(content: { html_content: string | null; text_content: string | null }): CompiledContent {
  const mark = (text: string) => text.replace(PLACEHOLDER, (_whole, name: string) => `${VALUE_MARK}${name}`);
  const source = content.html_content || (content.text_content ? textToHtml(content.text_content) : null);
  if (!source) return { html: null, text: mark(content.text_content ?? ''), links: [] };
  const links: string[] = [];
  const unsubscribe = `${VALUE_MARK}unsubscribe_link`;
  const html = sanitizeAndRewriteLinks(mark(source), (href) => (href === unsubscribe ? undefined : `${LINK_MARK}${links.push(href) - 1}`));
  return { html, text: content.text_content ? mark(content.text_content) : htmlToText(html), links };
}

/** The values in place of their markers; one without a value is left as the placeholder it was. */
function fill(text: string, values: PlaceholderValues, mode: 'html' | 'text') {
  return text.replace(VALUE_MARKS, (_whole, name: string) => {
    const value = values[name as keyof PlaceholderValues];
    if (value === undefined) return `{{${name}}}`;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** The links one recipient's message tracks (stored before rendering, for their ids). */
export const linksFor = (compiled: CompiledContent, values: PlaceholderValues) => compiled.links.map((link) => fill(link, values, 'text'));

/** One recipient's message: `clickUrls` are the signed redirects of its links, in order. */
export function renderFor(
  compiled: CompiledContent,
  values: PlaceholderValues,
  clickUrls: string[],
  openUrl: string,
): { html: string | null; text: string } {
  const linked = (text: string) => text.replace(LINK_MARKS, (_whole, n: string) => clickUrls[Number(n)] ?? '');
  const html = compiled.html === null ? null : appendPixel(linked(fill(compiled.html, values, 'html')), openUrl);
  return { html, text: linked(fill(compiled.text, values, 'text')) };
}
