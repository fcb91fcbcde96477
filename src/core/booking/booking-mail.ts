import { DateTime } from 'luxon';
import type { OutboundMessage } from '../mail/outbound-service.js';
import { isEmailAddress } from '../mail/model.js';
import { signToken } from '../mail/signing.js';
import { bookingIcs } from './ics.js';
import type { BookingDto } from './model.js';

export interface BookingMailContext {
  company: { name: string; email: string | null; address: string; city: string; country_code: string; time_zone: string; domainHost?: string };
  template?: { id: number; subject: string; html_content: string | null; text_content: string } | null;
  secret: string;
  baseUrl: string;
  now: Date;
}

/** The signed link in the confirmation that lets the customer cancel without an account. */
export const cancelUrl = (baseUrl: string, secret: string, bookingId: number) => `${baseUrl}/r/${signToken(secret, 'cancel', bookingId)}`;

/**
 * The two messages of a new booking: the confirmation to the customer (the reservation-confirmation
 * template, an .ics invitation in the business's zone, a cancel link) and a notice to the business.
 */
export function newBookingMail(booking: BookingDto, ctx: BookingMailContext): OutboundMessage[] {
  const zone = ctx.company.time_zone;
  const start = DateTime.fromISO(booking.start, { zone }).setLocale('cs');
  const date = start.toFormat('d. M. yyyy');
  const time = start.toFormat('H:mm');
  const cancel = cancelUrl(ctx.baseUrl, ctx.secret, booking.id);
  const where = [ctx.company.address, ctx.company.city].filter(Boolean).join(', ');
  const ics = bookingIcs({
    uid: `booking-${booking.id}@marketplace`, start: new Date(booking.start), end: new Date(booking.end), timeZone: zone, stamp: ctx.now,
    summary: `${booking.service_name}: ${ctx.company.name}`, location: where,
    description: `Rezervace ${booking.service_name} (${booking.duration_minutes} min). Zrušení: ${cancel}`, organizerEmail: ctx.company.email,
  });
  const template = ctx.template;
  const customer: OutboundMessage = {
    kind: 'booking', country: ctx.company.country_code, to: booking.email, toName: booking.name,
    subject: template?.subject ?? 'Potvrzení rezervace: {{company_name}}, {{date}} v {{time}}',
    html: template?.html_content ?? null,
    text: template?.text_content || `Dobrý den,\n\nvaše rezervace ${booking.service_name} v {{company_name}} dne {{date}} v {{time}} byla přijata.\n\nZrušit ji můžete zde: {{cta_link}}`,
    placeholders: { company_name: ctx.company.name, date, time, cta_link: cancel },
    templateId: template?.id ?? null, tracking: false,
    attachments: [{ filename: 'rezervace.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8') }],
  };
  if (!ctx.company.email || !isEmailAddress(ctx.company.email)) return [customer];
  const notice: OutboundMessage = {
    kind: 'booking', country: ctx.company.country_code, to: ctx.company.email, toName: ctx.company.name,
    subject: `Nová rezervace: ${booking.service_name}, ${date} v ${time}`,
    text: [`Nová rezervace (${booking.status === 'pending' ? 'čeká na potvrzení' : booking.status}):`, '',
      `${booking.service_name}, ${date} v ${time} (${booking.duration_minutes} min)`, ...(booking.employee_name ? [`Pracovník: ${booking.employee_name}`] : []),
      `Zákazník: ${booking.name}`, `Telefon: ${booking.phone}`, `Email: ${booking.email}`, ...(booking.note ? [`Poznámka: ${booking.note}`] : [])].join('\n'),
    tracking: false,
  };
  return [customer, notice];
}
