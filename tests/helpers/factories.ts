import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import type { Core, Role } from '../../src/core/index.js';

/** The database each test app's core runs on (startTestApp records it): the core itself does not hand it out. */
const databases = new WeakMap<Core, Knex>();

export function recordDatabase(core: Core, db: Knex): void {
  databases.set(core, db);
}

function databaseOf(core: Core): Knex {
  const db = databases.get(core);
  if (!db) throw new Error('createUser: a company account needs the core of startTestApp (or recordDatabase(core, db))');
  return db;
}

export const PASSWORD = 'heslo-Pro-Test-42';

/** A user of `role`; a company account manages `company_id`, by default the first demo listing. */
export async function createUser(
  core: Core,
  role: Role,
  overrides: { email?: string; first_name?: string; last_name?: string; company_id?: number } = {},
) {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.cz`;
  const company_id =
    role === 'company' ? (overrides.company_id ?? Number((await databaseOf(core)('companies').orderBy('id').first('id')).id)) : null;
  return core.accounts.createUser({
    email,
    password: PASSWORD,
    role,
    first_name: overrides.first_name ?? 'Jana',
    last_name: overrides.last_name ?? 'Nováková',
    company_id,
  });
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
