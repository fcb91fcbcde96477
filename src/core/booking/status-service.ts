import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { writeTransaction } from '../../db/index.js';
import { DomainError } from '../errors.js';
import type { OutboundService } from '../mail/outbound-service.js';
import { verifyToken } from '../mail/signing.js';
import type { Clock } from '../ports.js';
import { BOOKING_TEXTS, cancellableByCustomer, type BookingDto, type BookingStatus } from './model.js';

/** Who acts on a booking: its customer (by session or the signed link), the business, or an admin. */
export type Actor = { kind: 'customer'; userId: number | null } | { kind: 'company'; userId: number; companyId: number } | { kind: 'admin'; userId: number };

export const STATUS_TEXTS = {
  notFound: 'Rezervace nenalezena',
  notAllowed: 'Tuto změnu rezervace nelze provést.',
  notYet: 'Dokončit nebo označit nedostavení lze až po začátku termínu.',
  cancelled: 'Rezervace byla zrušena.',
  invalidLink: 'Odkaz pro zrušení rezervace je neplatný.',
} as const;

/** Which actor may move a booking from one status to another (and when). */
const RULES: Record<BookingStatus, Partial<Record<BookingStatus, Array<Actor['kind']>>>> = {
  pending: { confirmed: ['company', 'admin'], cancelled: ['customer', 'company', 'admin'] },
  confirmed: { cancelled: ['customer', 'company', 'admin'], completed: ['company', 'admin'], no_show: ['company', 'admin'] },
  completed: {},
  cancelled: {},
  no_show: {},
};

const statusMail = (booking: BookingDto, zone: string, country: string, status: 'confirmed' | 'cancelled') => {
  const when = DateTime.fromISO(booking.start, { zone }).setLocale('cs').toFormat("d. M. yyyy 'v' H:mm");
  return status === 'confirmed'
    ? { subject: `Rezervace potvrzena: ${booking.service_name}, ${when}`, text: `Dobrý den,\n\nvaše rezervace ${booking.service_name} ${when} byla potvrzena. Těšíme se na vás.` }
    : { subject: `Rezervace zrušena: ${booking.service_name}, ${when}`, text: `Dobrý den,\n\nrezervace ${booking.service_name} ${when} byla zrušena.` };
};

export function createBookingStatusService(deps: {
  db: Knex; clock: Clock; outbound: OutboundService; secret: string;
  find(id: number, trx?: Knex): Promise<BookingDto | undefined>;
  companyOf(companyId: number): Promise<{ time_zone: string; country_code: string } | undefined>;
}) {
  async function change(id: number, to: BookingStatus, actor: Actor): Promise<BookingDto> {
    const booking = await deps.find(id);
    const owns = booking && (actor.kind === 'admin' || (actor.kind === 'company' && actor.companyId === booking.company_id)
      || (actor.kind === 'customer' && (actor.userId === null || actor.userId === booking.customer_id)));
    if (!booking || !owns) throw new DomainError('not_found', STATUS_TEXTS.notFound);
    if (!RULES[booking.status][to]?.includes(actor.kind)) throw new DomainError('conflict', STATUS_TEXTS.notAllowed);
    const now = deps.clock.now();
    if ((to === 'completed' || to === 'no_show') && Date.parse(booking.start) > now.getTime()) throw new DomainError('conflict', STATUS_TEXTS.notYet);
    if (to === 'cancelled' && actor.kind === 'customer' && Date.parse(booking.start) <= now.getTime()) throw new DomainError('conflict', STATUS_TEXTS.notAllowed);
    // the customer (by session or link) cancels only until the cut-off; the business can still do it later
    if (to === 'cancelled' && actor.kind === 'customer' && !cancellableByCustomer(booking, now)) throw new DomainError('conflict', BOOKING_TEXTS.cancelTooLate);
    const company = await deps.companyOf(booking.company_id);
    await writeTransaction(deps.db, async (trx) => {
      const n = await trx('bookings').where({ id, status: booking.status }).update({
        status: to, status_changed_at: now.toISOString(), status_changed_by: actor.userId, cancelled_by: to === 'cancelled' ? actor.kind : null, updated_at: now.toISOString(),
      });
      if (n !== 1) throw new DomainError('conflict', STATUS_TEXTS.notAllowed); // changed meanwhile
      if (to === 'cancelled') await trx('booking_claims').where({ booking_id: id }).delete(); // the time is free again
      if ((to === 'confirmed' || to === 'cancelled') && company) {
        const mail = statusMail(booking, company.time_zone, company.country_code, to);
        await deps.outbound.enqueueWithin(trx, [{ kind: 'booking', country: company.country_code, to: booking.email, toName: booking.name, ...mail }]);
      }
    });
    return (await deps.find(id))!;
  }

  return {
    change,
    /** The signed link of the confirmation: a customer without an account cancels by it. */
    async cancelByLink(token: string): Promise<BookingDto> {
      const id = verifyToken(deps.secret, 'cancel', token);
      if (id === undefined) throw new DomainError('not_found', STATUS_TEXTS.invalidLink);
      return change(id, 'cancelled', { kind: 'customer', userId: null });
    },
    bookingOfLink: async (token: string) => {
      const id = verifyToken(deps.secret, 'cancel', token);
      return id === undefined ? undefined : deps.find(id);
    },
  };
}

export type BookingStatusService = ReturnType<typeof createBookingStatusService>;
