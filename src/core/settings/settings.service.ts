import type { Clock } from '../clock.port.js';
import {
  APPEARANCE_DEFAULTS,
  APPEARANCE_KEYS,
  DATABASE_DEFAULTS,
  DATABASE_KEYS,
  GENERAL_DEFAULTS,
  BACK_OFFICE_LANGUAGES,
  GENERAL_KEYS,
  SOCIAL_LINK_KEYS,
  SOCIAL_NETWORKS,
  type SocialLinks,
  SECURITY_DEFAULTS,
  SECURITY_KEYS,
  SWITCHABLE_NOTIFICATIONS,
  THEMES,
  TIME_ZONES,
  notificationKey,
  type AppSettings,
  type AppearanceSettings,
  type DatabaseSettings,
  type GeneralSettings,
  type NotificationSettings,
  type SecuritySettings,
} from './model.js';
import type { SettingsRepository } from './settings.repository.js';

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const flag = (value: string | undefined, fallback: boolean) => (value === 'true' ? true : value === 'false' ? false : fallback);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

const NOTIFICATION_KEYS = Object.fromEntries(SWITCHABLE_NOTIFICATIONS.map((t) => [t, notificationKey(t)])) as Record<
  keyof NotificationSettings,
  string
>;

/** The stored text of each given field, by its settings key. */
/** A save of Obecné: any fields, and any networks' links. */
type SavedGeneral = Partial<Omit<GeneralSettings, 'socialLinks'>> & { socialLinks?: Partial<SocialLinks> };

const rowsOf = <T extends object>(keys: Record<keyof T, string>, values: Partial<T>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([name, v]) => v !== undefined && name in keys)
      .map(([name, v]) => [keys[name as keyof T], String(v)]),
  );

/** Every key the groups below read: loaded together, in one query. */
const CACHED_KEYS = [GENERAL_KEYS, SOCIAL_LINK_KEYS, SECURITY_KEYS, NOTIFICATION_KEYS, APPEARANCE_KEYS, DATABASE_KEYS].flatMap((keys) =>
  Object.values<string>(keys),
);

/**
 * The application settings, kept in memory: the first read loads every group's rows in one query, and
 * later reads answer from memory, so a public request (the maintenance switch, the default edition) reads no
 * settings row. A save drops the copy here and announces it (`changes`), and every other instance on the
 * database drops its own on hearing it (`forget()`, called by serve's change listener: PostgreSQL's
 * LISTEN, SQLite's data_version), within a second. Without a listener (a CLI command) a process keeps what it
 * read for its short life.
 */
