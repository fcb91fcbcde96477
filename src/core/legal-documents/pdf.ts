import { createRequire } from 'node:module';
import path from 'node:path';
import { MISSING_MARK, parseDocument, type Block } from './markup.js';
import { DOCUMENT_DISCLAIMER, PAGE_WORDS, type LegalDocumentLanguage } from './model.js';

/** Roboto as pdfmake bundles it (it covers Czech, Slovak and Polish letters), found from the installed package. */
function robotoFiles() {
  const root = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    normal: path.join(root, 'Roboto-Regular.ttf'),
    bold: path.join(root, 'Roboto-Medium.ttf'),
    italics: path.join(root, 'Roboto-Italic.ttf'),
    bolditalics: path.join(root, 'Roboto-MediumItalic.ttf'),
  };
}

let ready = false;
/**
 * pdfmake is one object per process: fonts and policies are set once. No document may reach a URL,
 * and no file but the four fonts is read (a document's text is text only, but the policies hold anyway).
 * It is loaded on the first PDF only: it would add a fifth of a second to every CLI command's start-up.
 */
async function printer() {
  const { default: pdfmake } = await import('pdfmake');
  if (!ready) {
    const fonts = robotoFiles();
    const allowed = new Set(Object.values(fonts));
    pdfmake.addFonts({ Roboto: fonts });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => allowed.has(file));
    ready = true;
  }
  return pdfmake;
}

/** A text with its missing-data marks highlighted. */
function inline(text: string): Array<string | Record<string, unknown>> | string {
  const parts: Array<string | Record<string, unknown>> = [];
  let last = 0;
  for (const match of text.matchAll(MISSING_MARK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], background: '#fde68a', bold: true });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function content(blocks: Block[]): unknown[] {
  return blocks.map((b) => {
    switch (b.kind) {
      case 'title':
        return { text: inline(b.text), style: 'title' };
      case 'heading':
        return { text: inline(b.text), style: 'heading' };
      case 'paragraph':
        return { stack: b.lines.map((l) => ({ text: inline(l) })), style: 'paragraph' };
      case 'list':
        return { ul: b.items.map((i) => ({ text: inline(i) })), style: 'paragraph' };
      case 'table': {
        const width = Math.max(b.header.length, ...b.rows.map((r) => r.length));
        const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
        return {
          style: 'paragraph',
          layout: 'lightHorizontalLines',
          table: {
            headerRows: 1,
            widths: Array.from({ length: width }, (_, i) => (i === 0 ? '*' : 'auto')),
            body: [
              pad(b.header).map((c) => ({ text: inline(c), bold: true })),
              ...b.rows.map((r) => pad(r).map((c, i) => ({ text: inline(c), alignment: i === 0 ? 'left' : 'right' }))),
            ],
          },
        };
      }
    }
  });
}

/** The document as a PDF: the company in the page header, the not-legal-advice note and the page number in the footer. */
export async function renderPdf(input: { text: string; title: string; company: string; language: LegalDocumentLanguage }): Promise<Buffer> {
  const words = PAGE_WORDS[input.language];
  const doc = {
    info: { title: input.title, author: input.company, creator: 'marketplace' },
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 70],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      heading: { fontSize: 12.5, bold: true, margin: [0, 10, 0, 4] },
      paragraph: { margin: [0, 0, 0, 6] },
    },
    header: { text: input.company, alignment: 'right', fontSize: 8, color: '#555555', margin: [50, 30, 50, 0] },
    footer: (page: number, pages: number) => ({
      margin: [50, 10, 50, 0],
      stack: [
        { text: DOCUMENT_DISCLAIMER[input.language], fontSize: 7.5, color: '#555555' },
        { text: `${words.page} ${page} ${words.of} ${pages}`, fontSize: 8, alignment: 'right', margin: [0, 4, 0, 0] },
      ],
    }),
    content: content(parseDocument(input.text)),
  };
  return (await printer()).createPdf(doc).getBuffer();
}
