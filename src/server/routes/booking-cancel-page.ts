import { CANCEL_PAGE_TEXTS, type BookingDto, type TemplateLanguage } from '../../core/index.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(language: TemplateLanguage, body: string): string {
  const T = CANCEL_PAGE_TEXTS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${T.title}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1f2937}' +
    'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#dc2626;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #fca5a5}</style>' +
    `</head><body><main><h1>${T.title}</h1>${body}</main></body></html>`
  );
}

export interface CancelLinkPage {
  booking: BookingDto;
  language: TemplateLanguage;
  timeZone: string;
}

/**
 * GET of the cancel link: what will be cancelled, and a button; opening the link changes nothing. A link
 * that leads to no booking says so in `fallback`, the language of the edition it was opened on.
 */
export function cancelPage(token: string, found: CancelLinkPage | undefined, fallback: TemplateLanguage = 'cs'): string {
  if (!found) return page(fallback, `<p>${CANCEL_PAGE_TEXTS[fallback].invalid}</p>`);
  const { booking, language, timeZone } = found;
  const T = CANCEL_PAGE_TEXTS[language];
  const when = new Intl.DateTimeFormat(T.locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(booking.start));
  if (booking.status !== 'pending' && booking.status !== 'confirmed')
    return page(language, `<p>${T.notCancellable(escape(booking.service_name), escape(when))}</p>`);
  return page(
    language,
    `<p>${T.question(escape(booking.service_name), escape(when))}</p>` +
      `<form method="post" action="/r/${escape(token)}"><button type="submit">${T.button}</button></form>`,
  );
}

export const cancelDonePage = (message: string, language: TemplateLanguage = 'cs') =>
  page(language, `<p role="status">${escape(message)}</p>`);

/** A refusal of the link's cancel in the page's language (the service's messages are Czech). */
export function cancelErrorText(message: string, language: TemplateLanguage): string {
  if (language === 'cs') return message;
  const [cs, T] = [CANCEL_PAGE_TEXTS.cs, CANCEL_PAGE_TEXTS[language]];
  if (message === cs.tooLate) return T.tooLate;
  if (message === cs.invalid) return T.invalid;
  return T.notAllowed;
}
