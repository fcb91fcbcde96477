import type { Knex } from 'knex';

export function createSettingsRepository(db: Knex) {
  return {
    async getMany(keys: string[]): Promise<Record<string, string>> {
      const rows = await db('settings').whereIn('key', keys).select('key', 'value');
      return Object.fromEntries(rows.map((r: { key: string; value: string }) => [r.key, r.value]));
    },
    async setMany(values: Record<string, string>, now: Date): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value, updated_at: now.toISOString() }));
      if (rows.length) await db('settings').insert(rows).onConflict('key').merge(['value', 'updated_at']);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
