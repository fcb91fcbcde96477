import { z } from 'zod';
import { messageKeys } from './messages.js';
import { SWITCHABLE_NOTIFICATIONS, type SwitchableNotification } from './notifications.js';

/** The application settings of /admin/settings (every tab but e-mail, which is contract/mail.ts). */
const M = messageKeys('settings');

export const TIME_ZONE_OPTIONS = ['Europe/Prague', 'UTC', 'America/New_York'] as const;
export const THEME_OPTIONS = ['light', 'dark', 'system'] as const;
/** the back office's languages (Nastavení › Obecné › Jazyk) */
export const LANGUAGE_OPTIONS = ['cs', 'sk', 'pl'] as const;
/** the switches of Nastavení › Notifikace, in order */
export const NOTIFICATION_SWITCHES = SWITCHABLE_NOTIFICATIONS;

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The WCAG contrast ratio of white text on `hex` (#rrggbb). */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

/** White text on the accent (buttons, the active tab) must read: at least 4.5:1 (WCAG AA). */
const ACCENT_MIN_CONTRAST = 4.5;

/** A network's page: an https or http address, or '' (the footer leaves the network out). */
const socialUrl = z
  .string()
  .trim()
  .max(500, M.socialLink)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), M.socialLink);
export const SOCIAL_NETWORK_OPTIONS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
const socialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORK_OPTIONS.map((n) => [n, socialUrl])) as Record<
    (typeof SOCIAL_NETWORK_OPTIONS)[number],
    typeof socialUrl
  >,
);
const storedSocialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORK_OPTIONS.map((n) => [n, z.string()])) as Record<(typeof SOCIAL_NETWORK_OPTIONS)[number], z.ZodString>,
);

export const generalSettings = z.object({
  siteName: z.string().trim().min(1, M.siteName).max(100, M.siteName),
  contactEmail: z
    .string()
    .trim()
    .max(320, M.contactEmail)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.contactEmail),
  defaultCountry: z.enum(['CZ', 'SK', 'PL'], { error: M.defaultCountry }),
  timeZone: z.enum(TIME_ZONE_OPTIONS, { error: M.timeZone }),
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  /** the footer's links: one URL per network, '' for none */
  socialLinks: socialLinks.partial(),
  /** the public address ('' : none), for links in e-mails when MARKETPLACE_PUBLIC_URL is unset; stored without a trailing slash */
  siteUrl: z
    .string()
    .trim()
    .max(300, M.siteUrl)
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(\/[^\s?#]*)?$/i.test(v), M.siteUrl)
    .transform((v) => v.replace(/\/+$/, '')),
  language: z.enum(LANGUAGE_OPTIONS, { error: M.language }),
});

export const securitySettings = z.object({
  sessionTimeout: int(5, 1440, M.sessionTimeout),
  passwordMinLength: int(6, 128, M.passwordMinLength),
  loginAttempts: int(1, 100, M.loginAttempts),
  lockoutDuration: int(1, 1440, M.lockoutDuration),
  requireStrongPassword: z.boolean(),
  twoFactorAuth: z.boolean(),
});

export const notificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_SWITCHES.map((t) => [t, z.boolean()])) as Record<SwitchableNotification, z.ZodBoolean>,
);

export const appearanceSettings = z.object({
  theme: z.enum(THEME_OPTIONS, { error: M.theme }),
  accentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, M.accentColor)
    .refine((v) => !/^#[0-9a-fA-F]{6}$/.test(v) || contrastWithWhite(v) >= ACCENT_MIN_CONTRAST, M.accentContrast)
    .transform((v) => v.toLowerCase()),
});

export const databaseSettings = z.object({ autoBackup: z.boolean(), backupRetention: int(1, 365, M.backupRetention) });

/** The settings as stored and answered (plain values: answers are serialised, never transformed). */
const appSettings = z.object({
  general: z.object({
    siteName: z.string(),
    contactEmail: z.string(),
    defaultCountry: z.enum(['CZ', 'SK', 'PL']),
    timeZone: z.enum(TIME_ZONE_OPTIONS),
    maintenanceMode: z.boolean(),
    registrationEnabled: z.boolean(),
    socialLinks: storedSocialLinks,
    siteUrl: z.string(),
    language: z.enum(LANGUAGE_OPTIONS),
  }),
  security: z.object({
    sessionTimeout: z.number(),
    passwordMinLength: z.number(),
    loginAttempts: z.number(),
    lockoutDuration: z.number(),
    requireStrongPassword: z.boolean(),
    twoFactorAuth: z.boolean(),
  }),
  notifications: notificationSettings,
  appearance: z.object({ theme: z.enum(THEME_OPTIONS), accentColor: z.string() }),
  database: z.object({ autoBackup: z.boolean(), backupRetention: z.number() }),
});

export const appSettingsResponse = z.object({ success: z.literal(true), settings: appSettings });

/** A save: any tabs, each whole or in part. */
export const saveAppSettingsRequest = z.object({
  general: generalSettings.partial().optional(),
  security: securitySettings.partial().optional(),
  notifications: notificationSettings.partial().optional(),
  appearance: appearanceSettings.partial().optional(),
  database: databaseSettings.partial().optional(),
});
export type SaveAppSettingsRequest = z.input<typeof saveAppSettingsRequest>;

/** What every page of the site reads (no secrets): the name, the look and the operator's general facts. */
export const publicSettingsResponse = z.object({
  success: z.literal(true),
  siteName: z.string(),
  theme: z.enum(THEME_OPTIONS),
  accentColor: z.string(),
  /** the operator's contact address ('' when none), shown in the footer */
  contactEmail: z.string(),
  /** the edition used when a request names none */
  defaultCountry: z.enum(['CZ', 'SK', 'PL']),
  /** the operator's time zone: back-office times not tied to an edition */
  timeZone: z.enum(TIME_ZONE_OPTIONS),
  /** the public registrations are open */
  registrationEnabled: z.boolean(),
  /** the operator's pages on the social networks (Nastavení › Obecné); a network without one is absent */
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORK_OPTIONS), url: z.string() })),
  /** the back office's language (Nastavení › Obecné › Jazyk) */
  language: z.enum(LANGUAGE_OPTIONS),
  /** the extensions a file may have to be attached (task files, e-mail attachments; MARKETPLACE_ATTACHMENT_TYPES), lower-case without the dot */
  attachmentTypes: z.array(z.string()),
});
export type PublicSettings = z.infer<typeof publicSettingsResponse>;

export const databaseInfoResponse = z.object({
  success: z.literal(true),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    sizeBytes: z.number(),
    migrations: z.object({ applied: z.number(), pending: z.array(z.string()), latest: z.string().nullable() }),
    tables: z.array(z.object({ table: z.string(), rows: z.number() })),
    backupRetention: z.number(),
    /** the daily job's backups (both engines); `stale`: automatic backups on and none in the last 26 h */
    backups: z.object({
      dir: z.string(),
      autoBackup: z.boolean(),
      count: z.number(),
      latest: z.string().nullable(),
      latestAt: z.string().nullable(),
      stale: z.boolean(),
    }),
    pgDumpCommand: z.string().nullable(),
  }),
});
