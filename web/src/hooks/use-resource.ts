import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';

export type ResourceStatus = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  data: T | null;
  error: unknown;
  reload: () => void;
}

interface Settled<T> {
  request: number;
  status: 'ready' | 'error';
  data: T | null;
  error: unknown;
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Loads data on mount (and when deps change), cancelling the previous request. Each load is a
 * numbered request; the answer is kept with its number, so the state is 'loading' until the answer
 * of the current request arrives (the last data stays shown meanwhile).
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Resource<T> {
  const [request, setRequest] = useState(0);
  const [seenDeps, setSeenDeps] = useState(deps);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  if (!sameDeps(seenDeps, deps)) {
    setSeenDeps(deps);
    setRequest((n) => n + 1);
  }
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setSettled({ request, status: 'ready', data, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setSettled({ request, status: 'error', data: null, error });
      });
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setRequest((n) => n + 1), []);
  const current = settled?.request === request;
  return { status: current ? settled.status : 'loading', data: settled?.data ?? null, error: current ? settled.error : null, reload };
}
