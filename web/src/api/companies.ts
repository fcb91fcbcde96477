import type {
  CategoryPageResponse,
  CityPageResponse,
  CompaniesResponse,
  CompanyCardDto,
  CompanyDetailDto,
  CompanyResponse,
  SearchResponse,
  SearchSort,
  StatsResponse,
} from '../../../src/contract/directory.js';
import { apiRequest } from './http.js';

export type { CategoryPageResponse, CityPageResponse, CompanyCardDto, CompanyDetailDto, SearchResponse, SearchSort, StatsResponse };

/** Filters of GET /api/search; empty values are left out of the address. */
export interface SearchParams {
  q?: string;
  city?: string;
  category?: string;
  rating?: number;
  price?: string;
  sort?: SearchSort;
  page?: number;
  limit?: number;
}

export function fetchCompanies(options: { page?: number; featured?: boolean; signal?: AbortSignal } = {}): Promise<CompaniesResponse> {
  return apiRequest<CompaniesResponse>('/companies', {
    query: { page: options.page, featured: options.featured ? 1 : undefined },
    signal: options.signal,
  });
}

export function fetchCompany(slug: string, signal?: AbortSignal): Promise<CompanyResponse> {
  return apiRequest<CompanyResponse>(`/companies/${encodeURIComponent(slug)}`, { signal });
}

export function searchCompanies(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const { sort, rating, ...rest } = params;
  return apiRequest<SearchResponse>('/search', {
    query: { ...rest, rating: rating ? rating : undefined, sort: sort && sort !== 'relevance' ? sort : undefined },
    signal,
  });
}

export function fetchCategoryPage(slug: string, signal?: AbortSignal): Promise<CategoryPageResponse> {
  return apiRequest<CategoryPageResponse>(`/categories/${encodeURIComponent(slug)}`, { signal });
}

export function fetchCityPage(slug: string, signal?: AbortSignal): Promise<CityPageResponse> {
  return apiRequest<CityPageResponse>(`/cities/${encodeURIComponent(slug)}`, { signal });
}

export function fetchStats(signal?: AbortSignal): Promise<StatsResponse> {
  return apiRequest<StatsResponse>('/stats', { signal });
}
