import type { CampaignCounts } from './featured.repository.js';

/**
 * Impressions and clicks of featured campaigns, counted in memory: a search or a home page adds no write.
 * Every `serve` (every MARKETPLACE_FEATURED_FLUSH_SECONDS, 30 s, and at its stop) writes them with `take()`; what a crash loses is what
 * was counted since the last flush (docs/decisions.md, 'Featured campaigns').
 */
export function createFeaturedCounter() {
  let pending: CampaignCounts = new Map();
  const entry = (id: number) => {
    let counts = pending.get(id);
    if (!counts) {
      counts = { impressions: 0, clicks: 0 };
      pending.set(id, counts);
    }
    return counts;
  };
  return {
    impressions(campaignIds: Iterable<number>) {
      for (const id of campaignIds) entry(id).impressions += 1;
    },
    click(campaignId: number) {
      entry(campaignId).clicks += 1;
    },
    /** The counts so far, leaving none pending. */
    take(): CampaignCounts {
      const taken = pending;
      pending = new Map();
      return taken;
    },
    /** Puts back counts a failed write did not store. */
    restore(counts: CampaignCounts) {
      for (const [id, c] of counts) {
        const e = entry(id);
        e.impressions += c.impressions;
        e.clicks += c.clicks;
      }
    },
    get size() {
      return pending.size;
    },
  };
}

export type FeaturedCounter = ReturnType<typeof createFeaturedCounter>;
