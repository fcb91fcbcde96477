import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomerBookingFilter } from '../../api/customer.js';

/** The customer dashboard's queries: every key starts with 'customer', so one change can make them all stale. */
export const customerKeys = {
  all: ['customer'] as const,
  dashboard: ['customer', 'dashboard'] as const,
  bookings: (filter: CustomerBookingFilter, page: number) => ['customer', 'bookings', filter, page] as const,
  profile: ['customer', 'profile'] as const,
  promotions: (limit: number) => ['customer', 'promotions', limit] as const,
  orders: (page: number) => ['customer', 'orders', page] as const,
};

/**
 * After the customer changed something (cancelled or reviewed a booking, booked again), every customer
 * query is stale: the figures, the upcoming bookings and the open list refetch together.
 */
export function useCustomerChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: customerKeys.all }), [client]);
}
