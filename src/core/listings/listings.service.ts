import type { CompanyListingStateDto, ListingDto, ListingListQuery, ListingUpdate } from '../../contract/listings.js';
import { DomainError } from '../errors.js';
import { isEmailAddress } from '../mail/model.js';
import type { OutboundService } from '../mail/outbound.service.js';
import { renderedText, type SystemTexts } from '../mail/system-texts.service.js';
import { languageOfCountry } from '../mail/template-files.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { foldText, slugify } from '../text/normalize.js';
import { DECISION_TEMPLATE, invalidTransitionMessage, LISTING_TEXTS as T, STATUS_OF, TRANSITIONS, type ListingDecision } from './model.js';
import type { ListingModerationRepository } from './listings.repository.js';

export interface ListingModerationDeps {
  /** a decision and its e-mail, an edit and the search columns: each written in one transaction */
  uow: UnitOfWork;
  repo: ListingModerationRepository;
  outbound: Pick<OutboundService, 'enqueueOneWithin'>;
  /** the e-mail's text in the listing's edition's language (the admin's template, else the package's file) */
  texts: SystemTexts;
  clock: Clock;
  /** the public base URL of an edition (links in the e-mails) */
  baseUrl(country: string): string;
}

export interface DecisionResult {
  listing: ListingDto;
  message: string;
  email_id: number | null;
}

/**
 * Moderation of listings: the admin list, the four decisions (each a conditional update, so two
 * admins deciding at once never both win), and the basic-field edit. Each decision queues its e-mail
 * to the business in the same transaction: the state and the e-mail commit together or not at all.
 */
export function createListingModerationService(deps: ListingModerationDeps) {
  const { repo } = deps;

  async function get(id: number, from: Pick<ListingModerationRepository, 'find'> = repo): Promise<ListingDto> {
    const listing = await from.find(id);
    if (!listing) throw new DomainError('not_found', T.notFound);
    return listing;
  }

  async function decide(decision: ListingDecision, id: number, reason: string | null, adminId: number | null): Promise<DecisionResult> {
    const rule = TRANSITIONS[decision];
    const edition = await repo.countryOf(id);
    if (!edition) throw new DomainError('not_found', T.notFound);
    const texts = await deps.texts.of(languageOfCountry(edition.country_code), [DECISION_TEMPLATE[decision]]);
    return deps.uow.write(async (tx) => {
      const now = deps.clock.now();
      const moved = await tx.moderation.decide(
        id,
        rule.from.map((s) => STATUS_OF[s]),
        { status: STATUS_OF[rule.to], reason: rule.needsReason ? reason : null, by: adminId },
        now,
      );
      const listing = await get(id, tx.moderation);
      if (!moved)
        throw new DomainError('conflict', invalidTransitionMessage(decision, listing.state, listing.name), { state: listing.state });
      const base = deps.baseUrl(listing.country_code);
      const to = [listing.email, listing.owner_email].find((a): a is string => Boolean(a && isEmailAddress(a)));
      let emailId: number | null = null;
      if (to) {
        const link = rule.to === 'verified' ? `${base}${listing.public_path}` : `${base}/firma`;
        const values = { company_name: listing.name, reason: listing.reason ?? '', cta_link: link, site: new URL(base).host };
        emailId = await deps.outbound.enqueueOneWithin(tx.queue, {
          kind: 'system',
          country: listing.country_code,
          to,
          toName: listing.name,
          ...renderedText(texts(DECISION_TEMPLATE[decision]), values),
          companyId: null,
          createdBy: adminId,
          tracking: false,
        });
      }
      return { listing, message: `${T.decided[decision](listing.name)} ${to ? T.mailQueued : T.noAddress}`, email_id: emailId };
    });
  }

  return {
    get: (id: number) => get(id),

    async list(query: ListingListQuery) {
      const { state, country, search, page, limit } = query;
      const planRequested = query.plan_request === 'pending';
      const counts = await repo.counts({ country, search, planRequested });
      const total = state ? counts[state] : Object.values(counts).reduce((a, b) => a + b, 0);
      const listings = await repo.page({ state, country, search, planRequested }, counts.unverified, (page - 1) * limit, limit);
      return { listings, total, page, limit, counts, plan_requests: await repo.planRequests({ country, search }) };
    },

    verify: (id: number, adminId: number | null = null) => decide('verify', id, null, adminId),
    reject: (id: number, reason: string, adminId: number | null = null) => decide('reject', id, reason, adminId),
    suspend: (id: number, reason: string, adminId: number | null = null) => decide('suspend', id, reason, adminId),
    reinstate: (id: number, adminId: number | null = null) => decide('reinstate', id, null, adminId),

    /** Corrects the basic fields; the city and category must be the listing's edition's. Search follows at once. */
    async update(id: number, input: ListingUpdate): Promise<{ listing: ListingDto; message: string }> {
      const current = await repo.countryOf(id);
      if (!current) throw new DomainError('not_found', T.notFound);
      const [cityId, categoryId] = await Promise.all([
        repo.findCity(current.country_code, slugify(input.city), foldText(input.city)),
        repo.findCategory(current.country_code, input.category),
      ]);
      const fields = [
        ...(cityId ? [] : [{ field: 'city', message: T.cityNotFound }]),
        ...(categoryId ? [] : [{ field: 'category', message: T.categoryNotFound }]),
      ];
      if (fields.length) throw DomainError.validation(fields);
      const subcategoryId = categoryId === current.category_id ? current.subcategory_id : await repo.firstSubcategory(categoryId!);
      const write = {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        website: input.website,
        city_id: cityId!,
        category_id: categoryId!,
        subcategory_id: subcategoryId,
      };
      const listing = await deps.uow.write(async (tx) => {
        if (!(await tx.moderation.update(id, write, deps.clock.now()))) throw new DomainError('not_found', T.notFound);
        await tx.searchDocuments.refresh([id]);
        return get(id, tx.moderation);
      });
      return { listing, message: T.updated(listing.name) };
    },

    /** The state of the company's own listing, for its dashboard (/firma). */
    async ofCompany(companyId: number): Promise<CompanyListingStateDto> {
      const listing = await get(companyId);
      return {
        state: listing.state,
        reason: listing.reason,
        moderated_at: listing.moderated_at,
        name: listing.name,
        public_path: listing.public_path,
      };
    },
  };
}
