/** Booking (public-site.md §2 Booking modal, §4, §5, §8, §9). */

import { BOOKING_STATUSES } from '../../contract/booking.js';

export { BOOKING_STATUSES };
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
}

/** Whether the customer may still cancel: pending or confirmed, and more than the cut-off before the start. */
export const cancellableByCustomer = (booking: Pick<BookingDto, 'status' | 'start'>, now: Date): boolean =>
  (booking.status === 'pending' || booking.status === 'confirmed') &&
  Date.parse(booking.start) - now.getTime() > CANCEL_CUTOFF_MINUTES * 60_000;
