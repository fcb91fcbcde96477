import type { TemplateLanguage } from '../mail/template-files.js';
import { BOOKING_TEXTS } from './model.js';
import { STATUS_TEXTS } from './status-service.js';

/**
 * The page of the e-mail's cancel link (/r/:token), in the language of the booking's edition.
 * Czech as it was; the page's date and time are written in the company's zone (Intl locale per language).
 */
export const CANCEL_PAGE_TEXTS: Record<
  TemplateLanguage,
  {
    locale: string;
    title: string;
    invalid: string;
    question: (service: string, when: string) => string;
    notCancellable: (service: string, when: string) => string;
    button: string;
    done: string;
    tooLate: string;
    notAllowed: string;
  }
> = {
  cs: {
    locale: 'cs-CZ',
    title: 'Zrušení rezervace',
    invalid: STATUS_TEXTS.invalidLink,
    question: (s, w) => `Opravdu chcete zrušit rezervaci <strong>${s}</strong>, ${w}?`,
    notCancellable: (s, w) => `Rezervaci ${s} (${w}) už nelze zrušit.`,
    button: 'Zrušit rezervaci',
    done: STATUS_TEXTS.cancelled,
    tooLate: BOOKING_TEXTS.cancelTooLate,
    notAllowed: STATUS_TEXTS.notAllowed,
  },
  sk: {
    locale: 'sk-SK',
    title: 'Zrušenie rezervácie',
    invalid: 'Odkaz na zrušenie rezervácie je neplatný.',
    question: (s, w) => `Naozaj chcete zrušiť rezerváciu <strong>${s}</strong>, ${w}?`,
    notCancellable: (s, w) => `Rezerváciu ${s} (${w}) už nie je možné zrušiť.`,
    button: 'Zrušiť rezerváciu',
    done: 'Rezervácia bola zrušená.',
    tooLate:
      'Rezerváciu už nie je možné zrušiť. Zrušiť ju môžete najneskôr 2 hodiny pred začiatkom; inak, prosím, kontaktujte priamo firmu.',
    notAllowed: 'Túto zmenu rezervácie nie je možné vykonať.',
  },
  pl: {
    locale: 'pl-PL',
    title: 'Odwołanie rezerwacji',
    invalid: 'Link do odwołania rezerwacji jest nieprawidłowy.',
    question: (s, w) => `Czy na pewno chcą Państwo odwołać rezerwację <strong>${s}</strong>, ${w}?`,
    notCancellable: (s, w) => `Rezerwacji ${s} (${w}) nie można już odwołać.`,
    button: 'Odwołaj rezerwację',
    done: 'Rezerwacja została odwołana.',
    tooLate:
      'Rezerwacji nie można już odwołać. Można ją odwołać najpóźniej 2 godziny przed rozpoczęciem; w innym przypadku prosimy o kontakt bezpośrednio z firmą.',
    notAllowed: 'Tej zmiany rezerwacji nie można wprowadzić.',
  },
};
