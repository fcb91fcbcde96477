import type { CategoriesResponse, CitiesResponse, CityDto, regionsResponse } from '../../../src/contract/directory.js';
import { apiRequest, type Answer } from './http.js';

export type { CityDto };

type RegionsResponse = Answer<typeof regionsResponse>;

/** Cities of the current edition, most populous first; gives up after 5 s. */
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

export function fetchRegions(signal?: AbortSignal): Promise<RegionsResponse> {
  return apiRequest<RegionsResponse>('/regions', { signal });
}
