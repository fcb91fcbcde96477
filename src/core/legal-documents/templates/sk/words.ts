import type { DocumentContext, LanguageWords } from '../../context.js';
import { czechPlural, lines, shortDuration, spanIn } from '../types.js';

export const words: LanguageWords = {
  missing: (label) => `[doplňte: ${label}]`,
  registrationLabel: 'IČO',
  taxLabel: 'DIČ',
  addressLabel: 'adresa prevádzky',
  emailLabel: 'e-mail',
  phoneLabel: 'telefón',
  weekdays: ['Nedeľa', 'Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota'],
  closed: 'zatvorené',
  duration: shortDuration,
  notice: (minutes) =>
    spanIn(minutes, {
      days: (n) => `${n} ${czechPlural(n, 'deň', 'dni', 'dní')}`,
      hours: (n) => `${n} ${czechPlural(n, 'hodinu', 'hodiny', 'hodín')}`,
      minutes: (n) => `${n} ${czechPlural(n, 'minútu', 'minúty', 'minút')}`,
    }),
  servicesGroup: 'Služby',
};

/** Who the document speaks for: the company's name, identifiers and contacts. */
export const header = (ctx: DocumentContext, role = 'Prevádzkovateľ') =>
  lines(
    `${role}: ${ctx.name}`,
    `IČO: ${ctx.registrationNumber}${ctx.taxNumber ? `, DIČ: ${ctx.taxNumber}` : ''}`,
    `Adresa prevádzky: ${ctx.address}`,
    `E-mail: ${ctx.email}, telefón: ${ctx.phone}${ctx.website ? `, web: ${ctx.website}` : ''}`,
  );
