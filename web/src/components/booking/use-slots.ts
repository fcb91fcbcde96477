import { fetchSlots, type SlotsResponse } from '../../api/booking.js';
import { useResource } from '../../hooks/use-resource.js';

export interface SlotsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SlotsResponse | null;
  error: unknown;
  reload: () => void;
}

/** The slots of a service (of one employee or anyone); keeps the last answer while reloading. */
export function useSlots(slug: string, serviceId: number | null, employeeId: number | null): SlotsState {
  const slots = useResource<SlotsResponse | null>(
    (signal) => (serviceId ? fetchSlots(slug, { service: serviceId, employee: employeeId }, signal) : Promise.resolve(null)),
    [slug, serviceId, employeeId],
  );
  if (!serviceId) return { status: 'idle', data: null, error: null, reload: slots.reload };
  return slots;
}
