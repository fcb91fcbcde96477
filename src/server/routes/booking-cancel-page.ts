import type { BookingDto } from '../../core/booking/model.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(body: string): string {
  return (
    '<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Zrušení rezervace</title>' +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1f2937}' +
    'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#dc2626;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #fca5a5}</style>' +
    `</head><body><main><h1>Zrušení rezervace</h1>${body}</main></body></html>`
  );
}

/** GET of the cancel link: what will be cancelled, and a button; opening the link changes nothing. */
export function cancelPage(token: string, booking: BookingDto | undefined): string {
  if (!booking) return page('<p>Odkaz pro zrušení rezervace je neplatný.</p>');
  const when = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(
    new Date(booking.start),
  );
  if (booking.status !== 'pending' && booking.status !== 'confirmed')
    return page(`<p>Rezervaci ${escape(booking.service_name)} (${escape(when)}) už nelze zrušit.</p>`);
  return page(
    `<p>Opravdu chcete zrušit rezervaci <strong>${escape(booking.service_name)}</strong>, ${escape(when)}?</p>` +
      `<form method="post" action="/r/${escape(token)}"><button type="submit">Zrušit rezervaci</button></form>`,
  );
}

export const cancelDonePage = (message: string) => page(`<p role="status">${escape(message)}</p>`);
