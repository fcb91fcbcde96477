import type { OutboundMessage } from '../mail/outbound.service.js';
import { localDateTime } from '../mail/local-time.js';
import { isEmailAddress } from '../mail/model.js';
import type { PlaceholderValues } from '../mail/render.js';
import { signToken } from '../mail/signing.js';
import { renderedText, type TextsOf } from '../mail/system-texts.service.js';
import { languageOfCountry, type SystemTemplateKey } from '../mail/template-files.js';
import { bookingIcs } from './ics.js';
import { BOOKING_MAIL_KEYS as KEYS } from './mail-texts.js';
import { ICS_TEXTS, type BookingDto } from './model.js';

export interface BookingMailCompany {
  name: string;
  email: string | null;
  address: string;
  city: string;
  country_code: string;
  time_zone: string;
}

export interface BookingMailContext {
  company: BookingMailCompany;
  /** the texts of the messages, in the language of the company's edition (mail/system-texts.service.ts) */
  texts: TextsOf;
  secret: string;
  baseUrl: string;
  now: Date;
}

/** The template (system_key) of the customer's message for a booking in this status. */
const customerTemplateKey = (status: BookingDto['status']) => (status === 'pending' ? KEYS.received : KEYS.confirmed);

/** Every template a new booking's messages use. */
export const NEW_BOOKING_KEYS: readonly SystemTemplateKey[] = [KEYS.received, KEYS.confirmed, KEYS.businessNew];
/** Every template a status change's messages use. */
export const STATUS_CHANGE_KEYS: readonly SystemTemplateKey[] = [
  KEYS.confirmed,
  ...Object.values(KEYS.cancelledToCustomer),
  ...Object.values(KEYS.businessCancelled),
];

/** The language of a company's mail: its edition's. */
export const mailLanguageOf = (company: Pick<BookingMailCompany, 'country_code'>) => languageOfCountry(company.country_code);

/** The signed link in the confirmation that lets the customer cancel without an account. */
const cancelUrl = (baseUrl: string, secret: string, bookingId: number) => `${baseUrl}/r/${signToken(secret, 'cancel', bookingId)}`;

/** The booking's facts as the placeholders of its messages, in the business's zone and the edition's language. */
function factsOf(booking: BookingDto, company: BookingMailCompany, link = ''): PlaceholderValues {
  const { date, time } = localDateTime(booking.start, company.time_zone, mailLanguageOf(company));
  return {
    company_name: company.name,
    // a booking made with a promotion names it beside the service (its title says the discount)
    service: booking.promotion_title ? `${booking.service_name} – ${booking.promotion_title}` : booking.service_name,
    date,
    time,
    duration: String(booking.duration_minutes),
    employee: booking.employee_name ?? '',
    customer_name: booking.name,
    customer_phone: booking.phone,
    customer_email: booking.email,
    note: booking.note ?? '',
    cta_link: link,
  };
}

const hasAddress = (company: BookingMailCompany) => Boolean(company.email && isEmailAddress(company.email));

/**
 * The customer's message of a booking that is waiting (pending: 'received, waiting for the business to
 * confirm') or confirmed (by the business, or entered by it): the status's template, an .ics
 * invitation in the business's zone and the cancel link.
 */
export function customerBookingMail(booking: BookingDto, ctx: BookingMailContext): OutboundMessage {
  const cancel = cancelUrl(ctx.baseUrl, ctx.secret, booking.id);
  const ics = ICS_TEXTS[mailLanguageOf(ctx.company)];
  const where = [ctx.company.address, ctx.company.city].filter(Boolean).join(', ');
  const calendar = bookingIcs({
    uid: `booking-${booking.id}@marketplace`,
    start: new Date(booking.start),
    end: new Date(booking.end),
    timeZone: ctx.company.time_zone,
    stamp: ctx.now,
    summary: `${booking.service_name}: ${ctx.company.name}`,
    location: where,
    description: ics.description(booking.service_name, booking.duration_minutes, cancel),
    organizerEmail: ctx.company.email,
  });
  return {
    kind: 'booking',
    country: ctx.company.country_code,
    to: booking.email,
    toName: booking.name,
    ...renderedText(ctx.texts(customerTemplateKey(booking.status)), factsOf(booking, ctx.company, cancel)),
    tracking: false,
    attachments: [
      { filename: ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(calendar, 'utf8') },
    ],
  };
}

/**
 * The messages of a new booking: the customer's (received or confirmed, by its status) and, for a
 * booking waiting for confirmation, a notice to the business. A booking the business entered
 * itself (confirmed at once) sends it no notice.
 */
export function newBookingMail(booking: BookingDto, ctx: BookingMailContext): OutboundMessage[] {
  const customer = customerBookingMail(booking, ctx);
  if (booking.status !== 'pending' || !hasAddress(ctx.company)) return [customer];
  const notice: OutboundMessage = {
    kind: 'booking',
    country: ctx.company.country_code,
    to: ctx.company.email!,
    toName: ctx.company.name,
    ...renderedText(ctx.texts(KEYS.businessNew), factsOf(booking, ctx.company, `${ctx.baseUrl}/firma?sekce=rezervace`)),
    tracking: false,
  };
  return [customer, notice];
}

/**
 * The messages of a cancellation, saying who cancelled: the customer is always told (with the
 * business's page to choose another time when the business or an admin cancelled); the business too
 * when the customer or an admin cancelled (it knows when it cancelled itself).
 */
export function cancellationMail(
  booking: BookingDto,
  company: BookingMailCompany & { slug?: string },
  by: 'customer' | 'company' | 'admin',
  baseUrl: string,
  texts: TextsOf,
): OutboundMessage[] {
  const profile = by !== 'customer' && company.slug ? `${baseUrl}/firma/${company.slug}` : '';
  const mails: OutboundMessage[] = [
    {
      kind: 'booking',
      country: company.country_code,
      to: booking.email,
      toName: booking.name,
      ...renderedText(texts(KEYS.cancelledToCustomer[by]), factsOf(booking, company, profile)),
      tracking: false,
    },
  ];
  if (by !== 'company' && hasAddress(company)) {
    mails.push({
      kind: 'booking',
      country: company.country_code,
      to: company.email!,
      toName: company.name,
      ...renderedText(texts(KEYS.businessCancelled[by]), factsOf(booking, company)),
      tracking: false,
    });
  }
  return mails;
}
