/** The application settings of /admin/settings (every tab but e-mail), stored as keys of `settings`. */

/** Security settings and their defaults. */
export interface SecuritySettings {
  sessionTimeout: number; // minutes, sliding
  passwordMinLength: number;
  loginAttempts: number;
  lockoutDuration: number; // minutes
  /** a password must hold at least one letter and one digit */
  requireStrongPassword: boolean;
  /** admin accounts must use two-factor authentication (TOTP): those without it enrol at their next login */
  twoFactorAuth: boolean;
}

export const SECURITY_DEFAULTS: SecuritySettings = {
  sessionTimeout: 60,
  passwordMinLength: 8,
  loginAttempts: 5,
  lockoutDuration: 15,
  requireStrongPassword: false,
  twoFactorAuth: false,
};

export const SECURITY_KEYS = {
  sessionTimeout: 'security.session_timeout',
  passwordMinLength: 'security.password_min_length',
  loginAttempts: 'security.login_attempts',
  lockoutDuration: 'security.lockout_duration',
  requireStrongPassword: 'security.require_strong_password',
  twoFactorAuth: 'security.two_factor_auth',
} as const satisfies Record<keyof SecuritySettings, string>;

/** The time zones an operator may pick (operator-facing times). */
export const TIME_ZONES = ['Europe/Prague', 'UTC', 'America/New_York'] as const;
type TimeZone = (typeof TIME_ZONES)[number];

/** The networks of the footer's links, in their order there. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** One URL per network ('' : the footer leaves that network out). */
export type SocialLinks = Record<SocialNetwork, string>;
export const SOCIAL_LINK_KEYS = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, `general.social_links.${n}`])) as Record<
  SocialNetwork,
  string
>;

export interface GeneralSettings {
  siteName: string;
  contactEmail: string;
  defaultCountry: 'CZ' | 'SK' | 'PL';
  timeZone: TimeZone;
  /** the public site and the public API answer 503 (the back office stays reachable) */
  maintenanceMode: boolean;
  /** new accounts by the public registrations (customer, company) */
  registrationEnabled: boolean;
  /** the operator's pages on the social networks, linked from every page's footer */
  socialLinks: SocialLinks;
  /** the site's public address ('' : none): links in e-mails point to it when MARKETPLACE_PUBLIC_URL is unset */
  siteUrl: string;
  /** the back office's language (the admin screens) */
  language: BackOfficeLanguage;
}

export const BACK_OFFICE_LANGUAGES = ['cs', 'sk', 'pl'] as const;
type BackOfficeLanguage = (typeof BACK_OFFICE_LANGUAGES)[number];

export const GENERAL_DEFAULTS: GeneralSettings = {
  siteName: 'Marketplace',
  contactEmail: '',
  defaultCountry: 'CZ',
  timeZone: 'Europe/Prague',
  maintenanceMode: false,
  registrationEnabled: true,
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '' },
  siteUrl: '',
  language: 'cs',
};

export const GENERAL_KEYS = {
  siteName: 'general.site_name',
  contactEmail: 'general.contact_email',
  defaultCountry: 'general.default_country',
  timeZone: 'general.time_zone',
  maintenanceMode: 'general.maintenance_mode',
  registrationEnabled: 'general.registration_enabled',
  siteUrl: 'general.site_url',
  language: 'general.language',
} as const satisfies Record<Exclude<keyof GeneralSettings, 'socialLinks'>, string>;

export const THEMES = ['light', 'dark', 'system'] as const;
type Theme = (typeof THEMES)[number];

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

export { SWITCHABLE_NOTIFICATIONS } from '../../contract/notifications.js';
import type { SwitchableNotification } from '../../contract/notifications.js';
export type NotificationSettings = Record<SwitchableNotification, boolean>;

/** The settings key of one notification type's switch ('false' turns it off; absent: on). */
export const notificationKey = (type: string) => `notifications.${type}`;

export interface DatabaseSettings {
  /** whether the daily `backup-database` job makes a backup (on both engines) */
  autoBackup: boolean;
  /** how many daily backups the backup job keeps */
  backupRetention: number;
}

export const DATABASE_DEFAULTS: DatabaseSettings = { autoBackup: true, backupRetention: 30 };
export const DATABASE_KEYS = { autoBackup: 'database.auto_backup', backupRetention: 'database.backup_retention' } as const;

export interface AppSettings {
  general: GeneralSettings;
  security: SecuritySettings;
  notifications: NotificationSettings;
  appearance: AppearanceSettings;
  database: DatabaseSettings;
}

/** Czech texts of the general switches (maintenance, registration off). */
export const SWITCH_MESSAGES = {
  registrationClosed: 'Registrace je momentálně uzavřená. Zkuste to prosím později.',
  maintenance: 'Probíhá údržba webu. Zkuste to prosím za několik minut.',
} as const;

/** Retry-After of a request answered during maintenance (seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;
