/** Small seeded PRNG (mulberry32) and helpers: the demo seed never touches Math.random or the clock. */
export interface Rng {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** index chosen with probability proportional to its weight */
  weighted(weights: readonly number[]): number;
  /** k distinct items, order kept as in the input */
  sample<T>(items: readonly T[], k: number): T[];
}

/** The item at `index`; throws when there is none (an index computed from the list itself). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item ${index} of ${items.length}`);
  return item;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        // 0 <= j <= i < out.length: both are items
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    weighted(weights) {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (const [i, weight] of weights.entries()) {
        r -= weight;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    sample(items, k) {
      const chosen = new Set(rng.shuffle(items.map((_, i) => i)).slice(0, k));
      return items.filter((_, i) => chosen.has(i));
    },
  };
  return rng;
}

/**
 * Splits `total` into integer quotas proportional to `weights` (largest remainder),
 * each at least `min` (when total allows).
 */
export function apportion(total: number, weights: readonly number[], min = 0): number[] {
  const base = weights.map(() => min);
  const rest = total - min * weights.length;
  if (rest <= 0) return base;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * rest);
  const out = exact.map((x) => min + Math.floor(x));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const slot = order[k];
    if (slot) out[slot.i] = (out[slot.i] ?? 0) + 1;
  }
  return out;
}
