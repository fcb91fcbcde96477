import { useState } from 'react';

/**
 * Runs `adjust` during the render in which `value` changed (compared with Object.is): React's way of
 * adjusting state when a prop changes, without the extra render (and the flash of stale state) an
 * effect gives. `adjust` may set state of the same component; it runs once per change.
 */
export function useOnChange<T>(value: T, adjust: (value: T, previous: T) => void): void {
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    adjust(value, seen);
  }
}
