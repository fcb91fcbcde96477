import type { FeaturedCampaignDto, FeaturedOfferDto, FeaturedPurchaseRequest } from '../../contract/featured.js';
import type { CountryCode } from '../../config/schema.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { notificationRow } from '../notifications/notifications.repository.js';
import { formatMoney } from '../shop/model.js';
import { HOLD_TEXTS } from '../payments/holds-model.js';
import type { Holds } from '../payments/holds.service.js';
import type { PaymentRepository, StoredPayment } from '../payments/payments.repository.js';
import type { PayableHandler } from '../payments/payments.service.js';
import type { FeaturedCounter } from './counter.js';
import { DEFAULT_FEATURED_OPTIONS, FEATURED_CURRENCY, FEATURED_TEXTS as T, type FeaturedOptions } from './model.js';
import type { CampaignRow, CampaignSpan, FeaturedRepository } from './featured.repository.js';
import { ctrOf, daysBetween, featuredStatus, featuredToday, fullDays, isCalendarDate, periodInstants } from './rules.js';

export interface FeaturedServiceDeps {
  uow: UnitOfWork;
  repo: FeaturedRepository;
  clock: Clock;
  counter: FeaturedCounter;
  options?: Partial<FeaturedOptions>;
  /** a purchase is a hold awaiting payment (core/payments/holds.service.ts) */
  holds: Holds;
  payments: Pick<PaymentRepository, 'ofSubject' | 'ofSubjects'>;
}

const notFound = () => new DomainError('not_found', T.notFound);
const bad = (field: string, message: string) => DomainError.validation([{ field, message }]);

/**
 * Reklamní kampaně: a company buys a period of featured visibility (dates in Europe/Prague), sees its
 * campaigns with their status and figures, cancels a planned one. A listing is featured exactly while a
 * campaign covers the clock's now (`inEffect`, used by the directory's search). At most `slots` campaigns
 * run on one day in one city and category: purchases there are serialised by a lock and checked inside
 * the transaction that inserts them.
 */
