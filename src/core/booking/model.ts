/** Booking. */

import { BOOKING_STATUSES } from '../../contract/booking.js';
import type { TemplateLanguage } from '../mail/template-files.js';

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose time stays taken. */
export const HOLDING_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'no_show'];

/** A customer may cancel an upcoming booking until this many minutes before its start. */
export const CANCEL_CUTOFF_MINUTES = 120;

/** Claims are made in blocks of this many minutes (see migration 000009). */
export const CLAIM_BLOCK_MINUTES = 5;

export const BOOKING_TEXTS = {
  slotTaken: 'Tento termín už je obsazený. Vyberte prosím jiný.',
  slotUnavailable: 'Tento termín není k dispozici. Vyberte prosím jiný.',
  success: 'Rezervace byla úspěšně odeslána! Brzy vás kontaktujeme pro potvrzení.',
  companyNotFound: 'Firma nenalezena',
  serviceNotFound: 'Služba nenalezena',
  employeeNotFound: 'Pracovník nenalezen',
  notBookable: 'Tato firma zatím nepřijímá online rezervace.',
  tooManyPendingForEmail:
    'Na tuto e-mailovou adresu už u této firmy čekají nepotvrzené rezervace (nejvýše {max}). Další vytvoříte, až firma některou potvrdí, nebo až některou zrušíte.',
  tooManyForEmail: 'Na tuto e-mailovou adresu bylo v poslední hodině vytvořeno příliš mnoho rezervací. Zkuste to prosím znovu {in}.',
  tooManyAnonymous: 'Tato firma teď dostává příliš mnoho rezervací bez přihlášení. Přihlaste se, nebo to zkuste prosím znovu {in}.',
  idempotencyMismatch: 'Tento klíč opakování (Idempotency-Key) už byl použit s jinou rezervací. Pro novou rezervaci pošlete nový klíč.',
  cancelTooLate: 'Rezervaci už nelze zrušit. Zrušit ji můžete nejpozději 2 hodiny před začátkem; jinak prosím kontaktujte přímo firmu.',
} as const;

/** What a change of a booking's status answers (the service's refusals, the cancel link's page). */
export const STATUS_TEXTS = {
  notFound: 'Rezervace nenalezena',
  notAllowed: 'Tuto změnu rezervace nelze provést.',
  notYet: 'Dokončit nebo označit nedostavení lze až po začátku termínu.',
  cancelled: 'Rezervace byla zrušena.',
  invalidLink: 'Odkaz pro zrušení rezervace je neplatný.',
} as const;

export const fillBookingText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

export interface BookingDto {
  id: number;
  company_id: number;
  service_id: number | null;
  service_name: string;
  employee_id: number | null;
  employee_name: string | null;
  customer_id: number | null;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  start: string;
  end: string;
  duration_minutes: number;
  price: number;
  currency: string;
  status: BookingStatus;
  created_at: string;
  /** made with a promotion: which (null once deleted), its title, the price before the discount (`price` is the lowered one) */
  promotion_id?: number | null;
  promotion_title?: string | null;
  original_price?: number | null;
  /** the branch booked at (core/branches), null: the company's main address */
  branch_id?: number | null;
}

/** Whether the customer may still cancel: pending or confirmed, and more than the cut-off before the start. */
export const cancellableByCustomer = (booking: Pick<BookingDto, 'status' | 'start'>, now: Date): boolean =>
  (booking.status === 'pending' || booking.status === 'confirmed') &&
  Date.parse(booking.start) - now.getTime() > CANCEL_CUTOFF_MINUTES * 60_000;

/**
 * The page of the e-mail's cancel link (/r/:token), in the language of the booking's edition.
 * Czech as it was; the page's date and time are written in the company's zone (Intl locale per language).
 * A link that leads to no booking is answered in the language of the edition it was opened on.
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

/** The calendar invitation's file name and description (not a template: a line of the .ics file). */
export const ICS_TEXTS: Record<
  TemplateLanguage,
  { filename: string; description(service: string, minutes: number, cancel: string): string }
> = {
  cs: { filename: 'rezervace.ics', description: (s, m, c) => `Rezervace ${s} (${m} min). Zrušení: ${c}` },
  sk: { filename: 'rezervacia.ics', description: (s, m, c) => `Rezervácia ${s} (${m} min). Zrušenie: ${c}` },
  pl: { filename: 'rezerwacja.ics', description: (s, m, c) => `Rezerwacja ${s} (${m} min). Odwołanie: ${c}` },
};
