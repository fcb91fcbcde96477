import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchAppSettings } from '../../../api/app-settings.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** The settings screen's queries (the password policy is the public one: publicKeys.passwordPolicy). */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  smtp: ['admin', 'settings', 'smtp'] as const,
  /** the operator's IMAP mail account */
  imap: ['admin', 'settings', 'imap'] as const,
  health: ['admin', 'settings', 'health'] as const,
  /** the stored settings of general, security, notifications, appearance, database */
  app: ['admin', 'settings', 'app'] as const,
  /** the signed-in admin's two-factor authentication */
  twoFactor: ['admin', 'settings', 'two-factor'] as const,
  /** the database's figures */
  database: ['admin', 'settings', 'database'] as const,
  /** the suppression list, by search and page */
  suppressionsAll: ['admin', 'settings', 'suppressions'] as const,
  suppressions: (search: string, page: number) => ['admin', 'settings', 'suppressions', search, page] as const,
  /** the outbox without SMTP (the messages stored in the database), by search and page */
  outboxAll: ['admin', 'settings', 'outbox'] as const,
  outbox: (search: string, page: number) => ['admin', 'settings', 'outbox', search, page] as const,
};

/** The stored settings every tab but E-mail shows: the screen's first query (its first tab, Obecné). */
export const appSettingsQuery = {
  key: settingsKeys.app,
  load: (signal) => fetchAppSettings(signal),
} satisfies FirstQuery<unknown>;

/** After the SMTP settings were saved, the stored ones are read again. */
export function useSettingsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: settingsKeys.smtp }), [client]);
}
