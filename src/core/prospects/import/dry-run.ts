import type { ChunkKeys, KnownRecord } from './plan.js';

/**
 * What a dry run would have written, kept in memory so later chunks see it as the database would:
 * the prospects it would insert (ids above any real one) and the new state of those it would update.
 * It grows with the distinct prospects of the file: a preview, not the import itself.
 */
export function createDryRunOverlay() {
  const byId = new Map<number, KnownRecord>();
  const byKey = new Map<string, KnownRecord>();
  let nextId = 2 ** 48;
  const keysOf = (r: KnownRecord) =>
    [r.website_domain && `d:${r.website_domain}`, r.phone_key && `p:${r.phone_key}`, `n:${r.name_key}`].filter(Boolean) as string[];
  return {
    newId: () => nextId++,
    /** The chunk's known prospects: stored ones as the dry run left them, plus the dry run's own matches. */
    known(stored: KnownRecord[], keys: ChunkKeys): KnownRecord[] {
      const out = new Map<number, KnownRecord>();
      for (const record of stored) out.set(record.id, byId.get(record.id) ?? record);
      const wanted = [...keys.domains.map((k) => `d:${k}`), ...keys.phones.map((k) => `p:${k}`), ...keys.names.map((k) => `n:${k}`)];
      for (const key of wanted) {
        const record = byKey.get(key);
        if (record) out.set(record.id, record);
      }
      return [...out.values()];
    },
    remember(touched: KnownRecord[]) {
      for (const record of touched) {
        byId.set(record.id, record);
        for (const key of keysOf(record)) {
          const current = byKey.get(key);
          // the lowest id holding the key wins, as in the database; a record since changed no longer holds it
          if (!current || current.id > record.id || !keysOf(current).includes(key)) byKey.set(key, record);
        }
      }
    },
  };
}
