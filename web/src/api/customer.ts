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
} from '../../../src/contract/customer.js';
import type { bookingResponse } from '../../../src/contract/booking.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the customer dashboard API (src/contract/customer.ts, the session's token) and the public offers and reviews. */
export type {
  CompanyReviewsResponse,
  CustomerBookingDto,
  CustomerBookingFilter,
  DashboardResponse,
  ProfileDto,
  ProfileRequest,
  PromotionDto,
};
/** The filters of Moje rezervace, in the order shown (typed against the contract's list). */
export const CUSTOMER_BOOKING_FILTERS: readonly CustomerBookingFilter[] = ['all', 'upcoming', 'completed', 'cancelled'];

export function fetchDashboard(signal?: AbortSignal) {
  return apiRequest<DashboardResponse>('/me/dashboard', { signal });
}

export function fetchMyBookings(filter: CustomerBookingFilter, page = 1, signal?: AbortSignal) {
  return apiRequest<CustomerBookingsResponse>('/me/bookings', { signal, query: { filter, page, limit: 20 } });
}

export function cancelMyBooking(id: number) {
  return apiRequest<Answer<typeof bookingResponse>>(`/me/bookings/${id}/cancel`, { method: 'POST', body: {} });
}

export function reviewMyBooking(id: number, review: { rating: number; text: string }) {
  return apiRequest<CustomerBookingResponse>(`/me/bookings/${id}/review`, { method: 'POST', body: review });
}

export function fetchProfile(signal?: AbortSignal) {
  return apiRequest<ProfileResponse>('/me/profile', { signal });
}

export function saveProfile(profile: ProfileRequest) {
  return apiRequest<ProfileResponse>('/me/profile', { method: 'PUT', body: profile });
}

export function fetchPromotions(limit: number, signal?: AbortSignal) {
  return apiRequest<PromotionsResponse>('/promotions', { signal, query: { limit } });
}

export function fetchCompanyReviews(slug: string, page = 1, signal?: AbortSignal) {
  return apiRequest<CompanyReviewsResponse>(`/companies/${encodeURIComponent(slug)}/reviews`, { signal, query: { page } });
}
