import type { Knex } from 'knex';

/** A business as the sender of its own e-mail (salon E-maily): its name, its address and its edition. */
export interface CompanySender {
  id: number;
  name: string;
  email: string | null;
  country_code: string;
}

/** What compose reads of the company a company account writes for. */
export function createCompanySenderRepository(db: Knex) {
  return {
    async find(companyId: number): Promise<CompanySender | undefined> {
      const row = await db('companies').where({ id: companyId }).first('id', 'name', 'email', 'country_code');
      if (!row) return undefined;
      const email = typeof row.email === 'string' && row.email.trim() ? row.email.trim() : null;
      return { id: Number(row.id), name: String(row.name), email, country_code: String(row.country_code) };
    },
  };
}

export type CompanySenderRepository = ReturnType<typeof createCompanySenderRepository>;
