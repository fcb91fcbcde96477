import { employeeInput, type EmployeeInputDto } from '../../../src/contract/salon.js';
import type { Core } from '../../../src/core/index.js';

/**
 * An employee of the company made as the salon's Zaměstnanci screen makes one (the contract's defaults,
 * the clock's time): its id. The colour is the screen's first one unless given.
 */
export async function createSalonEmployee(
  core: Core,
  companyId: number,
  input: Omit<EmployeeInputDto, 'color'> & { color?: string },
): Promise<number> {
  const employee = await core.salon.staff.createEmployee(companyId, employeeInput.parse({ color: '#3b82f6', ...input }));
  return employee.id;
}
