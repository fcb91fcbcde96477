import type { DocumentContext, LanguageWords } from '../../context.js';
import { lines, polishPlural, shortDuration, spanIn } from '../types.js';

export const words: LanguageWords = {
  missing: (label) => `[uzupełnij: ${label}]`,
  registrationLabel: 'REGON',
  taxLabel: 'NIP',
  addressLabel: 'adres placówki',
  emailLabel: 'e-mail',
  phoneLabel: 'telefon',
  weekdays: ['Niedziela', 'Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota'],
  closed: 'nieczynne',
  duration: shortDuration,
  notice: (minutes) =>
    spanIn(minutes, {
      days: (n) => `${n} ${polishPlural(n, 'dzień', 'dni', 'dni')}`,
      hours: (n) => `${n} ${polishPlural(n, 'godzinę', 'godziny', 'godzin')}`,
      minutes: (n) => `${n} ${polishPlural(n, 'minutę', 'minuty', 'minut')}`,
    }),
  servicesGroup: 'Usługi',
};

/** Who the document speaks for: the company's name, identifiers and contacts. */
export const header = (ctx: DocumentContext, role = 'Usługodawca') =>
  lines(
    `${role}: ${ctx.name}`,
    `REGON: ${ctx.registrationNumber}${ctx.taxNumber ? `, NIP: ${ctx.taxNumber}` : ''}`,
    `Adres placówki: ${ctx.address}`,
    `E-mail: ${ctx.email}, telefon: ${ctx.phone}${ctx.website ? `, strona internetowa: ${ctx.website}` : ''}`,
  );
