import { DateTime } from 'luxon';
import { isUniqueViolation } from '../../db/dialect.js';
import { clientAddressKeyer } from '../security/client-address.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { SystemTexts } from '../mail/system-texts.service.js';
import { mailLanguageOf, NEW_BOOKING_KEYS, newBookingMail } from './booking-mail.js';
import type { BookingLimits } from '../../config/limits.js';
import { idempotencyClaim, replay } from './idempotency.js';
import { assertBookingLimits } from './limits.js';
import { applyPromotion } from '../promotions/apply.js';
import type { MonthBookingLimit } from '../plans/booking-limit.service.js';
import { BOOKING_TEXTS, type BookingDto } from './model.js';
import type { BookableCompany, BookingRepository } from './booking.repository.js';
import { BOOKING_DAYS, computeSlots, type SlotDay } from './slots.js';
import { atBranch } from '../branches/booking.js';
import type { BranchRepository } from '../branches/branches.repository.js';

export interface BookingRequest {
  company: string | number;
  service: number;
  employee?: number | null;
  /** a slot start as the slots API gave it */
  start: string;
  name: string;
  email: string;
  phone: string;
  note?: string | null;
  /** a promotion of the company (applyPromotion: lowers the price, takes one use) */
  promotion_id?: number | null;
  /** the branch booked at (its hours and employees); absent: the company's main address */
  branch_id?: number | null;
}

/** Bookings (issue: booking that holds): slots, and creating a booking that no one else can take too. */
export interface BookingDeps {
  /** the booking, its claims and its mail are written in one transaction */
  uow: UnitOfWork;
  repo: BookingRepository;
  clock: Clock;
  outbound: OutboundService;
  /** the texts of the messages (the admin's templates, else the package's files) */
  texts: SystemTexts;
  secret: string;
  baseUrl(country: string): string;
  /** limits of public bookings (per e-mail, per company) */
  limits: BookingLimits;
  /** a booking at a branch (core/branches) */
  branches: BranchRepository;
  /** the month's bookings of the company's plan (core/plans): counted in the booking's transaction */
  planLimit: Pick<MonthBookingLimit, 'count'>;
}

/** Who sends a public booking request: the address it came from and its Idempotency-Key, if any. */
export interface BookingCaller {
  address: string;
  idempotencyKey?: string;
}

