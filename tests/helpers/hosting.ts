import type { Knex } from 'knex';

/** A webhosting project row for tests (the fields the renewals, reminders and check read), answering its id. */
export async function insertHostingProject(
  db: Knex,
  fields: Partial<{
    country_code: string;
    company_name: string;
    domain: string;
    annual_fee: number | null;
    monthly_cost: number | null;
    website_created_date: string | null;
    next_payment_date: string | null;
    manual_status: string | null;
    contact_phone: string | null;
    contact_email: string | null;
    is_demo: boolean;
    domain_expiration_date: string | null;
  }>,
): Promise<number> {
  const now = new Date('2026-01-01T00:00:00Z').toISOString();
  const [row] = await db('webhosting_projects')
    .insert({
      country_code: 'CZ',
      company_name: 'Firma',
      domain: 'firma.cz',
      is_demo: false,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}
