import { renderHtmlFragment } from './markup.js';
import { DOCUMENT_DISCLAIMER, type LegalDocumentLanguage } from './model.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.5rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d1d5db;padding:.35rem .5rem;text-align:left}
td:not(:first-child),th:not(:first-child){text-align:right}mark.legal-missing{background:#fde68a;font-weight:600}
footer{margin-top:2rem;border-top:1px solid #d1d5db;padding-top:.5rem;font-size:.85rem;color:#4b5563}`;

/** The document as a standalone HTML file (the download): its body, and the not-legal-advice note in the footer. */
export function renderHtmlFile(input: { text: string; title: string; language: LegalDocumentLanguage }): string {
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${renderHtmlFragment(input.text)}
</main>
<footer><p>${escape(DOCUMENT_DISCLAIMER[input.language])}</p></footer>
</body>
</html>
`;
}
