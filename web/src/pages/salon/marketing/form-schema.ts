import { z } from 'zod';
import { promotionRequest } from '../../../../../src/contract/promotions.js';
import { formOf, typedNumber } from '../common/form-schemas.js';

/** 'Nová akce' / 'Upravit akci': the values as typed, made into the request the contract judges (empty optional fields: none). */
export const promotionForm = formOf(
  {
    title: z.string(),
    description: z.string(),
    discount_type: z.string(),
    discount: z.string(),
    service_id: z.string(),
    valid_from: z.string(),
    valid_until: z.string(),
    usage_limit: z.string(),
  },
  promotionRequest,
  (v) => ({
    ...v,
    discount: typedNumber(v.discount),
    service_id: v.service_id ? Number(v.service_id) : null,
    valid_from: v.valid_from || null,
    usage_limit: v.usage_limit.trim() ? typedNumber(v.usage_limit) : null,
  }),
);
