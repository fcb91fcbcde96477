import { z } from 'zod';
import { outdoorBookRequest, outdoorCampaignRequest } from '../../../../../src/contract/outdoor.js';
import { formOf, typedNumber } from '../common/form-schemas.js';

/** Renting a space: the campaign, its first day and how many months (the contract's schema judges them). */
export const outdoorBookForm = formOf({ campaign: z.string(), start_date: z.string(), months: z.string() }, outdoorBookRequest, (v) => ({
  ...v,
  months: typedNumber(v.months),
}));

/** 'Upravit kampaň': the campaign's name and dates. */
export const outdoorCampaignForm = formOf({ campaign: z.string(), start_date: z.string(), end_date: z.string() }, outdoorCampaignRequest);
