import { DomainError } from '../errors.js';
import type { OutboundMessage, OutboundService } from '../mail/outbound.service.js';
import type { SystemTexts } from '../mail/system-texts.service.js';
import type { TemplateLanguage } from '../mail/template-files.js';
import { verifyToken } from '../mail/signing.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { cancellationMail, customerBookingMail, mailLanguageOf, STATUS_CHANGE_KEYS } from './booking-mail.js';
import type { BookableCompany } from './booking.repository.js';
import { companyAtBranch } from '../branches/booking.js';
import { returnPromotionUse } from '../promotions/apply.js';
import type { BranchRecord } from '../branches/branches.repository.js';
import { BOOKING_TEXTS, STATUS_TEXTS, cancellableByCustomer, type BookingDto, type BookingStatus } from './model.js';

/** Who acts on a booking: its customer (by session or the signed link), the business, or an admin. */
export type Actor =
  { kind: 'customer'; userId: number | null } | { kind: 'company'; userId: number; companyId: number } | { kind: 'admin'; userId: number };

/** Which actor may move a booking from one status to another (and when). */
const RULES: Record<BookingStatus, Partial<Record<BookingStatus, Array<Actor['kind']>>>> = {
  pending: { confirmed: ['company', 'admin'], cancelled: ['customer', 'company', 'admin'] },
  confirmed: { cancelled: ['customer', 'company', 'admin'], completed: ['company', 'admin'], no_show: ['company', 'admin'] },
  completed: {},
  cancelled: {},
  no_show: {},
};

export function createBookingStatusService(deps: {
  /** the status change and its mail are written in one transaction */
  uow: UnitOfWork;
  clock: Clock;
  outbound: OutboundService;
  secret: string;
  texts: SystemTexts;
  baseUrl(country: string): string;
  find(id: number): Promise<BookingDto | undefined>;
  companyOf(companyId: number): Promise<BookableCompany | undefined>;
  /** a booking's branch (core/branches): its e-mails name the branch and its address */
  branchOf(companyId: number, branchId: number): Promise<Pick<BranchRecord, 'name' | 'address' | 'city'> | undefined>;
}) {
  /** What a status change tells: a confirmation (the template, .ics, cancel link), or who cancelled. */
  async function statusMail(
    booking: BookingDto,
    to: BookingStatus,
    actor: Actor,
    main: BookableCompany | undefined,
  ): Promise<OutboundMessage[]> {
    if (!main || (to !== 'cancelled' && to !== 'confirmed')) return [];
    const branch = booking.branch_id ? await deps.branchOf(main.id, booking.branch_id) : undefined;
    const company = branch ? companyAtBranch(main, branch) : main;
    const baseUrl = deps.baseUrl(company.country_code);
    const texts = await deps.texts.of(mailLanguageOf(company), STATUS_CHANGE_KEYS);
    if (to === 'cancelled') return cancellationMail(booking, company, actor.kind, baseUrl, texts);
    return [
      customerBookingMail(
        { ...booking, status: 'confirmed' },
        {
          company,
          texts,
          secret: deps.secret,
          baseUrl,
          now: deps.clock.now(),
        },
      ),
    ];
  }

  async function change(id: number, to: BookingStatus, actor: Actor): Promise<BookingDto> {
    const booking = await deps.find(id);
    const owns =
      booking &&
      (actor.kind === 'admin' ||
        (actor.kind === 'company' && actor.companyId === booking.company_id) ||
        (actor.kind === 'customer' && (actor.userId === null || actor.userId === booking.customer_id)));
    if (!booking || !owns) throw new DomainError('not_found', STATUS_TEXTS.notFound);
    if (!RULES[booking.status][to]?.includes(actor.kind)) throw new DomainError('conflict', STATUS_TEXTS.notAllowed);
    const now = deps.clock.now();
    if ((to === 'completed' || to === 'no_show') && Date.parse(booking.start) > now.getTime())
      throw new DomainError('conflict', STATUS_TEXTS.notYet);
    if (to === 'cancelled' && actor.kind === 'customer' && Date.parse(booking.start) <= now.getTime())
      throw new DomainError('conflict', STATUS_TEXTS.notAllowed);
    // the customer (by session or link) cancels only until the cut-off; the business can still do it later
    if (to === 'cancelled' && actor.kind === 'customer' && !cancellableByCustomer(booking, now))
      throw new DomainError('conflict', BOOKING_TEXTS.cancelTooLate);
    const mails = await statusMail(booking, to, actor, await deps.companyOf(booking.company_id));
    await deps.uow.write(async (tx) => {
      const cancelledBy = to === 'cancelled' ? actor.kind : null;
      const moved = await tx.booking.setStatus({ id, from: booking.status, to, by: actor.userId, cancelledBy, now });
      if (!moved) throw new DomainError('conflict', STATUS_TEXTS.notAllowed); // changed meanwhile
      // a cancelled booking gives its promotion use back, once (the booking records it)
      if (to === 'cancelled') await returnPromotionUse(tx, id, now);
      if (mails.length) await deps.outbound.enqueueWithin(tx.queue, mails);
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
    /** What the cancel link's page shows: the booking, its edition's language and its company's zone. */
    async linkPage(token: string): Promise<{ booking: BookingDto; language: TemplateLanguage; timeZone: string } | undefined> {
      const id = verifyToken(deps.secret, 'cancel', token);
      const booking = id === undefined ? undefined : await deps.find(id);
      const company = booking && (await deps.companyOf(booking.company_id));
      if (!booking || !company) return undefined;
      return { booking, language: mailLanguageOf(company), timeZone: company.time_zone };
    },
  };
}
