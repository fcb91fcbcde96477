/** The application settings of /admin/settings (every tab but e-mail), stored as keys of `settings`. */

/** Security settings and their defaults. */
export interface SecuritySettings {
  sessionTimeout: number; // minutes, sliding
  passwordMinLength: number;
  loginAttempts: number;
  lockoutDuration: number; // minutes
  /** a password must hold at least one letter and one digit */
  requireStrongPassword: boolean;
}

export const SECURITY_DEFAULTS: SecuritySettings = {
  sessionTimeout: 60,
  passwordMinLength: 8,
  loginAttempts: 5,
  lockoutDuration: 15,
  requireStrongPassword: false,
};

export const SECURITY_KEYS = {
  sessionTimeout: 'security.session_timeout',
  passwordMinLength: 'security.password_min_length',
  loginAttempts: 'security.login_attempts',
  lockoutDuration: 'security.lockout_duration',
  requireStrongPassword: 'security.require_strong_password',
} as const satisfies Record<keyof SecuritySettings, string>;

/** The time zones an operator may pick (operator-facing times). */
export const TIME_ZONES = ['Europe/Prague', 'UTC', 'America/New_York'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export interface GeneralSettings {
  siteName: string;
  contactEmail: string;
  defaultCountry: 'CZ' | 'SK' | 'PL';
  timeZone: TimeZone;
}

export const GENERAL_DEFAULTS: GeneralSettings = {
  siteName: 'Marketplace',
  contactEmail: '',
  defaultCountry: 'CZ',
  timeZone: 'Europe/Prague',
};

export const GENERAL_KEYS = {
  siteName: 'general.site_name',
  contactEmail: 'general.contact_email',
  defaultCountry: 'general.default_country',
  timeZone: 'general.time_zone',
} as const satisfies Record<keyof GeneralSettings, string>;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface AppearanceSettings {
  theme: Theme;
  /** #rrggbb */
  accentColor: string;
}

/** the accent of web/src/styles/tokens.css (light theme) */
export const APPEARANCE_DEFAULTS: AppearanceSettings = { theme: 'system', accentColor: '#4f46e5' };

export const APPEARANCE_KEYS = {
  theme: 'appearance.theme',
  accentColor: 'appearance.accent_color',
} as const satisfies Record<keyof AppearanceSettings, string>;

/** The notification types an operator can switch off (src/core/notifications/model.ts). */
export const SWITCHABLE_NOTIFICATIONS = [
  'new_email',
  'email_sent',
  'scheduled_email_sent',
  'campaign_completed',
  'error',
  'shop_order',
] as const;
export type SwitchableNotification = (typeof SWITCHABLE_NOTIFICATIONS)[number];
export type NotificationSettings = Record<SwitchableNotification, boolean>;

/** The settings key of one notification type's switch ('false' turns it off; absent: on). */
export const notificationKey = (type: string) => `notifications.${type}`;

export interface DatabaseSettings {
  /** how many daily SQLite backups the backup job keeps */
  backupRetention: number;
}

export const DATABASE_DEFAULTS: DatabaseSettings = { backupRetention: 30 };
export const DATABASE_KEYS = { backupRetention: 'database.backup_retention' } as const;

export interface AppSettings {
  general: GeneralSettings;
  security: SecuritySettings;
  notifications: NotificationSettings;
  appearance: AppearanceSettings;
  database: DatabaseSettings;
}
