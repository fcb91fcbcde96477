import type { Knex } from 'knex';

export interface TimeOffInput {
  company_id: number;
  /** null (the default): the whole business is off */
  employee_id?: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  reason?: string | null;
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

/** A time off of a business or one of its employees: the product honours time off but has no screen that writes it. Its id. */
export async function createTimeOff(db: Knex, input: TimeOffInput): Promise<number> {
  const [row] = await db('time_off')
    .insert({
      company_id: input.company_id,
      employee_id: input.employee_id ?? null,
      starts_at: iso(input.starts_at),
      ends_at: iso(input.ends_at),
      reason: input.reason ?? null,
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** Deletes the time offs `ids` (createTimeOff's): the product has no screen that removes one either. */
export async function removeTimeOff(db: Knex, ...ids: number[]): Promise<void> {
  await db('time_off').whereIn('id', ids).delete();
}
