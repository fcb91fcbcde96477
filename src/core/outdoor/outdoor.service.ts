import type {
  OutdoorBookRequest,
  OutdoorCampaignRequest,
  OutdoorContractDto,
  OutdoorSpaceCreateRequest,
  OutdoorSpaceDto,
  OutdoorSpaceStatus,
  OutdoorSpaceUpdateRequest,
} from '../../contract/outdoor.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { pragueToday } from '../hosting/rules.js';
import { MONTHLY_VIEWS_DAYS, OUTDOOR_CURRENCY, OUTDOOR_TEXTS as T } from './model.js';
import { HOLD_TEXTS } from '../payments/holds-model.js';
import type { Holds } from '../payments/holds.service.js';
import type { PaymentRepository, StoredPayment } from '../payments/payments.repository.js';
import type { PayableHandler } from '../payments/payments.service.js';
import { notificationRow } from '../notifications/notifications.repository.js';
import { formatMoney } from '../shop/model.js';
import { reportCsv } from './report.js';
import type { BookedPeriod, ContractRow, OutdoorRepository, SpaceFields, SpaceRow } from './outdoor.repository.js';
import { addDays, contractPrice, contractState, endAfterMonths, extendEnd, isCalendarDate, statisticsOf } from './rules.js';

export interface OutdoorServiceDeps {
  uow: UnitOfWork;
  repo: OutdoorRepository;
  clock: Clock;
  /** a rental is a hold awaiting payment (core/payments/holds.service.ts) */
  holds: Holds;
  payments: Pick<PaymentRepository, 'ofSubjects'>;
}

interface Paging {
  page: number;
  limit: number;
}

const spaceNotFound = () => new DomainError('not_found', T.spaceNotFound);
const contractNotFound = () => new DomainError('not_found', T.contractNotFound);
const bad = (field: string, message: string) => DomainError.validation([{ field, message }]);

function checkDate(field: string, value: string) {
  if (!isCalendarDate(value)) throw DomainError.validation([{ field, message: T.badDate, key: 'outdoor.date' }]);
}

/**
 * The space as shown: a paid contract running today shows it occupied (maintenance stays maintenance); a hold
 * awaiting payment is among the booked periods (its days are taken) but is not a rental yet.
 */
function toSpaceDto(row: SpaceRow, booked: BookedPeriod[], today: string): OutdoorSpaceDto {
  const manual = row.status as OutdoorSpaceStatus;
  const runningToday = booked.some((p) => !p.hold && p.start_date <= today && today <= p.end_date);
  return {
    ...row,
    status: manual === 'maintenance' ? 'maintenance' : runningToday ? 'occupied' : manual,
    manual_status: manual,
    booked: booked.map((p) => ({ start_date: p.start_date, end_date: p.end_date })),
  };
}

/**
 * Outdoor advertising: the operator's ad spaces (admin), and a company's rentals of them (the salon's
 * Outdoorová reklama, /outdoor-ad/{id}): book, extend, edit the campaign, the statistics and their report.
 * Two contracts of one space never share a day: every write that sets a contract's dates locks the
 * space's row and checks the space's other contracts in the same transaction.
 */
