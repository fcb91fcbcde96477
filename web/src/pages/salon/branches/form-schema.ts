import { z } from 'zod';
import { branchInput } from '../../../../../src/contract/branches.js';
import { formOf, typedNumber } from '../common/form-schemas.js';

/** The branch form's values (as typed), made into the request the contract judges. */
export const branchForm = formOf(
  {
    name: z.string(),
    address: z.string(),
    postal_code: z.string(),
    city_id: z.string(),
    phone: z.string(),
    is_active: z.boolean(),
    opening_hours: z.array(z.object({ weekday: z.number(), opens: z.string(), closes: z.string() })),
    employee_ids: z.array(z.number()),
  },
  branchInput,
  (v) => ({ ...v, city_id: typedNumber(v.city_id) }),
);
