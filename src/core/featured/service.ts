import type { FeaturedCampaignDto, FeaturedOfferDto, FeaturedPurchaseRequest } from '../../contract/featured.js';
import type { CountryCode } from '../../config/schema.js';
import { DomainError } from '../errors.js';
import type { Clock, UnitOfWork } from '../ports.js';
import { notificationRow } from '../notifications/repository.js';
import { formatMoney } from '../shop/model.js';
import type { FeaturedCounter } from './counter.js';
import { DEFAULT_FEATURED_OPTIONS, FEATURED_CURRENCY, FEATURED_TEXTS as T, type FeaturedOptions } from './model.js';
import type { CampaignRow, CampaignSpan, FeaturedRepository } from './repository.js';
import { ctrOf, daysBetween, featuredStatus, featuredToday, fullDays, isCalendarDate, periodInstants } from './rules.js';

export interface FeaturedServiceDeps {
  uow: UnitOfWork;
  repo: FeaturedRepository;
  clock: Clock;
  counter: FeaturedCounter;
  options?: Partial<FeaturedOptions>;
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

  function dto(r: CampaignRow): FeaturedCampaignDto {
    return {
      ...r,
      days: daysBetween(r.starts_on, r.ends_on),
      status: featuredStatus(r, clock.now()),
      ctr: ctrOf(r.clicks, r.impressions),
    };
  }

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
      return {
        campaigns: page.campaigns.map(dto),
        total: page.total,
        page: query.page,
        page_size: query.limit,
        offer: offerFor(place.country_code),
      };
    },

    /** Buys a period: refused when the company has a campaign on one of its days, or when every slot is taken on one. */
    async purchase(companyId: number, input: FeaturedPurchaseRequest): Promise<FeaturedCampaignDto> {
      const days = checkPeriod(input);
      const place = await placeOf(companyId);
      const { startsAt, endsAt } = periodInstants(input.starts_on, input.ends_on);
      const price = options.dayPrices[place.country_code] * days;
      const currency = FEATURED_CURRENCY[place.country_code];
      const id = await deps.uow.write(async (tx) => {
        await tx.featured.lockPlace(place.city_id, place.category_id);
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
            ...place,
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
        return campaignId;
      });
      forget();
      return dto((await repo.find(id))!);
    },

    /** Cancels the company's planned campaign (a started, finished or cancelled one is a conflict). */
    async cancel(companyId: number, id: number): Promise<FeaturedCampaignDto> {
      const row = await repo.find(id);
      if (!row || row.company_id !== companyId) throw notFound();
      const done = await deps.uow.write((tx) => tx.featured.cancelPlanned(id, clock.now()));
      if (!done) throw new DomainError('conflict', T.onlyPlanned);
      forget();
      return dto((await repo.find(id))!);
    },

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

    /** Counts one impression of each campaign (in memory). */
    shown: (campaignIds: Iterable<number>) => counter.impressions(campaignIds),

    /** A visitor opened the listing `slug` from a featured place: a click of the campaign covering now, if any. */
    async clicked(slug: string): Promise<void> {
      const id = await repo.inEffectOf(slug, clock.now());
      if (id !== undefined) counter.click(id);
    },

    /** Writes the counts kept in memory (the featured-counts job, serve's stop); on failure they stay pending. */
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

export type FeaturedService = ReturnType<typeof createFeaturedService>;