export function createOutdoorService(deps: OutdoorServiceDeps) {
  const { repo } = deps;
  const today = () => pragueToday(deps.clock.now());

  async function spaceDtos(rows: SpaceRow[], day: string): Promise<OutdoorSpaceDto[]> {
    const booked = await repo.bookedPeriods(
      rows.map((r) => r.id),
      day,
    );
    return rows.map((r) => toSpaceDto(r, booked.get(r.id) ?? [], day));
  }

  async function contractDtos(rows: ContractRow[]): Promise<OutdoorContractDto[]> {
    const day = today();
    const spaceIds = [...new Set(rows.map((r) => r.space_id))];
    const [spaces, totals, payments] = await Promise.all([
      Promise.all(spaceIds.map((id) => repo.findSpace(id))),
      repo.totals(
        rows.map((r) => r.id),
        addDays(day, -(MONTHLY_VIEWS_DAYS - 1)),
        day,
      ),
      deps.payments.ofSubjects(
        'outdoor',
        rows.map((r) => r.id),
      ),
    ]);
    const spaceDtoById = new Map(
      (
        await spaceDtos(
          spaces.filter((s): s is SpaceRow => !!s),
          day,
        )
      ).map((s) => [s.id, s]),
    );
    return rows.map((r) => ({
      id: r.id,
      space: spaceDtoById.get(r.space_id)!,
      company_id: r.company_id,
      company_name: r.company_name,
      campaign: r.campaign_name,
      start_date: r.start_date,
      end_date: r.end_date,
      monthly_price: r.monthly_price,
      price: r.price,
      currency: r.currency,
      state: contractState(r, day),
      statistics: statisticsOf(totals.get(r.id) ?? { views: 0, clicks: 0, conversions: 0, days: 0, recent_views: 0 }),
      payment: paymentDto(payments.get(r.id), r.campaign_name),
      is_demo: r.is_demo,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  async function contractDto(id: number): Promise<OutdoorContractDto> {
    const row = await repo.findContract(id);
    if (!row) throw contractNotFound();
    return (await contractDtos([row]))[0]!;
  }

  /** The company's own contract; another company's is not found. */
  async function ownContract(companyId: number, id: number): Promise<ContractRow> {
    const row = await repo.findContract(id);
    if (!row || row.company_id !== companyId) throw contractNotFound();
    return row;
  }

  const paymentDto = (payment: StoredPayment | undefined, campaign: string) =>
    payment ? deps.holds.dto(payment, HOLD_TEXTS.outdoorMessage(campaign)) : null;

  /** A contract that can still change: not cancelled, not ended, not a hold (its payment's amount is fixed). */
  function checkChangeable(row: ContractRow, day: string) {
    const state = contractState(row, day);
    if (state === 'cancelled') throw new DomainError('conflict', T.cancelled);
    if (state === 'awaiting_payment') throw new DomainError('conflict', T.awaitingPayment);
    if (state === 'ended') throw new DomainError('conflict', T.ended);
    return state;
  }

  /**
   * Changes a company's contract under its space's lock: `change` gets the contract as it is now (read
   * after the lock, so two changes of one contract apply one after the other) and gives its new name and
   * dates; another contract of the space on those days is a conflict. The price follows the dates.
   */
  async function changeContract(
    companyId: number,
    id: number,
    change: (row: ContractRow, day: string) => { campaign_name?: string; start_date: string; end_date: string },
  ): Promise<OutdoorContractDto> {
    const { space_id: spaceId } = await ownContract(companyId, id);
    await deps.uow.write(async (tx) => {
      await tx.outdoor.lockSpace(spaceId);
      const row = await tx.outdoor.findContract(id);
      if (!row) throw contractNotFound();
      const fields = change(row, today());
      const period = { start_date: fields.start_date, end_date: fields.end_date };
      if (await tx.outdoor.overlapping(spaceId, period, id)) throw new DomainError('conflict', T.overlap);
      await tx.outdoor.updateContract(
        id,
        { ...fields, price: contractPrice(row.monthly_price, period.start_date, period.end_date) },
        deps.clock.now(),
      );
    });
    return contractDto(id);
  }

  async function notifyCompany(tx: Parameters<PayableHandler['paid']>[0], payment: StoredPayment, title: string, now: Date) {
    const contract = await tx.outdoor.findContract(payment.subject_id);
    if (!contract || payment.company_id === null) return;
    await tx.notifications.insert(
      notificationRow(
        {
          companyId: payment.company_id,
          type: 'advert_payment',
          title,
          message: `${contract.campaign_name} · ${contract.start_date} – ${contract.end_date} · ${formatMoney(payment.amount, payment.currency)}`,
        },
        now,
      ),
    );
  }

  async function getSpace(id: number): Promise<OutdoorSpaceDto> {
    const row = await repo.findSpace(id);
    if (!row) throw spaceNotFound();
    return (await spaceDtos([row], today()))[0]!;
  }

  return {
    // ---- a company

    /** The spaces of the company's edition it can rent (not in maintenance), by city. */
    async spacesForCompany(companyId: number, query: Paging & { city?: string }) {
      const country = await repo.companyCountry(companyId);
      const page = await repo.listSpaces({
        country: country ?? 'CZ',
        rentable: true,
        city: query.city || undefined,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { spaces: await spaceDtos(page.spaces, today()), total: page.total, page: query.page, page_size: query.limit };
    },

    async contractsOfCompany(companyId: number, query: Paging) {
      const page = await repo.listContracts({ companyId, offset: (query.page - 1) * query.limit, limit: query.limit });
      return { contracts: await contractDtos(page.contracts), total: page.total, page: query.page, page_size: query.limit };
    },

    async contractOfCompany(companyId: number, id: number): Promise<OutdoorContractDto> {
      await ownContract(companyId, id);
      return contractDto(id);
    },

    /**
     * Rents a space from `start_date` for whole months, as a hold awaiting payment (a rental once paid): only a
     * verified listing (403); months another contract or hold takes are a conflict, and so is one more open
     * hold than `maxHolds` (409).
     */
    async book(companyId: number, spaceId: number, input: OutdoorBookRequest): Promise<OutdoorContractDto> {
      checkDate('start_date', input.start_date);
      const day = today();
      if (input.start_date < day) throw DomainError.validation([{ field: 'start_date', message: T.startInPast }]);
      const listing = await repo.companyListing(companyId);
      deps.holds.assertVerified(listing?.status ?? '');
      const method = deps.holds.methodOf(input.payment_method);
      const country = listing?.country;
      const endDate = endAfterMonths(input.start_date, input.months);
      const { id, payment } = await deps.uow.write(async (tx) => {
        await tx.outdoor.lockSpace(spaceId);
        const space = await tx.outdoor.findSpace(spaceId);
        if (!space || space.country_code !== country) throw spaceNotFound();
        if (space.status === 'maintenance') throw new DomainError('conflict', T.maintenance);
        await deps.holds.reserve(tx, companyId);
        const period = { start_date: input.start_date, end_date: endDate };
        if (await tx.outdoor.overlapping(spaceId, period)) throw new DomainError('conflict', T.overlap);
        const now = deps.clock.now();
        const price = contractPrice(space.price_per_month, period.start_date, period.end_date);
        const contractId = await tx.outdoor.insertContract(
          {
            space_id: spaceId,
            company_id: companyId,
            campaign_name: input.campaign,
            ...period,
            monthly_price: space.price_per_month,
            price,
            currency: space.currency,
          },
          now,
        );
        const opened = await deps.holds.open(
          tx,
          {
            subject: 'outdoor',
            subjectId: contractId,
            companyId,
            country: space.country_code,
            amount: price,
            currency: space.currency,
            method,
          },
          now,
        );
        return { id: contractId, payment: opened };
      });
      await deps.holds.afterPurchase(payment, HOLD_TEXTS.outdoorMessage(input.campaign));
      return contractDto(id);
    },

    /** What a contract's payment does to it (core/payments): paid makes the hold an active rental, closed unpaid frees its days. */
    payable: {
      prepare: async () => undefined,
      async paid(tx, payment, _prepared, _paidAt, now) {
        if (await tx.outdoor.markPaid(payment.subject_id, now)) await notifyCompany(tx, payment, HOLD_TEXTS.outdoorPaidTitle, now);
      },
      async cancelled(tx, payment, _prepared, reason, now) {
        if ((await tx.outdoor.cancelHold(payment.subject_id, now)) && reason === 'expired')
          await notifyCompany(tx, payment, HOLD_TEXTS.outdoorExpiredTitle, now);
      },
    } satisfies PayableHandler,

    /** 'Prodloužit smlouvu': the end date moves by whole months, if no other contract holds them. */
    async extend(companyId: number, id: number, months: number): Promise<OutdoorContractDto> {
      return changeContract(companyId, id, (row, day) => {
        checkChangeable(row, day);
        return { start_date: row.start_date, end_date: extendEnd(row.end_date, months) };
      });
    },

    /**
     * 'Upravit kampaň': the name and the dates. A running campaign keeps its start; a scheduled one
     * cannot start in the past; the end is not in the past.
     */
    async editCampaign(companyId: number, id: number, input: OutdoorCampaignRequest): Promise<OutdoorContractDto> {
      checkDate('start_date', input.start_date);
      checkDate('end_date', input.end_date);
      return changeContract(companyId, id, (row, day) => {
        const state = checkChangeable(row, day);
        if (state === 'running' && input.start_date !== row.start_date) throw bad('start_date', T.startMoved);
        if (state === 'scheduled' && input.start_date < day) throw bad('start_date', T.startInPast);
        if (input.end_date < day) throw bad('end_date', T.endInPast);
        return { campaign_name: input.campaign, start_date: input.start_date, end_date: input.end_date };
      });
    },

    /** 'Stáhnout report': the contract's daily figures as CSV. */
    async report(companyId: number, id: number): Promise<{ filename: string; content: string }> {
      const row = await ownContract(companyId, id);
      const [contract, days] = await Promise.all([contractDto(id), repo.days(id)]);
      return { filename: `outdoor-report-${row.id}-${today()}.csv`, content: reportCsv(contract, days) };
    },

    // ---- the operator (admin)

    async listSpaces(query: Paging & { country?: string; status?: OutdoorSpaceStatus; q?: string }) {
      const page = await repo.listSpaces({
        country: query.country,
        status: query.status,
        q: query.q?.trim() || undefined,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { spaces: await spaceDtos(page.spaces, today()), total: page.total, page: query.page, page_size: query.limit };
    },

    getSpace,

    /** A new space in `country` (the currency is the edition's). */
    async createSpace(input: OutdoorSpaceCreateRequest & { country: string }): Promise<OutdoorSpaceDto> {
      const { country, ...fields } = input;
      const columns: SpaceFields = {
        ...definedOf(fields),
        country_code: country,
        currency: OUTDOOR_CURRENCY[country] ?? 'CZK',
        image_url: fields.image_url || null,
      };
      const id = await deps.uow.write((tx) => tx.outdoor.insertSpace(columns, deps.clock.now()));
      return getSpace(id);
    },

    async updateSpace(id: number, input: OutdoorSpaceUpdateRequest): Promise<OutdoorSpaceDto> {
      const columns: SpaceFields = definedOf(input);
      if (input.image_url !== undefined) columns.image_url = input.image_url || null;
      const found = await deps.uow.write((tx) => tx.outdoor.updateSpace(id, columns, deps.clock.now()));
      if (!found) throw spaceNotFound();
      return getSpace(id);
    },

    /** Deletes a space without contracts; one with contracts is kept (the companies' history) and refused. */
    async deleteSpace(id: number): Promise<void> {
      await deps.uow.write(async (tx) => {
        await tx.outdoor.lockSpace(id);
        if (!(await tx.outdoor.findSpace(id))) throw spaceNotFound();
        if ((await tx.outdoor.contractCount(id)) > 0) throw new DomainError('conflict', T.hasContracts);
        await tx.outdoor.deleteSpace(id);
      });
    },

    async listContracts(query: Paging & { country?: string; space_id?: number; company_id?: number }) {
      const page = await repo.listContracts({
        country: query.country,
        spaceId: query.space_id,
        companyId: query.company_id,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { contracts: await contractDtos(page.contracts), total: page.total, page: query.page, page_size: query.limit };
    },
  };
}

/** A request's fields without the ones not given. */
function definedOf<T extends object>(input: T): SpaceFields {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as SpaceFields;
}
