/** Conversions between the editor's HTML and plain text (the text part of an e-mail). Browser only (DOMParser). */

const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'TR',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'HR',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'HEAD', 'TITLE', 'TEMPLATE']);

/** Readable text of an HTML body: blocks on their own lines, list items with '- ', links as 'text (address)'. */
export function htmlToPlainText(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    if (SKIPPED.has(el.tagName)) return;
    if (el.tagName === 'BR') {
      out.push('\n');
      return;
    }
    const block = BLOCKS.has(el.tagName);
    if (block) out.push('\n');
    if (el.tagName === 'LI') out.push(el.parentElement?.tagName === 'OL' ? `${[...el.parentElement.children].indexOf(el) + 1}. ` : '- ');
    el.childNodes.forEach(walk);
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? '';
      const text = (el.textContent ?? '').trim();
      if (href && href !== text && !href.startsWith('mailto:') && !href.startsWith('tel:')) out.push(` (${href})`);
    }
    if (block) out.push(/^(P|H[1-6]|BLOCKQUOTE|PRE|TABLE)$/.test(el.tagName) ? '\n\n' : '\n');
  };
  walk(doc.body);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as editor HTML: paragraphs at blank lines, <br> at single line breaks. */
export function textToHtml(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (!trimmed) return '';
  return trimmed
    .split(/\n{2,}/)
    .map((para) => `<p>${para.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Stored content that may be HTML (saved from the editor) or plain text (typed elsewhere): as editor HTML. */
export function contentToHtml(content: string): string {
  return /^\s*</.test(content) ? content : textToHtml(content);
}

const VISUAL_TAGS = new Set([
  'P',
  'BR',
  'H1',
  'H2',
  'H3',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'CODE',
  'PRE',
  'BLOCKQUOTE',
  'HR',
  'SPAN',
]);

/** True when the visual editor can show the HTML without losing parts of it (tables, styles, images, ...). */
export function fitsVisualEditor(html: string): boolean {
  if (!html.trim()) return true;
  if (/<!doctype|<html|<head|<body|<style/i.test(html)) return false;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll('*')) {
    if (!VISUAL_TAGS.has(el.tagName)) return false;
    for (const attr of el.attributes) {
      if (attr.name === 'style' || (attr.name === 'class' && el.tagName !== 'SPAN')) return false;
    }
  }
  return true;
}
