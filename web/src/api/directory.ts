import type { CategoriesResponse, CategoryDto, CitiesResponse, CityDto } from '../../../src/contract/directory.js';
import { apiRequest } from './http.js';

export type { CategoryDto, CityDto };

export interface RegionDto {
  id: number;
  name: string;
  slug: string;
  country_code: string;
  is_active: boolean;
}

/** Cities of the current edition, most populous first (spec: 5 s timeout). */
export function fetchCities(options: { limit?: number; search?: string; signal?: AbortSignal } = {}): Promise<CitiesResponse> {
  return apiRequest<CitiesResponse>('/cities', {
    query: { limit: options.limit, search: options.search },
    signal: options.signal,
    timeoutMs: 5000,
  });
}

export function fetchCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return apiRequest<CategoriesResponse>('/categories', { signal });
}

export function fetchRegions(signal?: AbortSignal): Promise<{ success: true; regions: RegionDto[] }> {
  return apiRequest<{ success: true; regions: RegionDto[] }>('/regions', { signal });
}