export function createFeaturedService(deps: FeaturedServiceDeps) {
  const { repo, clock, counter } = deps;
  const options: FeaturedOptions = { ...DEFAULT_FEATURED_OPTIONS, ...deps.options };

  function dto(r: CampaignRow, payment: StoredPayment | undefined): FeaturedCampaignDto {
    const { payment_status: paymentStatus, ...row } = r;
    return {
      ...row,
      days: daysBetween(r.starts_on, r.ends_on),
      status: !r.cancelled_at && paymentStatus === 'awaiting_payment' ? 'awaiting_payment' : featuredStatus(r, clock.now()),
      ctr: ctrOf(r.clicks, r.impressions),
      payment: payment ? deps.holds.dto(payment, HOLD_TEXTS.featuredMessage(r.name)) : null,
    };
  }
  const dtoOf = async (id: number) => dto((await repo.find(id))!, await deps.payments.ofSubject('featured', id));

  function offerFor(country: CountryCode): FeaturedOfferDto {
    return {
      day_price: options.dayPrices[country],
      currency: FEATURED_CURRENCY[country],
      max_days: options.maxDays,
      slots: options.slots,
      today: featuredToday(clock.now()),
    };
  }

  let loaded: { at: number; spans: Promise<CampaignSpan[]> } | undefined;
  /** The not-ended campaigns, reloaded when older than cacheSeconds or when the clock is before their load. */
  function spansAt(now: number): Promise<CampaignSpan[]> {
    if (!loaded || now < loaded.at || now - loaded.at >= options.cacheSeconds * 1000) {
      const spans = repo.notEnded(new Date(now));
      loaded = { at: now, spans };
      spans.catch(() => {
        if (loaded?.spans === spans) loaded = undefined;
      });
    }
    return loaded.spans;
  }
  const forget = () => {
    loaded = undefined;
  };

  async function notifyCompany(tx: Parameters<PayableHandler['paid']>[0], payment: StoredPayment, title: string, now: Date) {
    const campaign = await tx.featured.find(payment.subject_id);
    if (!campaign || payment.company_id === null) return;
    await tx.notifications.insert(
      notificationRow(
        {
          companyId: payment.company_id,
          type: 'advert_payment',
          title,
          message: `${campaign.name} · ${campaign.starts_on} – ${campaign.ends_on} · ${formatMoney(payment.amount, payment.currency)}`,
        },
        now,
      ),
    );
  }

  async function placeOf(companyId: number) {
    const place = await repo.listingPlace(companyId);
    if (!place) throw notFound();
    return place;
  }

  /** The request's dates checked: real days, not before today, at most maxDays. */
  function checkPeriod(input: FeaturedPurchaseRequest) {
    for (const field of ['starts_on', 'ends_on'] as const) {
      if (!isCalendarDate(input[field])) throw DomainError.validation([{ field, message: T.badDate, key: 'featured.date' }]);
    }
    if (input.ends_on < input.starts_on)
      throw DomainError.validation([{ field: 'ends_on', message: T.badDate, key: 'featured.dateOrder' }]);
    if (input.starts_on < featuredToday(clock.now())) throw bad('starts_on', T.startInPast);
    const days = daysBetween(input.starts_on, input.ends_on);
    if (days > options.maxDays) throw bad('ends_on', T.tooLong(options.maxDays));
    return days;
  }

  return {
    options,

    async list(companyId: number, query: { page: number; limit: number }) {
      const place = await placeOf(companyId);
      const page = await repo.list(companyId, (query.page - 1) * query.limit, query.limit);
      const payments = await deps.payments.ofSubjects(
        'featured',
        page.campaigns.map((c) => c.id),
      );
      return {
        campaigns: page.campaigns.map((c) => dto(c, payments.get(c.id))),
        total: page.total,
        page: query.page,
        page_size: query.limit,
        offer: offerFor(place.country_code),
      };
    },

    /**
     * Buys a period as a hold awaiting payment (featured once paid): only a verified listing (403); refused
     * when the company has a campaign on one of its days, when every slot is taken on one (holds count), or
     * when the company has `maxHolds` open holds already (409).
     */
    async purchase(companyId: number, input: FeaturedPurchaseRequest): Promise<FeaturedCampaignDto> {
      const days = checkPeriod(input);
      const place = await placeOf(companyId);
      deps.holds.assertVerified(place.status);
      const method = deps.holds.methodOf(input.payment_method);
      const { startsAt, endsAt } = periodInstants(input.starts_on, input.ends_on);
      const price = options.dayPrices[place.country_code] * days;
      const currency = FEATURED_CURRENCY[place.country_code];
      const { id, payment } = await deps.uow.write(async (tx) => {
        await tx.featured.lockPlace(place.city_id, place.category_id);
        await deps.holds.reserve(tx, companyId);
        const others = await tx.featured.overlapping(place, companyId, input.starts_on, input.ends_on);
        if (others.some((o) => o.company_id === companyId)) throw new DomainError('conflict', T.ownOverlap);
        const full = fullDays(
          input,
          others.filter((o) => o.same_place),
          options.slots,
        );
        if (full) throw new DomainError('conflict', T.slotsFull(full.from, full.to, options.slots));
        const now = clock.now();
        const campaignId = await tx.featured.insert(
          {
            company_id: companyId,
            country_code: place.country_code,
            city_id: place.city_id,
            category_id: place.category_id,
            name: input.name,
            starts_on: input.starts_on,
            ends_on: input.ends_on,
            starts_at: startsAt,
            ends_at: endsAt,
            price,
            currency,
          },
          now,
        );
        const opened = await deps.holds.open(
          tx,
          { subject: 'featured', subjectId: campaignId, companyId, country: place.country_code, amount: price, currency, method },
          now,
        );
        await tx.notifications.insert(
          notificationRow(
            {
              companyId: null,
              type: 'featured_campaign',
              title: T.notificationTitle,
              message: `${place.name} · ${formatMoney(price, currency)}`,
              data: {
                Firma: place.name,
                Kampaň: input.name,
                Období: `${input.starts_on} – ${input.ends_on}`,
                Cena: formatMoney(price, currency),
              },
            },
            now,
          ),
        );
        return { id: campaignId, payment: opened };
      });
      await deps.holds.afterPurchase(payment, HOLD_TEXTS.featuredMessage(input.name));
      return dtoOf(id);
    },

    /**
     * Cancels the company's planned campaign (a started, finished or cancelled one is a conflict), or its
     * hold: the awaiting payment is closed first (a payment settled meanwhile wins: then it is a paid campaign).
     */
    async cancel(companyId: number, id: number): Promise<FeaturedCampaignDto> {
      const row = await repo.find(id);
      if (!row || row.company_id !== companyId) throw notFound();
      const now = clock.now();
      const done = await deps.uow.write(async (tx) => {
        const payment = await tx.payments.ofSubject('featured', id);
        if (payment?.status === 'awaiting' && (await tx.payments.cancel(payment.id, 'cancelled', now)))
          return tx.featured.cancelHold(id, now);
        const cancelled = await tx.featured.cancelPlanned(id, now);
        // the other instances drop their campaigns in effect when this commits
        if (cancelled) await tx.changes.announce('featured');
        return cancelled;
      });
      if (!done) throw new DomainError('conflict', T.onlyPlanned);
      forget();
      return dtoOf(id);
    },

    /** What a campaign's payment does to it (core/payments): paid makes the hold featured, closed unpaid frees its slot. */
    payable: {
      prepare: async () => undefined,
      async paid(tx, payment, _prepared, _paidAt, now) {
        if (!(await tx.featured.markPaid(payment.subject_id))) return;
        forget();
        await tx.changes.announce('featured');
        await notifyCompany(tx, payment, HOLD_TEXTS.featuredPaidTitle, now);
      },
      async cancelled(tx, payment, _prepared, reason, now) {
        if (!(await tx.featured.cancelHold(payment.subject_id, now))) return;
        if (reason === 'expired') await notifyCompany(tx, payment, HOLD_TEXTS.featuredExpiredTitle, now);
      },
    } satisfies PayableHandler,

    /**
     * The edition's listings featured by a campaign at the clock's now: company id -> campaign id. Read
     * from the campaigns not ended, loaded at most every `cacheSeconds` (and after this process's
     * purchases and cancellations), filtered by the instant here: exact to the millisecond, and a search
     * normally adds no query. Another process's purchase is seen within `cacheSeconds`.
     */
    async inEffect(country: CountryCode): Promise<Map<number, number>> {
      const now = clock.now().getTime();
      const spans = await spansAt(now);
      const found = new Map<number, number>();
      for (const s of spans) if (s.country_code === country && s.starts <= now && now < s.ends) found.set(s.company_id, s.id);
      return found;
    },

    /** Drops the campaigns in effect kept in memory (another instance changed them: the change listener calls it). */
    forget,

    /** Counts one impression of each campaign (in memory). */
    shown: (campaignIds: Iterable<number>) => counter.impressions(campaignIds),

    /** A visitor opened the listing `slug` from a featured place: a click of the campaign covering now, if any. */
    async clicked(slug: string): Promise<void> {
      const id = await repo.inEffectOf(slug, clock.now());
      if (id !== undefined) counter.click(id);
    },

    /** Writes the counts kept in memory (every `serve`, every 30 s and at its stop); on failure they stay pending. */
    async flush(): Promise<{ campaigns: number }> {
      const counts = counter.take();
      if (!counts.size) return { campaigns: 0 };
      try {
        await deps.uow.write((tx) => tx.featured.addCounts(counts));
      } catch (error) {
        counter.restore(counts);
        throw error;
      }
      return { campaigns: counts.size };
    },
  };
}
