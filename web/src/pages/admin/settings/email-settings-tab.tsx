import { useI18n } from '../../../i18n/i18n-context.js';
import { useId, useState } from 'react';
import { PASSWORD_MASK, SMTP_SETTING_KEYS } from '../../../../../src/contract/mail.js';
import { fetchSettings, saveSettings, testSmtpConnection, type SettingsResponse, type SmtpSettingsDto } from '../../../api/mail.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { settingsKeys, useSettingsChanged } from './queries.js';
import { useOnChange } from '../../../hooks/use-on-change.js';

/** The form's values: the password is never anything but '' or the mask, whatever the server sent. */
function formValues(answer: SettingsResponse): SmtpSettingsDto {
  return { ...answer.settings, smtp_password: answer.password_set ? PASSWORD_MASK : '' };
}

type TextKey = Exclude<(typeof SMTP_SETTING_KEYS)[number], 'use_ssl' | 'smtp_password'>;

/** The e-mail tab: the eight stored SMTP keys, loaded and saved, and 'Otestovat připojení'. */
export function EmailSettingsTab() {
  const { t } = useI18n();
  const id = useId();
  const settings = useApiQuery(settingsKeys.smtp, (signal) => fetchSettings(signal));
  const changed = useSettingsChanged();
  const notices = useNotices();
  // an answer already cached (the tab opened again) fills the form at once
  const [form, setForm] = useState<SmtpSettingsDto | null>(() => (settings.data ? formValues(settings.data) : null));
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});

  useOnChange(settings.data, (data) => {
    if (data) setForm(formValues(data));
  });

  if (settings.status === 'error') return <LoadFailed error={settings.error} onRetry={settings.reload} testId="settings-email-error" />;
  if (!form || !settings.data) return <Loading />;

  const loaded = formValues(settings.data);
  const dirty = SMTP_SETTING_KEYS.some((key) => form[key] !== loaded[key]);
  const set = (key: keyof SmtpSettingsDto, value: string) => setForm((previous) => (previous ? { ...previous, [key]: value } : previous));

  const save = async () => {
    setSaving(true);
    setFields({});
    try {
      const answer = await saveSettings(form);
      notices.success(t('admin.settings.email.saved'));
      // the server moved without a new password: the stored one is gone, ask for it (the server's sentence)
      if (answer.password_cleared && answer.message) notices.error(answer.message);
      changed();
    } catch (error) {
      setFields(fieldErrors(error));
      notices.error(t('admin.settings.email.saveFailed', { message: errorMessage(error, t) }));
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    try {
      const answer = await testSmtpConnection();
      // the server's answer is a whole sentence already ('Připojení k SMTP serveru …')
      if (answer.success) notices.success(answer.message);
      else notices.error(answer.message);
    } catch (error) {
      notices.error(t('admin.settings.email.testFailed', { message: errorMessage(error, t) }));
    } finally {
      setTesting(false);
    }
  };

  const text = (key: TextKey, options: { type?: 'text' | 'email'; numeric?: boolean; autoComplete?: string } = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`admin.settings.email.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        type={options.type ?? 'text'}
        inputMode={options.numeric ? 'numeric' : undefined}
        autoComplete={options.autoComplete ?? 'off'}
        value={form[key]}
        aria-invalid={fields[key] ? true : undefined}
        aria-describedby={fields[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value)}
        data-testid={`settings-${key}`}
      />
      {fields[key] && (
        <p id={`${id}-${key}-error`} className="mail-field-error">
          {fields[key]}
        </p>
      )}
    </div>
  );

  return (
    <div className="settings-email" data-testid="settings-email">
      <h2 className="mail-folder-title">{t('admin.settings.email.heading')}</h2>
      <p className="ui-muted">{t('admin.settings.email.intro')}</p>
      {settings.data.smtp_url_override && (
        <p className="settings-override" role="note" data-testid="settings-override">
          {t('admin.settings.email.override')}
        </p>
      )}
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="settings-notice" />
      <form
        className="mail-form settings-form"
        noValidate
        autoComplete="off"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="mail-form-row">
          {text('smtp_host')}
          {text('smtp_port', { numeric: true })}
        </div>
        <div className="mail-form-row">
          {text('smtp_user')}
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('admin.settings.email.smtp_password')}</label>
            <input
              id={`${id}-password`}
              name="smtp_password"
              type="password"
              autoComplete="new-password"
              value={form.smtp_password}
              aria-describedby={`${id}-password-hint`}
              onFocus={(event) => event.target.select()}
              onChange={(event) => set('smtp_password', event.target.value)}
              data-testid="settings-smtp_password"
            />
            <p id={`${id}-password-hint`} className="mail-hint">
              {settings.data.password_set ? t('admin.settings.email.passwordSet') : t('admin.settings.email.passwordUnset')}
            </p>
          </div>
        </div>
        <div className="mail-form-row">
          {text('from_name')}
          {text('from_email', { type: 'email' })}
        </div>
        {text('reply_to_email', { type: 'email' })}
        <label className="mail-check">
          <input
            type="checkbox"
            checked={form.use_ssl === 'true'}
            onChange={(event) => set('use_ssl', event.target.checked ? 'true' : 'false')}
            data-testid="settings-use_ssl"
          />
          {t('admin.settings.email.use_ssl')}
        </label>
        <div className="settings-actions">
          <button type="submit" className="button button--primary" disabled={saving} data-testid="settings-save">
            {saving ? t('admin.settings.email.saving') : t('admin.settings.email.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={test}
            disabled={testing}
            aria-describedby={`${id}-test-hint`}
            data-testid="settings-test"
          >
            {testing ? t('admin.settings.email.testing') : t('admin.settings.email.test')}
          </button>
          {dirty && (
            <span className="ui-muted" data-testid="settings-dirty">
              {t('admin.settings.email.unsaved')}
            </span>
          )}
        </div>
        <p id={`${id}-test-hint`} className="mail-hint">
          {t('admin.settings.email.testHint')}
        </p>
      </form>
    </div>
  );
}
