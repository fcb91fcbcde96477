import type { BookingCreatedResponse, BookingRequestDto, SlotsResponse } from '../../../src/contract/booking.js';
import type { BookablePromotionsResponse } from '../../../src/contract/promotions.js';
import { apiRequest } from './http.js';

export type { BookingCreatedResponse, BookingRequestDto, SlotsResponse, BookablePromotionsResponse };

/** Free start times of a service for the next 14 days (from `from`), of one employee or anyone. */
export function fetchSlots(
  slug: string,
  params: { service: number; employee?: number | null; from?: string; branch?: number | null },
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  return apiRequest<SlotsResponse>(`/companies/${encodeURIComponent(slug)}/slots`, {
    query: { service: params.service, employee: params.employee ?? undefined, from: params.from, branch: params.branch ?? undefined },
    signal,
  });
}

/** Books a slot. The same `idempotencyKey` on a retry answers the first booking instead of a second one. */
export function createBooking(request: BookingRequestDto, idempotencyKey: string): Promise<BookingCreatedResponse> {
  return apiRequest<BookingCreatedResponse>('/bookings', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: 30_000,
  });
}

/** A random key for one submit of one filled form (letters, digits and '-', as the API accepts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The company's promotions usable now for a service, each with the lowered price (the booking modal's choice). */
export function fetchBookablePromotions(slug: string, service: number, signal?: AbortSignal): Promise<BookablePromotionsResponse> {
  return apiRequest<BookablePromotionsResponse>(`/companies/${encodeURIComponent(slug)}/promotions`, { query: { service }, signal });
}
