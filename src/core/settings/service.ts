import type { Clock } from '../ports.js';
import { SECURITY_DEFAULTS, SECURITY_KEYS, type SecuritySettings } from './model.js';
import type { SettingsRepository } from './repository.js';

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function createSettingsService(repo: SettingsRepository, clock: Clock) {
  return {
    async security(): Promise<SecuritySettings> {
      const stored = await repo.getMany(Object.values(SECURITY_KEYS));
      const entries = Object.entries(SECURITY_KEYS).map(([name, key]) => [
        name,
        positiveInt(stored[key], SECURITY_DEFAULTS[name as keyof SecuritySettings]),
      ]);
      return Object.fromEntries(entries) as SecuritySettings;
    },
    async updateSecurity(values: Partial<SecuritySettings>): Promise<void> {
      const rows = Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([name, v]) => [SECURITY_KEYS[name as keyof SecuritySettings], String(v)]);
      await repo.setMany(Object.fromEntries(rows), clock.now());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
