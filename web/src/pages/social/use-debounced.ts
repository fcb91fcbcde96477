import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (compared as JSON, so a new object with the same content does not restart it). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
