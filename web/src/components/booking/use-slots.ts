import { useCallback, useEffect, useState } from 'react';
import { fetchSlots, type SlotsResponse } from '../../api/booking.js';

export interface SlotsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SlotsResponse | null;
  error: unknown;
  reload: () => void;
}

/** The slots of a service (of one employee or anyone); keeps the last answer while reloading. */
export function useSlots(slug: string, serviceId: number | null, employeeId: number | null): SlotsState {
  const [state, setState] = useState<Omit<SlotsState, 'reload'>>({ status: serviceId ? 'loading' : 'idle', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!serviceId) {
      setState({ status: 'idle', data: null, error: null });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    fetchSlots(slug, { service: serviceId, employee: employeeId }, controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      });
    return () => controller.abort();
  }, [slug, serviceId, employeeId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
