import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';
import { holdPaymentDto, holdPaymentMethod } from './payment-holds.js';

const M = messageKeys('outdoor');

/** What the operator sets on a space; `occupied` also shows whenever a contract runs today. */
export const OUTDOOR_SPACE_STATUSES = ['available', 'occupied', 'maintenance'] as const;
export type OutdoorSpaceStatus = (typeof OUTDOOR_SPACE_STATUSES)[number];
/**
 * A contract's state on the day asked: cancelled, awaiting_payment (a hold: it takes the space's days but is
 * not a rental until paid), or by its dates scheduled, running or ended.
 */
const OUTDOOR_CONTRACT_STATES = ['scheduled', 'running', 'ended', 'cancelled', 'awaiting_payment'] as const;
/** How many months a booking or an extension may add at once. */
const OUTDOOR_MAX_MONTHS = 24;

const calendarDate = z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });
const campaign = z.string({ error: M.campaign }).trim().min(1, { error: M.campaign }).max(200, { error: M.campaign });
const months = z.coerce
  .number({ error: M.months })
  .int({ error: M.months })
  .min(1, { error: M.months })
  .max(OUTDOOR_MAX_MONTHS, { error: M.months });

/** A period a space is taken (no company named): what a company needs to pick free months. */
const outdoorBookedPeriodDto = z.object({ start_date: z.string(), end_date: z.string() });

