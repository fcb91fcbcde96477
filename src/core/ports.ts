/** Ports core talks through; adapters/ implements them and tests replace them. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