export function createSettingsService(
  repo: SettingsRepository,
  clock: Clock,
  announce: (topic: 'settings') => Promise<void> = async () => {},
  /** told the general settings each time they are read (core keeps the site's URL for links in e-mails) */
  onGeneral: (general: GeneralSettings) => void = () => {},
) {
  let loaded: Promise<Record<string, string>> | undefined;
  /** the rows once loaded, and the general settings made of them: every request's hooks read these without a promise */
  let rows: Record<string, string> | undefined;
  let generalOfRows: GeneralSettings | undefined;
  const snapshot = () => {
    if (!loaded) {
      const loading = repo.getMany(CACHED_KEYS);
      loaded = loading;
      loading.then(
        (all) => {
          if (loaded === loading) rows = all;
        },
        () => {
          if (loaded === loading) loaded = undefined;
        },
      );
    }
    return loaded;
  };
  const read = async (keys: Record<string, string>) => {
    const all = await snapshot();
    return Object.fromEntries(Object.values(keys).flatMap((key) => (key in all ? [[key, all[key]!]] : [])));
  };
  const forget = () => {
    loaded = undefined;
    rows = undefined;
    generalOfRows = undefined;
  };
  const written = async () => {
    forget();
    await announce('settings');
  };

  async function security(): Promise<SecuritySettings> {
    const s = await read(SECURITY_KEYS);
    const d = SECURITY_DEFAULTS;
    return {
      sessionTimeout: positiveInt(s[SECURITY_KEYS.sessionTimeout], d.sessionTimeout),
      passwordMinLength: positiveInt(s[SECURITY_KEYS.passwordMinLength], d.passwordMinLength),
      loginAttempts: positiveInt(s[SECURITY_KEYS.loginAttempts], d.loginAttempts),
      lockoutDuration: positiveInt(s[SECURITY_KEYS.lockoutDuration], d.lockoutDuration),
      requireStrongPassword: flag(s[SECURITY_KEYS.requireStrongPassword], d.requireStrongPassword),
      twoFactorAuth: flag(s[SECURITY_KEYS.twoFactorAuth], d.twoFactorAuth),
    };
  }

  /** The general settings of the loaded rows, made once per load (frozen: every caller shares them). */
  function generalOf(s: Record<string, string>): GeneralSettings {
    if (generalOfRows && s === rows) return generalOfRows;
    const d = GENERAL_DEFAULTS;
    const result: GeneralSettings = Object.freeze({
      socialLinks: Object.freeze(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, s[SOCIAL_LINK_KEYS[n]] ?? ''])) as SocialLinks),
      siteName: s[GENERAL_KEYS.siteName] || d.siteName,
      contactEmail: s[GENERAL_KEYS.contactEmail] ?? d.contactEmail,
      defaultCountry: oneOf(['CZ', 'SK', 'PL'] as const, s[GENERAL_KEYS.defaultCountry], d.defaultCountry),
      timeZone: oneOf(TIME_ZONES, s[GENERAL_KEYS.timeZone], d.timeZone),
      maintenanceMode: flag(s[GENERAL_KEYS.maintenanceMode], d.maintenanceMode),
      registrationEnabled: flag(s[GENERAL_KEYS.registrationEnabled], d.registrationEnabled),
      siteUrl: s[GENERAL_KEYS.siteUrl] ?? d.siteUrl,
      language: oneOf(BACK_OFFICE_LANGUAGES, s[GENERAL_KEYS.language], d.language),
    });
    if (s === rows) generalOfRows = result;
    return result;
  }

  async function general(): Promise<GeneralSettings> {
    const result = generalOf(await snapshot());
    onGeneral(result);
    return result;
  }

  /** The general settings when they are in memory, without a promise (a request's hooks); undefined before the first load. */
  function generalNow(): GeneralSettings | undefined {
    return rows && generalOf(rows);
  }

  async function appearance(): Promise<AppearanceSettings> {
    const s = await read(APPEARANCE_KEYS);
    const accent = s[APPEARANCE_KEYS.accentColor];
    return {
      theme: oneOf(THEMES, s[APPEARANCE_KEYS.theme], APPEARANCE_DEFAULTS.theme),
      accentColor: accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : APPEARANCE_DEFAULTS.accentColor,
    };
  }

  async function notifications(): Promise<NotificationSettings> {
    const s = await read(NOTIFICATION_KEYS);
    return Object.fromEntries(SWITCHABLE_NOTIFICATIONS.map((t) => [t, flag(s[NOTIFICATION_KEYS[t]], true)])) as NotificationSettings;
  }

  async function database(): Promise<DatabaseSettings> {
    const s = await read(DATABASE_KEYS);
    return {
      autoBackup: flag(s[DATABASE_KEYS.autoBackup], DATABASE_DEFAULTS.autoBackup),
      backupRetention: positiveInt(s[DATABASE_KEYS.backupRetention], DATABASE_DEFAULTS.backupRetention),
    };
  }

  return {
    /** Drops the settings kept in memory (another instance saved some: the change listener calls it). */
    forget,
    security,
    general,
    generalNow,
    /** the edition of a request that names none (and of records made without a country) */
    async defaultCountry(): Promise<GeneralSettings['defaultCountry']> {
      return (await general()).defaultCountry;
    },
    /** the operator's time zone (back-office times not tied to an edition, the operator's day) */
    async timeZone(): Promise<GeneralSettings['timeZone']> {
      return (await general()).timeZone;
    },
    appearance,
    notifications,
    database,
    /** the site's name as the operator saved it (Nastavení › Obecné), null when never set (payees of bank transfers) */
    async savedSiteName(): Promise<string | null> {
      return (await read({ siteName: GENERAL_KEYS.siteName }))[GENERAL_KEYS.siteName]?.trim() || null;
    },

    async all(): Promise<AppSettings> {
      const [g, sec, n, a, db] = await Promise.all([general(), security(), notifications(), appearance(), database()]);
      return { general: g, security: sec, notifications: n, appearance: a, database: db };
    },

    /** Saves the given fields of any tabs (validated at the edge); answers every setting as stored. */
    async save(values: { [K in keyof AppSettings]?: K extends 'general' ? SavedGeneral : Partial<AppSettings[K]> }): Promise<AppSettings> {
      const { socialLinks: _links, ...general } = values.general ?? {};
      const rows = {
        ...rowsOf<Omit<GeneralSettings, 'socialLinks'>>(GENERAL_KEYS, general),
        ...rowsOf(SOCIAL_LINK_KEYS, values.general?.socialLinks ?? {}),
        ...rowsOf(SECURITY_KEYS, values.security ?? {}),
        ...rowsOf(NOTIFICATION_KEYS, values.notifications ?? {}),
        ...rowsOf(APPEARANCE_KEYS, values.appearance ?? {}),
        ...rowsOf(DATABASE_KEYS, values.database ?? {}),
      };
      await repo.setMany(rows, clock.now());
      await written();
      return this.all();
    },

    async updateSecurity(values: Partial<SecuritySettings>): Promise<void> {
      await repo.setMany(rowsOf(SECURITY_KEYS, values), clock.now());
      await written();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
