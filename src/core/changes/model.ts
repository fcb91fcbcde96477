/**
 * What cached data a change touched, as announced to every instance on the same database:
 * `settings`: the application settings (maintenance, registration, the default country, security …);
 * `featured`: the featured campaigns in effect. `all`: the announcements may have been missed (the listener
 * reconnected, or on SQLite another process wrote): drop every cache.
 */
export type ChangeTopic = 'settings' | 'featured';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['settings', 'featured'];

/** PostgreSQL's channel of the announcements (NOTIFY/LISTEN). */
export const CHANGES_CHANNEL = 'marketplace_changes';
