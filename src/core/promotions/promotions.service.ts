import { contractProblem } from '../../contract/messages.js';
import type { BookablePromotionDto, CompanyPromotionDto, PromotionRequest, PromotionState } from '../../contract/promotions.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { PROMOTION_TEXTS, type PromotionOptions } from './model.js';
import type { PromotionRepository, PromotionRow, PromotionWrite } from './promotions.repository.js';
import { appliesToPrice, dayEnd, dayOf, dayStart, discountedPrice, lastDayOf, stateOf } from './rules.js';
import { createPromotionMailer, type PromotionMailerDeps } from './mailer.service.js';

export interface PromotionDeps extends Omit<PromotionMailerDeps, 'repo'> {
  uow: UnitOfWork;
  repo: PromotionRepository;
  clock: Clock;
  options: PromotionOptions;
}

const bad = (field: string, message: string) => DomainError.validation([{ field, message }]);

/** A company's promotions (salon Marketing), the booking modal's choice and e-mailing them to customers. */
export function createPromotionService(deps: PromotionDeps) {
  const mailer = createPromotionMailer(deps);

  async function companyOf(companyId: number) {
    const company = await deps.repo.company(companyId);
    if (!company) throw new DomainError('not_found', PROMOTION_TEXTS.notFound);
    return company;
  }

  function toDto(p: PromotionRow, timeZone: string): CompanyPromotionDto {
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      discount_type: p.discount_type,
      discount: p.discount,
      currency: p.currency,
      service_id: p.service_id,
      service_name: p.service_id === null ? null : p.service_name,
      valid_from: p.valid_from ? dayOf(p.valid_from, timeZone) : null,
      valid_until: lastDayOf(p.valid_until, timeZone),
      is_active: p.is_active,
      usage_limit: p.usage_limit,
      used_count: p.used_count,
      state: stateOf(p, deps.clock.now()),
      sent_count: p.sent_count,
      created_at: p.created_at,
    };
  }

  /** The request as stored: the service checked to be the company's, a fixed discount not above its price, the days as instants. */
  async function writeOf(companyId: number, timeZone: string, body: PromotionRequest): Promise<PromotionWrite> {
    const service = body.service_id ? await deps.repo.service(companyId, body.service_id) : undefined;
    if (body.service_id && !service) throw DomainError.validation([contractProblem('service_id', 'promotion.service')]);
    if (service && !appliesToPrice(service.price, body.discount_type, body.discount))
      throw DomainError.validation([contractProblem('discount', 'promotion.fixedAbovePrice')]);
    const validUntil = dayEnd(body.valid_until, timeZone);
    if (validUntil.getTime() <= deps.clock.now().getTime()) throw bad('valid_until', PROMOTION_TEXTS.untilInPast);
    return {
      title: body.title,
      description: body.description ?? '',
      discount: body.discount,
      discount_type: body.discount_type,
      service_id: service?.id ?? null,
      service_name: service?.name ?? null,
      original_price: service?.price ?? null,
      discounted_price: service ? discountedPrice(service.price, body.discount_type, body.discount) : null,
      valid_from: body.valid_from ? dayStart(body.valid_from, timeZone) : null,
      valid_until: validUntil,
      usage_limit: body.usage_limit ?? null,
    };
  }

  async function own(companyId: number, id: number) {
    const found = await deps.repo.find(companyId, id);
    if (!found) throw new DomainError('not_found', PROMOTION_TEXTS.notFound);
    return found;
  }

  return {
    async list(companyId: number, q: { state?: PromotionState; page: number; limit: number }) {
      const company = await companyOf(companyId);
      const { total, promotions } = await deps.repo.list(companyId, { ...q, now: deps.clock.now() });
      return { total, page: q.page, page_size: q.limit, promotions: promotions.map((p) => toDto(p, company.timeZone)) };
    },

    async get(companyId: number, id: number) {
      const company = await companyOf(companyId);
      return toDto(await own(companyId, id), company.timeZone);
    },

    async create(companyId: number, body: PromotionRequest): Promise<CompanyPromotionDto> {
      const company = await companyOf(companyId);
      const values = await writeOf(companyId, company.timeZone, body);
      const currency = EDITIONS[company.country as keyof typeof EDITIONS]?.currency ?? 'CZK';
      const id = await deps.uow.write((tx) =>
        tx.promotions.insert({ ...values, company_id: companyId, country_code: company.country, currency }, deps.clock.now()),
      );
      return toDto((await deps.repo.find(companyId, id))!, company.timeZone);
    },

    async update(companyId: number, id: number, body: PromotionRequest): Promise<CompanyPromotionDto> {
      const company = await companyOf(companyId);
      const current = await own(companyId, id);
      if (!current.is_active) throw new DomainError('conflict', PROMOTION_TEXTS.endedCannotChange);
      const values = await writeOf(companyId, company.timeZone, body);
      if (values.usage_limit !== null && values.usage_limit < current.used_count)
        throw bad('usage_limit', PROMOTION_TEXTS.usageBelowUsed(current.used_count));
      await deps.uow.write((tx) => tx.promotions.update(companyId, id, values, deps.clock.now()));
      return toDto((await deps.repo.find(companyId, id))!, company.timeZone);
    },

    /** Deletes a promotion nothing refers to (no use, booking or send); ends any other, which stays as history. */
    async end(companyId: number, id: number): Promise<{ deleted: boolean; promotion: CompanyPromotionDto | null }> {
      const company = await companyOf(companyId);
      await own(companyId, id);
      const deleted = await deps.uow.write(async (tx) => {
        if (await tx.promotions.hasHistory(id)) {
          await tx.promotions.end(companyId, id, deps.clock.now());
          return false;
        }
        await tx.promotions.remove(companyId, id);
        return true;
      });
      return { deleted, promotion: deleted ? null : toDto((await deps.repo.find(companyId, id))!, company.timeZone) };
    },

    /** What the booking modal offers for a service of a company now, with the lowered price. */
    async bookable(slug: string, serviceId: number): Promise<BookablePromotionDto[]> {
      const company = await deps.repo.companyBySlug(slug);
      if (!company || company.status !== 'active') return [];
      const service = await deps.repo.service(company.id, serviceId);
      if (!service) return [];
      const usable = await deps.repo.usableFor(company.id, serviceId, deps.clock.now());
      return usable
        .filter((p) => appliesToPrice(service.price, p.discount_type, p.discount))
        .map((p) => ({
          id: p.id,
          title: p.title,
          discount_type: p.discount_type,
          discount: p.discount,
          valid_until: lastDayOf(p.valid_until, company.timeZone),
          original_price: service.price,
          price: discountedPrice(service.price, p.discount_type, p.discount),
          currency: service.currency,
        }));
    },

    /** How many customers a send would reach now, and what today's limit leaves. */
    async recipients(companyId: number, id: number) {
      const company = await companyOf(companyId);
      await own(companyId, id);
      return mailer.preview(company, id);
    },

    /** E-mails the promotion to the company's opted-in customers who do not have it yet (up to today's limit). */
    async send(companyId: number, id: number) {
      const company = await companyOf(companyId);
      const promo = await own(companyId, id);
      if (stateOf(promo, deps.clock.now()) === 'ended') throw new DomainError('conflict', PROMOTION_TEXTS.sendEnded);
      return mailer.send(company, promo);
    },
  };
}
