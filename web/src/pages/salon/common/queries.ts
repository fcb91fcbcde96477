import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReservationFilter } from '../../../api/salon.js';

/** The salon dashboard's queries: every key starts with 'salon', so one change can make them all stale. */
export const salonKeys = {
  all: ['salon'] as const,
  dashboard: (employee: number | null) => ['salon', 'dashboard', employee] as const,
  calendar: (from: string | null, employee: number | null) => ['salon', 'calendar', from, employee] as const,
  reservations: (filter: ReservationFilter) => ['salon', 'reservations', filter] as const,
  clients: (q: string, page: number) => ['salon', 'clients', q, page] as const,
  services: ['salon', 'services'] as const,
  employees: ['salon', 'employees'] as const,
  slots: (slug: string, service: string, employee: number | null, date: string) =>
    ['salon', 'slots', slug, service, employee, date] as const,
  staff: ['salon', 'staff'] as const,
  settings: ['salon', 'settings'] as const,
  listing: ['salon', 'listing'] as const,
  /** the business's own IMAP mail account */
  mailAccount: ['salon', 'mail-account'] as const,
};

/**
 * After the business changed something (a booking's status, a reservation, a service, an employee),
 * every salon query is stale: the open section, the calendar, the dashboard and the bell refetch.
 */
export function useSalonChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: salonKeys.all }), [client]);
}