/** An ad space as companies and the admin see it. */
const outdoorSpaceDto = z.object({
  id: z.number(),
  country_code: z.string(),
  type: z.string(),
  location: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  size: z.string(),
  /** minor units of `currency` */
  price_per_month: z.number(),
  currency: z.string(),
  visibility: z.string(),
  /** the operator's status, turned to occupied while a contract runs today (maintenance stays) */
  status: z.enum(OUTDOOR_SPACE_STATUSES),
  /** the stored status the operator set (what the admin's form edits) */
  manual_status: z.enum(OUTDOOR_SPACE_STATUSES),
  /** 0–100 */
  occupancy: z.number(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  is_demo: z.boolean(),
  /** contracts not ended and not cancelled, by start: the months already taken */
  booked: z.array(outdoorBookedPeriodDto),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutdoorSpaceDto = z.infer<typeof outdoorSpaceDto>;

/** A contract's figures from its daily statistics (views, clicks, conversions per day). */
const outdoorStatisticsDto = z.object({
  /** average views a day over the days with figures (rounded) */
  daily_views: z.number(),
  /** views of the last 30 days up to today */
  monthly_views: z.number(),
  /** clicks / views in %, one decimal; 0 without views */
  ctr: z.number(),
  conversions: z.number(),
  views: z.number(),
  clicks: z.number(),
  /** how many days have figures */
  days: z.number(),
});
export type OutdoorStatisticsDto = z.infer<typeof outdoorStatisticsDto>;

/** A rental contract: the space, the client (company), the campaign, dates, price and statistics. */
const outdoorContractDto = z.object({
  id: z.number(),
  space: outdoorSpaceDto,
  company_id: z.number(),
  /** the client: the company's name */
  company_name: z.string(),
  campaign: z.string(),
  /** Prague calendar dates, both included */
  start_date: z.string(),
  end_date: z.string(),
  /** minor units */
  monthly_price: z.number(),
  price: z.number(),
  currency: z.string(),
  state: z.enum(OUTDOOR_CONTRACT_STATES),
  statistics: outdoorStatisticsDto,
  /** its payment (contracts made before payments existed have none) */
  payment: holdPaymentDto.nullable(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutdoorContractDto = z.infer<typeof outdoorContractDto>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};

// ---- company: /api/company/outdoor/...

/** GET /api/company/outdoor/spaces: the edition's spaces a company can rent (not in maintenance). */
export const outdoorSpacesQuery = z.object({ city: z.string().max(120).optional(), ...pageFields });
export const outdoorSpacesResponse = z.object({
  success: z.literal(true),
  spaces: z.array(outdoorSpaceDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** GET /api/company/outdoor/contracts: the company's own contracts, newest start first. */
export const outdoorContractsQuery = z.object({ ...pageFields });
export const outdoorContractsResponse = z.object({
  success: z.literal(true),
  contracts: z.array(outdoorContractDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** GET /api/company/outdoor/contracts/{id} (another company's is 404), and what a change answers. */
export const outdoorContractResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  contract: outdoorContractDto,
});

/** POST /api/company/outdoor/spaces/{id}/book: 201; months taken by another contract are a 409. */
export const outdoorBookRequest = z.object({ campaign, start_date: calendarDate, months, payment_method: holdPaymentMethod });
export type OutdoorBookRequest = z.infer<typeof outdoorBookRequest>;

/** POST /api/company/outdoor/contracts/{id}/extend ('Prodloužit smlouvu'): moves end_date by whole months. */
export const outdoorExtendRequest = z.object({ months });

/** PUT /api/company/outdoor/contracts/{id} ('Upravit kampaň'): the campaign's name and dates. */
export const outdoorCampaignRequest = z
  .object({ campaign, start_date: calendarDate, end_date: calendarDate })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], error: M.dateOrder });
export type OutdoorCampaignRequest = z.infer<typeof outdoorCampaignRequest>;

// GET /api/company/outdoor/contracts/{id}/report.csv ('Stáhnout report'): text/csv, one row a day
// (Den;Zobrazení;Kliky;CTR %;Konverze) and a total row; UTF-8 with a BOM, ';', CRLF.

// ---- admin: /api/admin/outdoor/...

const imageUrl = z
  .string({ error: M.imageUrl })
  .trim()
  .max(500, { error: M.imageUrl })
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), { error: M.imageUrl });

const spaceFields = {
  type: z.string({ error: M.type }).trim().min(1, { error: M.type }).max(60, { error: M.type }),
  location: z.string({ error: M.location }).trim().min(1, { error: M.location }).max(255, { error: M.location }),
  city: z.string({ error: M.city }).trim().min(1, { error: M.city }).max(120, { error: M.city }),
  latitude: z.coerce.number({ error: M.latitude }).min(-90, { error: M.latitude }).max(90, { error: M.latitude }),
  longitude: z.coerce.number({ error: M.longitude }).min(-180, { error: M.longitude }).max(180, { error: M.longitude }),
  size: z.string({ error: M.size }).trim().min(1, { error: M.size }).max(60, { error: M.size }),
  price_per_month: z.coerce
    .number({ error: M.price })
    .int({ error: M.price })
    .min(0, { error: M.price })
    .max(100_000_000, { error: M.price }),
  visibility: z.string({ error: M.text }).trim().max(120, { error: M.text }).optional(),
  status: z.enum(OUTDOOR_SPACE_STATUSES, { error: M.status }).optional(),
  occupancy: z.coerce
    .number({ error: M.occupancy })
    .int({ error: M.occupancy })
    .min(0, { error: M.occupancy })
    .max(100, { error: M.occupancy })
    .optional(),
  image_url: imageUrl.nullable().optional(),
  description: z.string({ error: M.text }).max(5000, { error: M.text }).nullable().optional(),
};

/** POST /api/admin/outdoor/spaces: a new space; `country` defaults to the edition's, currency follows it. */
export const outdoorSpaceCreateRequest = z.object({ country: countryCode.optional(), ...spaceFields });
export type OutdoorSpaceCreateRequest = z.infer<typeof outdoorSpaceCreateRequest>;
/** PUT /api/admin/outdoor/spaces/{id}: the fields to change. */
export const outdoorSpaceUpdateRequest = z.object({
  ...spaceFields,
  type: spaceFields.type.optional(),
  location: spaceFields.location.optional(),
  city: spaceFields.city.optional(),
  latitude: spaceFields.latitude.optional(),
  longitude: spaceFields.longitude.optional(),
  size: spaceFields.size.optional(),
  price_per_month: spaceFields.price_per_month.optional(),
});
export type OutdoorSpaceUpdateRequest = z.infer<typeof outdoorSpaceUpdateRequest>;

const optionalCountry = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional());

/** GET /api/admin/outdoor/spaces: every space (all editions unless `country`), by city and location. */
export const adminOutdoorSpacesQuery = z.object({
  country: optionalCountry,
  status: z.enum(OUTDOOR_SPACE_STATUSES, { error: M.status }).optional(),
  q: z.string().max(120).optional(),
  ...pageFields,
});
export const outdoorSpaceResponse = z.object({ success: z.literal(true), space: outdoorSpaceDto });

/** GET /api/admin/outdoor/contracts: every company's contracts, newest start first. */
export const adminOutdoorContractsQuery = z.object({
  country: optionalCountry,
  space_id: z.coerce.number().int().min(1).optional(),
  company_id: z.coerce.number().int().min(1).optional(),
  ...pageFields,
});
// DELETE /api/admin/outdoor/spaces/{id}: okResponse; a space with contracts is a 409 (set it to maintenance).
