import type { EditionResponse, HealthResponse } from '../../../src/contract/system.js';
import { apiRequest } from './http.js';

export type { EditionResponse };
export type Edition = EditionResponse['edition'];

export function fetchEdition(signal?: AbortSignal): Promise<EditionResponse> {
  return apiRequest<EditionResponse>('/edition', { signal });
}

export function fetchHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiRequest<HealthResponse>('/health', { signal });
}
