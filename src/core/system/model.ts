/** System: health of the server and its database. */

export const SYSTEM_TEXTS = {
  databaseUnavailable: 'Databáze je nedostupná',
  /** readiness (GET /api/health/ready) of an instance whose database lacks migrations */
  pendingMigrations: (names: string[]) =>
    `Databáze má čekající migrace (${names.length}: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}); spusťte marketplace db migrate`,
} as const;
