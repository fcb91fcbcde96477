import { sanitizeHtml, type SanitizeOptions } from '../text/sanitize-html.js';

/**
 * The documents' text format, the templates' and the salon's edits alike: plain text where a line
 * `# ` is the title, `## ` a heading, `- ` an item of a list, `| a | b |` a row of a table (the first
 * row its header; a row of dashes is skipped), and other lines are paragraphs, split by an empty line
 * (a single line break stays a line break). `[doplňte: …]` / `[uzupełnij: …]` marks missing data.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
const isRule = (line: string) => /^\|?[\s:|-]+\|?$/.test(line.trim()) && line.includes('-');

export function parseDocument(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  let table: string[][] | null = null;
  const close = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', items: list });
    if (table && table.length > 0) blocks.push({ kind: 'table', header: table[0]!, rows: table.slice(1) });
    paragraph = list = table = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    if (trimmed === '') {
      close();
    } else if (/^#{1,2} /.test(trimmed)) {
      close();
      blocks.push({ kind: trimmed.startsWith('## ') ? 'heading' : 'title', text: trimmed.replace(/^#{1,2} /, '').trim() });
    } else if (/^[-*] /.test(trimmed)) {
      if (!list) close();
      (list ??= []).push(trimmed.slice(2).trim());
    } else if (trimmed.startsWith('|')) {
      if (!table) close();
      table ??= [];
      if (!isRule(trimmed)) table.push(cellsOf(trimmed));
    } else if (list && /^\s/.test(raw)) {
      // an indented line continues the item above it
      list[list.length - 1] += ` ${trimmed}`;
    } else {
      if (!paragraph) close();
      (paragraph ??= []).push(trimmed);
    }
  }
  close();
  return blocks;
}

/** A missing-data mark as the templates write it, in any of the three languages. */
export const MISSING_MARK = /\[(?:doplňte|uzupełnij)[^\]]*\]/g;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** Escaped text with missing-data marks highlighted. */
const inline = (text: string) => escape(text).replace(MISSING_MARK, (mark) => `<mark class="legal-missing">${mark}</mark>`);

/** The blocks as an HTML fragment: every text escaped, so nothing of the text can become markup. */
function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'title':
          return `<h1>${inline(b.text)}</h1>`;
        case 'heading':
          return `<h2>${inline(b.text)}</h2>`;
        case 'paragraph':
          return `<p>${b.lines.map(inline).join('<br>')}</p>`;
        case 'list':
          return `<ul>${b.items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
        case 'table': {
          const head = `<thead><tr>${b.header.map((c) => `<th scope="col">${inline(c)}</th>`).join('')}</tr></thead>`;
          const rows = b.rows.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('');
          return `<table>${head}<tbody>${rows}</tbody></table>`;
        }
      }
    })
    .join('\n');
}

/** The tags the preview may hold: what `blocksToHtml` writes, and nothing else (the second guard after escaping). */
const PREVIEW_OPTIONS: SanitizeOptions = {
  allowedTags: ['h1', 'h2', 'p', 'br', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'mark'],
  allowedAttributes: { mark: ['class'], th: ['scope'] },
  allowedClasses: { mark: ['legal-missing'] },
  disallowedTagsMode: 'discard',
};

export const renderHtmlFragment = (text: string) => sanitizeHtml(blocksToHtml(parseDocument(text)), PREVIEW_OPTIONS);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * An edited text as it is stored: every HTML tag removed (a `<script>` with its content, `<style>`,
 * event handlers, comments), as the mail templates' sanitiser removes what it does not allow; the text
 * itself stays plain (entities the sanitiser wrote are turned back, the renderer escapes again).
 */
export function sanitizeEditedText(text: string): string {
  const stripped = sanitizeHtml(text.replace(/\r\n?/g, '\n'), { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
