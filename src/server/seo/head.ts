export interface PageHead {
  status: number;
  title: string;
  description?: string;
  canonical?: string;
  /** hreflang -> URL */
  alternates?: Array<{ hreflang: string; href: string }>;
  noindex?: boolean;
  jsonLd?: object;
  language: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) : text);

/** JSON inside <script>: `<` escaped so no text can close the element. */
const safeJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alt of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}" />`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.canonical) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The built index.html with the page's head and language. Replacer functions, never replacement
 * strings: a listing's text may hold `$&`, `$1`, `$'` or `` $` `` and must come out as written.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const language = `<html lang="${escapeHtml(head.language)}">`;
  const tags = renderHeadTags(head);
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => language)
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace(/<title>[^<]*<\/title>/, () => tags);
}

/**
 * `injectHead` for one index.html, cut once at the places a page's parts go (its static description
 * taken out), so that serving a page joins five strings instead of searching and copying the whole
 * file three times. Gives exactly what `injectHead` gives; a file without `<html lang>` before its
 * `<title>` falls back to it.
 */
export function headInjector(indexHtml: string): (head: PageHead) => string {
  const html = indexHtml.replace(/\s*<meta name="description"[^>]*>/, () => '');
  const language = /<html lang="[^"]*">/.exec(html);
  const title = /<title>[^<]*<\/title>/.exec(html);
  if (!language || !title || title.index < language.index + language[0].length) return (head) => injectHead(indexHtml, head);
  const beforeLanguage = html.slice(0, language.index);
  const betweenLanguageAndTitle = html.slice(language.index + language[0].length, title.index);
  const afterTitle = html.slice(title.index + title[0].length);
  return (head) =>
    `${beforeLanguage}<html lang="${escapeHtml(head.language)}">${betweenLanguageAndTitle}${renderHeadTags(head)}${afterTitle}`;
}
