/** The time core reads; tests replace it with a fixed or stepped clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
