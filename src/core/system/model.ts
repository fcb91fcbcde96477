/** System: health of the server and its database. */

export const SYSTEM_TEXTS = {
  databaseUnavailable: 'Databáze je nedostupná',
} as const;