export function createBookingService(deps: BookingDeps) {
  /** an anonymous caller's Idempotency-Key is scoped by its address's key (a keyed hash, never the address) */
  const keyOf = clientAddressKeyer(deps.secret);
  async function context(companyRef: string | number, serviceId: number, branchId?: number | null) {
    const company = await deps.repo.company(companyRef);
    if (!company) throw new DomainError('not_found', BOOKING_TEXTS.companyNotFound);
    const service = await deps.repo.service(company.id, serviceId);
    if (!service)
      throw new DomainError('not_found', BOOKING_TEXTS.serviceNotFound, {
        fields: [{ field: 'service', message: BOOKING_TEXTS.serviceNotFound }],
      });
    const [hours, employees, employeeHours] = await Promise.all([
      deps.repo.hours(company.id),
      deps.repo.employeesFor(company.id, serviceId),
      deps.repo.employeeHours(company.id),
    ]);
    return atBranch(deps.branches, { company, service, hours, employees, employeeHours }, branchId);
  }

  async function slotsOf(
    ctx: Awaited<ReturnType<typeof context>>,
    options: { employee?: number | null; from?: string; withBusy?: boolean; minNotice?: number },
  ): Promise<SlotDay[]> {
    const now = deps.clock.now();
    // only what the answer covers: from the asked day (or now) to the end of the 14 days, of the asked employee
    const day = options.from ? DateTime.fromISO(options.from, { zone: ctx.company.time_zone }) : undefined;
    const from = day?.isValid && day.toMillis() > now.getTime() ? day.toJSDate() : now;
    const busy =
      options.withBusy === false
        ? []
        : await deps.repo.busy(ctx.company.id, from, new Date(now.getTime() + (BOOKING_DAYS + 1) * 86_400_000), options.employee);
    return computeSlots({
      now,
      timeZone: ctx.company.time_zone,
      hours: ctx.hours,
      durationMinutes: Number(ctx.service.duration_minutes),
      employeeIds: ctx.employees.map((e) => e.id),
      employeeId: options.employee ?? null,
      busy,
      minNoticeMinutes: options.minNotice ?? ctx.company.min_notice_minutes,
      from: options.from,
      employeeHours: ctx.employeeHours,
    });
  }

  const bookable = (company: BookableCompany) => {
    if (company.status !== 'active') throw new DomainError('conflict', BOOKING_TEXTS.notBookable);
  };

  return {
    async slots(
      companyRef: string | number,
      serviceId: number,
      options: { employee?: number | null; from?: string; branch?: number } = {},
    ) {
      const ctx = await context(companyRef, serviceId, options.branch);
      if (options.employee && !ctx.employees.some((e) => e.id === options.employee))
        throw new DomainError('not_found', BOOKING_TEXTS.employeeNotFound);
      return {
        time_zone: ctx.company.time_zone,
        employees: ctx.employees,
        days: ctx.company.status === 'active' ? await slotsOf(ctx, options) : [],
      };
    },

    /**
     * 201 with the booking, or the first booking again for a repeated Idempotency-Key of the same caller
     * and request (`replayed`; another request with that key: 409). Public requests (`caller`) are limited
     * per e-mail and company (limits.ts).
     * `byCompany`: the business enters it itself (salon dashboard): no minimum notice, confirmed at once,
     * no notice to itself, no limits.
     */
    async create(
      request: BookingRequest,
      customerId: number | null,
      caller?: BookingCaller,
      options: { byCompany?: boolean } = {},
    ): Promise<{ booking: BookingDto; replayed: boolean }> {
      const claim = caller?.idempotencyKey
        ? idempotencyClaim(caller.idempotencyKey, request, { customerId, addressKey: keyOf(caller.address) })
        : undefined;
      if (claim) {
        const first = await deps.repo.byIdempotencyKey(claim.scope, claim.key);
        if (first) return replay(first, claim);
      }
      const ctx = await context(request.company, request.service, request.branch_id);
      bookable(ctx.company);
      const start = DateTime.fromISO(request.start, { setZone: true });
      if (!start.isValid) throw DomainError.validation([{ field: 'start', message: BOOKING_TEXTS.slotUnavailable }]);
      const from = start.setZone(ctx.company.time_zone).toISODate()!;
      const same = (days: SlotDay[]) => days.find((d) => d.date === from)?.slots.find((s) => Date.parse(s.start) === start.toMillis());
      const minNotice = options.byCompany ? 0 : undefined;
      const slot = same(await slotsOf(ctx, { employee: request.employee, from, minNotice }));
      if (!slot) {
        const existsWhenFree = same(await slotsOf(ctx, { employee: request.employee, from, withBusy: false, minNotice }));
        if (existsWhenFree) throw new DomainError('conflict', BOOKING_TEXTS.slotTaken);
        throw DomainError.validation([{ field: 'start', message: BOOKING_TEXTS.slotUnavailable }]);
      }
      const candidates: Array<number | null> = ctx.employees.length ? slot.employeeIds : [null];
      for (const employeeId of candidates) {
        try {
          const texts = await deps.texts.of(mailLanguageOf(ctx.company), NEW_BOOKING_KEYS);
          const id = await deps.uow.write(async (tx) => {
            if (!options.byCompany) {
              await assertBookingLimits(tx.booking, deps.limits, {
                companyId: ctx.company.id,
                email: request.email,
                anonymous: customerId === null,
                now: deps.clock.now(),
              });
            }
            const promo = request.promotion_id
              ? await applyPromotion(tx, {
                  promotionId: request.promotion_id,
                  companyId: ctx.company.id,
                  serviceId: Number(ctx.service.id),
                  price: Number(ctx.service.price),
                  now: deps.clock.now(),
                })
              : undefined;
            await deps.planLimit.count(tx, ctx.company, { byCompany: options.byCompany });
            const bookingId = await tx.booking.insert(
              {
                company_id: ctx.company.id,
                service_id: Number(ctx.service.id),
                employee_id: employeeId,
                employee_name: ctx.employees.find((e) => e.id === employeeId)?.name ?? null,
                customer_id: customerId,
                service_name: String(ctx.service.name),
                duration_minutes: Number(ctx.service.duration_minutes),
                price: Number(ctx.service.price),
                currency: String(ctx.service.currency),
                name: request.name,
                email: request.email.toLowerCase(),
                phone: request.phone,
                note: request.note || null,
                starts_at: new Date(slot.start),
                ends_at: new Date(slot.end),
                idempotency_key: claim?.key ?? null,
                idempotency_scope: claim?.scope ?? null,
                idempotency_request: claim?.request ?? null,
                ...(options.byCompany ? { status: 'confirmed' as const } : {}),
                ...(promo ?? {}),
                branch_id: ctx.branch?.id ?? null,
              },
              deps.clock.now(),
            );
            // the customer's message (received or confirmed, with .ics and cancel link) and the business's notice commit with the booking
            const booking = (await tx.booking.find(bookingId))!;
            const mails = newBookingMail(booking, {
              company: ctx.company,
              texts,
              secret: deps.secret,
              baseUrl: deps.baseUrl(ctx.company.country_code),
              now: deps.clock.now(),
            });
            await deps.outbound.enqueueWithin(tx.queue, mails);
            return bookingId;
          });
          return { booking: (await deps.repo.find(id))!, replayed: false };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (claim) {
            const first = await deps.repo.byIdempotencyKey(claim.scope, claim.key); // the same request, a moment earlier
            if (first) return replay(first, claim);
          }
          // this person (or the business) was taken a moment ago: try whoever else is free
        }
      }
      throw new DomainError('conflict', BOOKING_TEXTS.slotTaken);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
