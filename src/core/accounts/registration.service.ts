import type { RegisterCompanyRequest, RegisterCustomerRequest } from '../../contract/registration.js';
import { contractProblem } from '../../contract/messages.js';
import { isUniqueViolation } from '../../db/dialect.js';
import type { ListingRepository } from '../directory/listing.repository.js';
import type { Edition } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { foldText, slugify } from '../text/normalize.js';
import { SWITCH_MESSAGES } from '../settings/model.js';
import { ACCOUNT_MESSAGES as M } from './model.js';
import type { AccountsService } from './accounts.service.js';

interface Client {
  ip: string | null;
  userAgent: string | null;
}

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

const emailTaken = () => new DomainError('conflict', M.emailTaken, { fields: [{ field: 'email', message: M.emailTaken }] });

/** /registrace (customer) and /registrace-firmy (company user + unverified listing, in one transaction). */
/**
 * Claim links of offers to prospects (core/prospects): which prospect a token names (the transaction's
 * prospects repository links it).
 */
export interface ProspectClaims {
  prospectIdOf(token: string): number | undefined;
  invalidMessage: string;
}

export function createRegistrationService(deps: {
  uow: UnitOfWork;
  accounts: AccountsService;
  clock: Clock;
  claims?: ProspectClaims;
  /** Nastavení › Obecné › Povolit registraci (open when absent) */
  registrationOpen?: () => Promise<boolean>;
  /** the new listing's coordinates from its address (core/geocoding; nothing without a geocoder) */
  locateListing?: (companyId: number) => Promise<void>;
}) {
  const { uow, accounts, clock } = deps;

  /** Registration switched off: 403 with a Czech message (the admin's `users create` still works). */
  async function assertOpen() {
    if (deps.registrationOpen && !(await deps.registrationOpen())) throw new DomainError('forbidden', SWITCH_MESSAGES.registrationClosed);
  }

  async function uniqueSlug(listings: ListingRepository, base: string) {
    const taken = new Set(await listings.slugsLike(base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  return {
    async registerCustomer(input: RegisterCustomerRequest, client: Client) {
      await assertOpen();
      const user = await accounts.createUser({
        ...splitName(input.name),
        email: input.email,
        password: input.password,
        phone: input.phone,
        role: 'customer',
      });
      return { token: await accounts.startSession(user, client.ip, client.userAgent), user };
    },

    async registerCompany(input: RegisterCompanyRequest, edition: Edition, client: Client) {
      await assertOpen();
      await accounts.assertPasswordPolicy(input.password);
      const claimInvalid = () => DomainError.validation([{ field: 'claim', message: deps.claims?.invalidMessage ?? M.invalidLink }]);
      const prospectId = input.claim ? deps.claims?.prospectIdOf(input.claim) : undefined;
      if (input.claim && prospectId === undefined) throw claimInvalid();
      const passwordHash = await accounts.hashPassword(input.password); // slow: before the write lock
      const now = clock.now();
      const { user, company } = await uow
        .write(async (tx) => {
          const { listings, accounts: users } = tx;
          const category = await listings.findCategory(edition.code, input.category);
          const subcategory = category && (await listings.findSubcategory(Number(category.id), input.subcategory));
          const city = await listings.findCity(edition.code, slugify(input.city), foldText(input.city));
          const fields = [
            ...(category ? [] : [contractProblem('category', 'registration.category')]),
            ...(subcategory ? [] : [contractProblem('subcategory', 'registration.subcategory')]),
            ...(city ? [] : [contractProblem('city', 'registration.city')]),
          ];
          if (fields.length) throw DomainError.validation(fields);
          if (await users.findUserByEmail(input.email)) throw emailTaken();
          const slug = await uniqueSlug(listings, slugify(`${input.companyName} ${String(city!.slug)}`).slice(0, 180) || 'firma');
          const companyId = await listings.insert(
            {
              country_code: edition.code,
              slug,
              name: input.companyName,
              category_id: Number(category!.id),
              subcategory_id: Number(subcategory!.id),
              city_id: Number(city!.id),
              address: input.address,
              description: input.description,
              phone: input.phone,
              email: input.email.toLowerCase(),
              website: input.website ?? null,
              status: 'unverified',
              time_zone: edition.timeZone,
            },
            now,
          );
          await tx.searchDocuments.refresh([companyId]);
          if (prospectId !== undefined && !(await tx.prospects.claim(prospectId, companyId, now))) throw claimInvalid();
          const created = await users.insertUser(
            {
              email: input.email,
              password_hash: passwordHash,
              ...splitName(input.contactPerson),
              phone: input.phone,
              role: 'company_owner',
              company_id: companyId,
            },
            now,
          );
          return { user: created, company: { id: companyId, slug, status: 'unverified' } };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      await deps.locateListing?.(company.id);
      const { password_hash: _h, is_active: _a, ...publicUser } = user;
      return { token: await accounts.startSession(publicUser, client.ip, client.userAgent), user: publicUser, company };
    },
  };
}
