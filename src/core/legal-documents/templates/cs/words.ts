import type { DocumentContext, LanguageWords } from '../../context.js';
import { czechPlural, lines, shortDuration, spanIn } from '../types.js';

export const words: LanguageWords = {
  missing: (label) => `[doplňte: ${label}]`,
  registrationLabel: 'IČO',
  taxLabel: 'DIČ',
  addressLabel: 'adresa provozovny',
  emailLabel: 'e-mail',
  phoneLabel: 'telefon',
  weekdays: ['Neděle', 'Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota'],
  closed: 'zavřeno',
  duration: shortDuration,
  notice: (minutes) =>
    spanIn(minutes, {
      days: (n) => `${n} ${czechPlural(n, 'den', 'dny', 'dní')}`,
      hours: (n) => `${n} ${czechPlural(n, 'hodinu', 'hodiny', 'hodin')}`,
      minutes: (n) => `${n} ${czechPlural(n, 'minutu', 'minuty', 'minut')}`,
    }),
  servicesGroup: 'Služby',
};

/** Who the document speaks for: the company's name, identifiers and contacts. */
export const header = (ctx: DocumentContext, role = 'Provozovatel') =>
  lines(
    `${role}: ${ctx.name}`,
    `IČO: ${ctx.registrationNumber}${ctx.taxNumber ? `, DIČ: ${ctx.taxNumber}` : ''}`,
    `Adresa provozovny: ${ctx.address}`,
    `E-mail: ${ctx.email}, telefon: ${ctx.phone}${ctx.website ? `, web: ${ctx.website}` : ''}`,
  );
