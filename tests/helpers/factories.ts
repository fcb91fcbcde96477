import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Core, Role } from '../../src/core/index.js';
import { databaseOf } from './factories/database.js';

// Every entity the tests make has a builder: here, in tests/helpers/factories/ (one module an area, re-exported
// below), or beside its area's other helpers, imported from there: bookings.ts (createBooking), listings.ts
// (createListing, createCity, createEmployee, createService), prospects.ts (insertProspects).
export { insertHostingProject } from './hosting.js';

// The factories of tests/helpers/factories/, one module an area.
export { createBranch } from './factories/branches.js';
export { createSentCampaign } from './factories/campaigns.js';
export { setEmailOffers } from './factories/customers.js';
export { recordDatabase } from './factories/database.js';
export { createMailbox, removeMailbox, switchMailAccount } from './factories/mailboxes.js';
export { createOrder } from './factories/orders.js';
export { createPhotoRows } from './factories/photos.js';
export { createQueueRow, createSentEntry, removeQueueRows } from './factories/queue.js';
export { createReview } from './factories/reviews.js';
export { forgetSettings, setSenderAddress } from './factories/settings.js';
export { createSalonEmployee } from './factories/staff.js';
export { createSuppressions } from './factories/suppressions.js';
export { emptyTables } from './factories/tables.js';
export { editBuiltInTemplate } from './factories/templates.js';
export { createTimeOff, removeTimeOff } from './factories/time-off.js';

export const PASSWORD = 'heslo-Pro-Test-42';

/**
 * A user of `role`; a company account manages `company_id`, by default the first demo listing. `active: false`
 * is an account the operator switched off: the product has no screen for it, so the row is written.
 */
export async function createUser(
  core: Core,
  role: Role,
  overrides: { email?: string; first_name?: string; last_name?: string; company_id?: number; active?: boolean } = {},
) {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.cz`;
  const company_id =
    role === 'company'
      ? (overrides.company_id ??
        Number((await databaseOf(core, 'createUser: a company account')('companies').orderBy('id').first('id')).id))
      : null;
  const user = await core.accounts.createUser({
    email,
    password: PASSWORD,
    role,
    first_name: overrides.first_name ?? 'Jana',
    last_name: overrides.last_name ?? 'Nováková',
    company_id,
  });
  if (overrides.active === false)
    await databaseOf(core, 'createUser: an inactive account')('users').where({ id: user.id }).update({ is_active: false });
  return user;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** Creates a user of `role` and returns it with a session token. */
export async function userWithToken(app: FastifyInstance, core: Core, role: Role) {
  const user = await createUser(core, role);
  const res = await login(app, user.email);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, token: res.json().token as string };
}

/** A Prague billboard of the CZ edition made by a new admin through the API (15 000 Kč a month): its id. */
export async function createOutdoorSpace(app: FastifyInstance, core: Core, location: string): Promise<number> {
  const admin = await userWithToken(app, core, 'admin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/outdoor/spaces',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: {
      country: 'CZ',
      type: 'Billboard',
      location,
      city: 'Praha',
      latitude: 50.08,
      longitude: 14.43,
      size: '5,1 x 2,4 m',
      price_per_month: 1_500_000,
    },
  });
  if (res.statusCode !== 201) throw new Error(`outdoor space not made: ${res.statusCode} ${res.body}`);
  return res.json().space.id as number;
}
