import type {
  CompanyReviewsResponse,
  CustomerBookingDto,
  CustomerBookingFilter,
  CustomerBookingResponse,
  CustomerBookingsResponse,
  DashboardResponse,
  ProfileDto,
  ProfileRequest,
  ProfileResponse,
  PromotionDto,
  PromotionsResponse,
  ReviewDto,
} from '../../../src/contract/customer.js';
import type { bookingResponse } from '../../../src/contract/booking.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the customer dashboard API (src/contract/customer.ts) and the public offers and reviews. */
export type {
  CompanyReviewsResponse,
  CustomerBookingDto,
  CustomerBookingFilter,
  DashboardResponse,
  ProfileDto,
  ProfileRequest,
  PromotionDto,
  ReviewDto,
};
type Token = string | null;

/** The filters of Moje rezervace, in the order shown (typed against the contract's list). */
export const CUSTOMER_BOOKING_FILTERS: readonly CustomerBookingFilter[] = ['all', 'upcoming', 'completed', 'cancelled'];

export function fetchDashboard(token: Token, signal?: AbortSignal) {
  return apiRequest<DashboardResponse>('/me/dashboard', { token, signal });
}

export function fetchMyBookings(token: Token, filter: CustomerBookingFilter, page = 1, signal?: AbortSignal) {
  return apiRequest<CustomerBookingsResponse>('/me/bookings', { token, signal, query: { filter, page, limit: 20 } });
}

export function cancelMyBooking(token: Token, id: number) {
  return apiRequest<Answer<typeof bookingResponse>>(`/me/bookings/${id}/cancel`, { method: 'POST', token, body: {} });
}

export function reviewMyBooking(token: Token, id: number, review: { rating: number; text: string }) {
  return apiRequest<CustomerBookingResponse>(`/me/bookings/${id}/review`, { method: 'POST', token, body: review });
}

export function fetchProfile(token: Token, signal?: AbortSignal) {
  return apiRequest<ProfileResponse>('/me/profile', { token, signal });
}

export function saveProfile(token: Token, profile: ProfileRequest) {
  return apiRequest<ProfileResponse>('/me/profile', { method: 'PUT', token, body: profile });
}

export function fetchPromotions(limit: number, signal?: AbortSignal) {
  return apiRequest<PromotionsResponse>('/promotions', { signal, query: { limit } });
}

export function fetchCompanyReviews(slug: string, page = 1, signal?: AbortSignal) {
  return apiRequest<CompanyReviewsResponse>(`/companies/${encodeURIComponent(slug)}/reviews`, { signal, query: { page } });
}
