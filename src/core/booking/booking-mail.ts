import { DateTime } from 'luxon';
import type { OutboundMessage } from '../mail/outbound-service.js';
import { isEmailAddress } from '../mail/model.js';
import { signToken } from '../mail/signing.js';
import { bookingIcs } from './ics.js';
import {
  BOOKING_CONFIRMED,
  BOOKING_RECEIVED,
  BUSINESS_NOTICES,
  CANCELLED_TO_CUSTOMER,
  type BookingTemplateText,
  type MailFacts,
} from './mail-texts.js';
import type { BookingDto } from './model.js';

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
  /** the edited built-in template of the customer's message, when active */
  template?: { id: number; subject: string; html_content: string | null; text_content: string } | null;
  secret: string;
  baseUrl: string;
  now: Date;
}

/** The built-in template (system_key) of the customer's message for a booking in this status. */
export const customerTemplateKey = (status: BookingDto['status']) => (status === 'pending' ? 'booking_received' : 'booking_confirmation');

/** The signed link in the confirmation that lets the customer cancel without an account. */
export const cancelUrl = (baseUrl: string, secret: string, bookingId: number) => `${baseUrl}/r/${signToken(secret, 'cancel', bookingId)}`;

function factsOf(booking: BookingDto, company: BookingMailCompany): MailFacts {
  const start = DateTime.fromISO(booking.start, { zone: company.time_zone }).setLocale('cs');
  return { company: company.name, service: booking.service_name, date: start.toFormat('d. M. yyyy'), time: start.toFormat('H:mm') };
}

const hasAddress = (company: BookingMailCompany) => Boolean(company.email && isEmailAddress(company.email));

/**
 * The customer's message of a booking that is waiting (pending: 'received, waiting for the business to
 * confirm') or confirmed (by the business, or entered by it): the status's template, an .ics
 * invitation in the business's zone and the cancel link.
 */
export function customerBookingMail(booking: BookingDto, ctx: BookingMailContext): OutboundMessage {
  const facts = factsOf(booking, ctx.company);
  const cancel = cancelUrl(ctx.baseUrl, ctx.secret, booking.id);
  const where = [ctx.company.address, ctx.company.city].filter(Boolean).join(', ');
  const ics = bookingIcs({
    uid: `booking-${booking.id}@marketplace`,
    start: new Date(booking.start),
    end: new Date(booking.end),
    timeZone: ctx.company.time_zone,
    stamp: ctx.now,
    summary: `${booking.service_name}: ${ctx.company.name}`,
    location: where,
    description: `Rezervace ${booking.service_name} (${booking.duration_minutes} min). Zrušení: ${cancel}`,
    organizerEmail: ctx.company.email,
  });
  const builtIn: BookingTemplateText = booking.status === 'pending' ? BOOKING_RECEIVED : BOOKING_CONFIRMED;
  const template = ctx.template;
  return {
    kind: 'booking',
    country: ctx.company.country_code,
    to: booking.email,
    toName: booking.name,
    subject: template?.subject || builtIn.subject,
    html: template ? template.html_content : builtIn.html,
    text: template ? template.text_content || null : builtIn.text,
    placeholders: { company_name: ctx.company.name, date: facts.date, time: facts.time, cta_link: cancel },
    templateId: template?.id ?? null,
    tracking: false,
    attachments: [
      { filename: 'rezervace.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8') },
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
  const facts = factsOf(booking, ctx.company);
  const notice: OutboundMessage = {
    kind: 'booking',
    country: ctx.company.country_code,
    to: ctx.company.email!,
    toName: ctx.company.name,
    subject: BUSINESS_NOTICES.newPendingSubject(facts),
    text: [
      BUSINESS_NOTICES.newPendingIntro,
      '',
      ...BUSINESS_NOTICES.lines({ ...facts, ...detailsOf(booking) }),
      '',
      `${ctx.baseUrl}/firma?sekce=rezervace`,
    ].join('\n'),
    tracking: false,
  };
  return [customer, notice];
}

const detailsOf = (b: BookingDto) => ({
  duration: b.duration_minutes,
  employee: b.employee_name,
  name: b.name,
  phone: b.phone,
  email: b.email,
  note: b.note,
});

/**
 * The messages of a cancellation, saying who cancelled: the customer is always told; the business
 * too when the customer or an admin cancelled (it knows when it cancelled itself).
 */
export function cancellationMail(
  booking: BookingDto,
  company: BookingMailCompany & { slug?: string },
  by: 'customer' | 'company' | 'admin',
  baseUrl: string,
): OutboundMessage[] {
  const facts = factsOf(booking, company);
  const profile = company.slug ? `\n\n${baseUrl}/firma/${company.slug}` : '';
  const mails: OutboundMessage[] = [
    {
      kind: 'booking',
      country: company.country_code,
      to: booking.email,
      toName: booking.name,
      subject: CANCELLED_TO_CUSTOMER.subject(facts),
      text: CANCELLED_TO_CUSTOMER[by](facts) + (by === 'customer' ? '' : profile),
      tracking: false,
    },
  ];
  if (by !== 'company' && hasAddress(company)) {
    mails.push({
      kind: 'booking',
      country: company.country_code,
      to: company.email!,
      toName: company.name,
      subject: BUSINESS_NOTICES.cancelledSubject(facts),
      text: [BUSINESS_NOTICES.cancelledBy[by], '', ...BUSINESS_NOTICES.lines({ ...facts, ...detailsOf(booking) })].join('\n'),
      tracking: false,
    });
  }
  return mails;
}
