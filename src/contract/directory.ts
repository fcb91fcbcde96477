import { z } from 'zod';
import { countryCode } from './common.js';

export const citiesQuery = z.object({
  country: countryCode.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  search: z.string().trim().max(100).optional(),
});

export const cityDto = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  country_code: countryCode,
  population: z.number(),
  region_id: z.number().nullable(),
  region_name: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  company_count: z.number(),
});
export type CityDto = z.infer<typeof cityDto>;

export const citiesResponse = z.object({ success: z.literal(true), cities: z.array(cityDto) });
export type CitiesResponse = z.infer<typeof citiesResponse>;

export const categoryDto = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  image_url: z.string().nullable(),
  company_count: z.number(),
  subcategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});
export type CategoryDto = z.infer<typeof categoryDto>;

export const categoriesQuery = z.object({ country: countryCode.optional() });
export const categoriesResponse = z.object({ success: z.literal(true), categories: z.array(categoryDto) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
