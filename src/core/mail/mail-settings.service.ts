import { createPrivateKey } from 'node:crypto';
import { PASSWORD_MASK, SMTP_SETTING_KEYS, type SmtpSettingsDto } from '../../contract/mail.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { DkimOptions, OutboxStore, TransportOptions } from '../mail-transport.port.js';
import { openSecret, sealSecret } from '../security/secret-box.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { MAIL_TEXTS } from './model.js';

/** Stored under `mail.<key>`; the password and the DKIM key sealed with AES-256-GCM. */
const key = (name: string) => `mail.${name}`;
const DKIM_KEYS = ['dkim_domain', 'dkim_selector', 'dkim_private_key'] as const;
/** Where the password goes: changing any of them without a new password forgets the stored one. */
const SERVER_KEYS = ['smtp_host', 'smtp_port', 'smtp_user', 'use_ssl'] as const;

const SMTP_DEFAULTS: SmtpSettingsDto = {
  smtp_host: '',
  smtp_port: '587',
  smtp_user: '',
  smtp_password: '',
  from_name: 'Marketplace',
  from_email: '',
  reply_to_email: '',
  use_ssl: 'true',
};

export interface MailSettingsDeps {
  settings: SettingsRepository;
  clock: Clock;
  secret: string;
  /** MARKETPLACE_SMTP_URL: overrides the stored SMTP settings */
  smtpUrl?: string;
  /** where the outbox transport stores messages when no SMTP is configured (the database) */
  outbox: OutboxStore;
}

export function createMailSettings(deps: MailSettingsDeps) {
  async function stored() {
    return deps.settings.getMany([...SMTP_SETTING_KEYS, ...DKIM_KEYS].map(key));
  }
  const read = (values: Record<string, string>, name: string) => values[key(name)];
  const unseal = (value: string | undefined) => (value ? (openSecret(deps.secret, value) ?? '') : '');

  return {
    /** The eight keys as the settings screen shows them: the password masked, never returned. */
    async forScreen(): Promise<{ settings: SmtpSettingsDto; passwordSet: boolean; smtpUrlOverride: boolean }> {
      const values = await stored();
      const settings = { ...SMTP_DEFAULTS };
      for (const name of SMTP_SETTING_KEYS) {
        const value = read(values, name);
        if (value !== undefined && name !== 'smtp_password') settings[name] = value as never;
      }
      const passwordSet = Boolean(read(values, 'smtp_password'));
      settings.smtp_password = passwordSet ? PASSWORD_MASK : '';
      return { settings, passwordSet, smtpUrlOverride: Boolean(deps.smtpUrl) };
    },

    /**
     * Saves the given keys; a password that is empty or the mask keeps the stored one, unless the
     * server it is for changed (host, port, user or TLS): then the stored password is deleted, so
     * that it is never sent to a server it was not entered for, and the answer asks for it again.
     */
    async save(values: Partial<SmtpSettingsDto>): Promise<{ passwordCleared: boolean; message?: string }> {
      const current = await stored();
      const newPassword = values.smtp_password !== undefined && values.smtp_password !== '' && values.smtp_password !== PASSWORD_MASK;
      const serverChanged = SERVER_KEYS.some(
        (name) => values[name] !== undefined && values[name] !== (read(current, name) ?? SMTP_DEFAULTS[name]),
      );
      const passwordCleared = !newPassword && serverChanged && Boolean(read(current, 'smtp_password'));
      const rows: Record<string, string> = {};
      for (const name of SMTP_SETTING_KEYS) {
        const value = values[name];
        if (value === undefined) continue;
        if (name === 'smtp_password') {
          if (value === '' || value === PASSWORD_MASK) continue;
          rows[key(name)] = sealSecret(deps.secret, value);
        } else rows[key(name)] = value;
      }
      if (passwordCleared) rows[key('smtp_password')] = '';
      await deps.settings.setMany(rows, deps.clock.now());
      return passwordCleared ? { passwordCleared, message: MAIL_TEXTS.smtpPasswordCleared } : { passwordCleared };
    },

    async saveDkim(dkim: DkimOptions | null): Promise<void> {
      const rows = dkim
        ? {
            [key('dkim_domain')]: dkim.domain,
            [key('dkim_selector')]: dkim.selector,
            [key('dkim_private_key')]: sealSecret(deps.secret, dkim.privateKey),
          }
        : { [key('dkim_domain')]: '', [key('dkim_selector')]: '', [key('dkim_private_key')]: '' };
      await deps.settings.setMany(rows, deps.clock.now());
    },

    /** Checks the key before storing it: a key that cannot sign would fail every message later. */
    async configureDkim(dkim: DkimOptions): Promise<void> {
      const problems = [];
      if (!/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i.test(dkim.domain))
        problems.push({ field: 'domain', message: `DKIM: neplatná doména ${dkim.domain}` });
      if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(dkim.selector))
        problems.push({ field: 'selector', message: `DKIM: neplatný selektor ${dkim.selector}` });
      try {
        if (createPrivateKey(dkim.privateKey).asymmetricKeyType !== 'rsa')
          problems.push({ field: 'key', message: 'DKIM: klíč musí být RSA' });
      } catch {
        problems.push({ field: 'key', message: 'DKIM: soubor neobsahuje soukromý klíč ve formátu PEM' });
      }
      if (problems.length) throw DomainError.validation(problems);
      await this.saveDkim(dkim);
    },

    async dkimStatus(): Promise<{ enabled: boolean; domain: string | null; selector: string | null }> {
      const values = await stored();
      const domain = read(values, 'dkim_domain');
      const enabled = Boolean(domain && read(values, 'dkim_private_key'));
      return { enabled, domain: enabled ? (domain ?? null) : null, selector: enabled ? read(values, 'dkim_selector') || 'default' : null };
    },

    /** Sender identity and the way out: MARKETPLACE_SMTP_URL, else stored SMTP, else the outbox in the database. */
    async delivery(): Promise<{ transport: TransportOptions; fromName: string; fromEmail: string; replyTo?: string; fingerprint: string }> {
      const values = await stored();
      const domain = read(values, 'dkim_domain');
      const dkimKey = unseal(read(values, 'dkim_private_key'));
      const dkim = domain && dkimKey ? { domain, selector: read(values, 'dkim_selector') || 'default', privateKey: dkimKey } : undefined;
      const host = read(values, 'smtp_host');
      let transport: TransportOptions;
      if (deps.smtpUrl) transport = { type: 'smtp', url: deps.smtpUrl, dkim };
      else if (host) {
        transport = {
          type: 'smtp',
          host,
          port: Number(read(values, 'smtp_port') || 587),
          secure: (read(values, 'use_ssl') ?? 'true') === 'true',
          user: read(values, 'smtp_user') || undefined,
          password: unseal(read(values, 'smtp_password')) || undefined,
          dkim,
        };
      } else transport = { type: 'outbox', store: deps.outbox };
      const fromEmail = read(values, 'from_email') || read(values, 'smtp_user') || 'noreply@marketplace.local';
      return {
        transport,
        fromName: read(values, 'from_name') || SMTP_DEFAULTS.from_name,
        fromEmail: fromEmail.includes('@') ? fromEmail : 'noreply@marketplace.local',
        replyTo: read(values, 'reply_to_email') || undefined,
        fingerprint: JSON.stringify(values),
      };
    },
  };
}
