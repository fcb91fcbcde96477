import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../accounts/password.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { DEMO_ACCOUNTS, DEMO_TEXTS, type DemoAccount, type DemoRole } from './model.js';
import type { DemoRepository } from './demo.repository.js';

/** 20 random characters (120 bits), readable to type. */
const newPassword = () => randomBytes(15).toString('base64url');

/**
 * One demo admin, one business account linked to the demo business (Sharp Barbershop, DEMO_BUSINESS_SLUG), and the seeded demo
 * customer with bookings, each with a new random password. Idempotent: a second run creates nothing
 * and replaces the passwords (the previous ones, and the sessions opened with them, stop working).
 */
export function createDemoAccountsService(deps: {
  uow: UnitOfWork;
  repo: DemoRepository;
  clock: Clock;
  hasher: PasswordHasher;
  baseUrl(): string;
}) {
  return {
    async accounts(): Promise<DemoAccount[]> {
      const customer = await deps.repo.user(DEMO_ACCOUNTS.customer.email);
      const existingCompany = await deps.repo.user(DEMO_ACCOUNTS.company.email);
      const listing =
        (existingCompany?.company_id ? await deps.repo.listing(existingCompany.company_id) : undefined) ?? (await deps.repo.demoBusiness());
      if (!customer || !listing) throw new DomainError('not_found', DEMO_TEXTS.noDemo);
      const base = deps.baseUrl();
      const now = deps.clock.now();
      const out: DemoAccount[] = [];
      for (const role of ['admin', 'company', 'customer'] as DemoRole[]) {
        const spec = DEMO_ACCOUNTS[role];
        const password = newPassword();
        const hash = await deps.hasher.hash(password);
        const existing = role === 'customer' ? customer : await deps.repo.user(spec.email);
        const companyId = role === 'company' ? listing.id : null;
        if (existing) await deps.uow.write((tx) => tx.demo.resetPassword(existing.id, spec.email, hash, companyId, now));
        else if ('first_name' in spec) {
          await deps.repo.insert(
            {
              email: spec.email,
              first_name: spec.first_name,
              last_name: spec.last_name,
              role: role === 'company' ? 'company_owner' : role,
              company_id: companyId,
              password_hash: hash,
            },
            now,
          );
        }
        const user = existing ?? (await deps.repo.user(spec.email))!;
        out.push({
          role,
          email: spec.email,
          password,
          name: `${user.first_name} ${user.last_name}`.trim(),
          login_url: `${base}/prihlaseni`,
          dashboard_url: `${base}${spec.path}`,
          ...(role === 'company' ? { company: listing } : {}),
        });
      }
      return out;
    },
  };
}
