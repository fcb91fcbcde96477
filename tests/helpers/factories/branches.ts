import type { Knex } from 'knex';
import { createBranchRepository, type BranchWrite } from '../../../src/core/branches/branches.repository.js';

export type BranchInput = Pick<BranchWrite, 'name' | 'address' | 'city_id'> &
  Partial<BranchWrite> & {
    /** when it was made (the test's clock or a fixed date) */
    at: Date | string;
  };

/**
 * A branch of the company written by the branches' repository (active, no postal code, phone, position,
 * hours or employees unless given), without the plan check of the Pobočky screen: its id.
 */
export async function createBranch(db: Knex, companyId: number, input: BranchInput): Promise<number> {
  const { at, ...fields } = input;
  return createBranchRepository(db).insert(
    companyId,
    { postal_code: null, phone: null, latitude: null, longitude: null, is_active: true, opening_hours: [], employee_ids: [], ...fields },
    typeof at === 'string' ? new Date(at) : at,
  );
}
