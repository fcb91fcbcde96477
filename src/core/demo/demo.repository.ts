import type { Knex } from 'knex';
import { DEMO_BUSINESS_SLUG } from './model.js';

export interface DemoUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  company_id: number | null;
}

/** The queries of the demo accounts. */
export function createDemoRepository(db: Knex) {
  return {
    async user(email: string): Promise<DemoUserRow | undefined> {
      const row = await db('users').where({ email }).first('id', 'email', 'first_name', 'last_name', 'role', 'company_id');
      return row ? { ...row, id: Number(row.id), company_id: row.company_id === null ? null : Number(row.company_id) } : undefined;
    },
    /** The demo business (DEMO_BUSINESS_SLUG), while it is listed. */
    async demoBusiness(): Promise<{ id: number; name: string; slug: string } | undefined> {
      const row = await db('companies').where({ slug: DEMO_BUSINESS_SLUG, status: 'active' }).first('id', 'name', 'slug');
      return row ? { id: Number(row.id), name: String(row.name), slug: String(row.slug) } : undefined;
    },
    async listing(id: number): Promise<{ id: number; name: string; slug: string } | undefined> {
      const row = await db('companies').where({ id }).first('id', 'name', 'slug');
      return row ? { id: Number(row.id), name: String(row.name), slug: String(row.slug) } : undefined;
    },
    async insert(
      user: { email: string; first_name: string; last_name: string; role: string; company_id: number | null; password_hash: string },
      now: Date,
    ): Promise<void> {
      await db('users').insert({ ...user, is_active: true, created_at: now.toISOString(), updated_at: now.toISOString() });
    },
    /** A new password: the old one, the account's sessions and its failed attempts end with it (in the caller's unit of work). */
    async resetPassword(id: number, email: string, passwordHash: string, companyId: number | null, now: Date): Promise<void> {
      await db('users')
        .where({ id })
        .update({
          password_hash: passwordHash,
          is_active: true,
          ...(companyId ? { company_id: companyId } : {}),
          updated_at: now.toISOString(),
        });
      await db('sessions').where({ user_id: id }).delete();
      await db('login_attempts').where({ email }).delete();
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;
