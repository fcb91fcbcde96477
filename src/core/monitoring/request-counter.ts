import type { Clock } from '../clock.port.js';

/** Requests and 5xx answers of the current and the previous whole minute (the server's fastify hook counts them). */
export interface RequestCounter {
  /** one finished request; `status` is the HTTP status answered */
  record(status: number): void;
  /** the last whole minute's counts (requests/errors per minute), by the clock */
  lastMinute(): { requests: number; errors: number };
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

export function createRequestCounter(clock: Clock): RequestCounter {
  let minute = minuteOf(clock.now().getTime());
  let current = { requests: 0, errors: 0 };
  let previous = { requests: 0, errors: 0 };
  const roll = () => {
    const now = minuteOf(clock.now().getTime());
    if (now === minute) return;
    previous = now === minute + 1 ? current : { requests: 0, errors: 0 };
    current = { requests: 0, errors: 0 };
    minute = now;
  };
  return {
    record(status) {
      roll();
      current.requests += 1;
      if (status >= 500) current.errors += 1;
    },
    lastMinute() {
      roll();
      return { ...previous };
    },
  };
}
