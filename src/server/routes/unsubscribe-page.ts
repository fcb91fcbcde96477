import { UNSUBSCRIBE_PAGE_TEXTS as TEXTS } from '../../core/index.js';

/** The small pages behind the unsubscribe link of our e-mails, in the edition's language (texts: core/mail/model.ts). */

export type PageLanguage = keyof typeof TEXTS;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(language: PageLanguage, body: string): string {
  const t = TEXTS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.title}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1f2937}' +
    'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#2563eb;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #93c5fd}</style>' +
    `</head><body><main><h1>${t.title}</h1>${body}</main></body></html>`
  );
}

/** GET: asks, with a button; the address is never changed by merely opening the link. */
export function confirmPage(language: PageLanguage, token: string, valid: boolean): string {
  const t = TEXTS[language];
  if (!valid) return page(language, `<p>${t.invalid}</p>`);
  return page(
    language,
    `<p>${t.ask}</p><form method="post" action="/u/${escape(token)}"><button type="submit">${t.button}</button></form>`,
  );
}

/** After the POST (from the page's button; mail clients' one-click POST gets plain text). */
export function donePage(language: PageLanguage): string {
  return page(language, `<p role="status">${TEXTS[language].done}</p>`);
}

export const doneText = (language: PageLanguage) => TEXTS[language].done;
