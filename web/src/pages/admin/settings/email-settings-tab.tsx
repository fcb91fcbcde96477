import { useMutation } from '@tanstack/react-query';
import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PASSWORD_MASK, SMTP_SETTING_KEYS, smtpSettings } from '../../../../../src/contract/mail.js';
import { fetchSettings, saveSettings, testSmtpConnection, type SettingsResponse, type SmtpSettingsDto } from '../../../api/mail.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { ImapAccountSection } from './imap-account-section.js';
import { OutboxSection } from './outbox-section.js';
import { SuppressionsSection } from './suppressions-section.js';
import { useEdition } from '../../../app/edition-context.js';
import { settingsKeys, useSettingsChanged } from './queries.js';
import styles from './settings.module.css';

/** The form's values: the password is never anything but '' or the mask, whatever the server sent. */
function formValues(answer: SettingsResponse): SmtpSettingsDto {
  return { ...answer.settings, smtp_password: answer.password_set ? PASSWORD_MASK : '' };
}

type TextKey = Exclude<(typeof SMTP_SETTING_KEYS)[number], 'use_ssl' | 'smtp_password'>;

/**
 * The e-mail tab: the SMTP form (outgoing mail), while no SMTP is configured the messages stored instead,
 * the operator's IMAP mailbox (incoming mail), the suppression list.
 */
export function EmailSettingsTab() {
  const { edition } = useEdition();
  return (
    <div className={styles.emailTab}>
      <SmtpSettings />
      <OutboxWithoutSmtp timeZone={edition.timeZone} />
      <ImapAccountSection />
      <SuppressionsSection timeZone={edition.timeZone} />
    </div>
  );
}

/** The eight stored SMTP keys, loaded and saved, and 'Otestovat připojení'. */
function SmtpSettings() {
  const settings = useApiQuery(settingsKeys.smtp, (signal) => fetchSettings(signal));
  if (settings.status === 'error') return <LoadFailed error={settings.error} onRetry={settings.reload} testId="settings-email-error" />;
  if (!settings.data) return <Loading />;
  return <SmtpForm answer={settings.data} />;
}

/**
 * 'Odchozí pošta bez SMTP' when mail goes nowhere but the database: no MARKETPLACE_SMTP_URL and no stored
 * SMTP server (the same stored settings as the form, one request).
 */
function OutboxWithoutSmtp({ timeZone }: { timeZone: string }) {
  const settings = useApiQuery(settingsKeys.smtp, (signal) => fetchSettings(signal));
  if (!settings.data || settings.data.smtp_url_override || settings.data.settings.smtp_host) return null;
  return <OutboxSection timeZone={timeZone} />;
}

/** The SMTP form over the stored values; a newer answer (after saving) fills it again. */
function SmtpForm({ answer }: { answer: SettingsResponse }) {
  const { t } = useI18n();
  const id = useId();
  const changed = useSettingsChanged();
  const notices = useNotices();
  const loaded = useMemo(() => formValues(answer), [answer]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty: dirty, isSubmitting: saving },
  } = useForm({ resolver: contractResolver(smtpSettings), values: loaded });

  const save = handleSubmit(async (form) => {
    try {
      const saved = await saveSettings(form);
      notices.success(t('admin.settings.email.saved'));
      // the server moved without a new password: the stored one is gone, ask for it (the server's sentence)
      if (saved.password_cleared && saved.message) notices.error(saved.message);
      changed();
    } catch (error) {
      applyServerErrors(error, setError, SMTP_SETTING_KEYS, (name) => `settings.${name}`);
      notices.error(t('admin.settings.email.saveFailed', { message: errorMessage(error, t) }));
    }
  });

  const connectionTest = useMutation({
    mutationFn: () => testSmtpConnection(),
    onSuccess: (result) => {
      // the server's answer is a whole sentence already ('Připojení k SMTP serveru …')
      if (result.success) notices.success(result.message);
      else notices.error(result.message);
    },
    onError: (error) => notices.error(t('admin.settings.email.testFailed', { message: errorMessage(error, t) })),
  });
  const testing = connectionTest.isPending;
  const test = () => connectionTest.mutate();

  const text = (key: TextKey, options: { type?: 'text' | 'email'; numeric?: boolean; autoComplete?: string } = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`admin.settings.email.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        type={options.type ?? 'text'}
        inputMode={options.numeric ? 'numeric' : undefined}
        autoComplete={options.autoComplete ?? 'off'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(errors[key] && `${id}-${key}-error`)}
        {...register(key)}
        data-testid={`settings-${key}`}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="ui-field-error">
          {errors[key].message}
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.email} data-testid="settings-email">
      <h2 className="ui-section-title">{t('admin.settings.email.heading')}</h2>
      <p className="ui-muted">{t('admin.settings.email.intro')}</p>
      {answer.smtp_url_override && (
        <p className={styles.override} role="note" data-testid="settings-override">
          {t('admin.settings.email.override')}
        </p>
      )}
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="settings-notice" />
      <form className={`ui-form ${styles.form}`} noValidate autoComplete="off" onSubmit={(event) => void save(event)}>
        <div className="ui-form-row">
          {text('smtp_host')}
          {text('smtp_port', { numeric: true })}
        </div>
        <div className="ui-form-row">
          {text('smtp_user')}
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('admin.settings.email.smtp_password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.smtp_password ? true : undefined}
              aria-describedby={describedBy(`${id}-password-hint`, errors.smtp_password && `${id}-password-error`)}
              onFocus={(event) => event.target.select()}
              {...register('smtp_password')}
              data-testid="settings-smtp_password"
            />
            <p id={`${id}-password-hint`} className="ui-hint">
              {answer.password_set ? t('admin.settings.email.passwordSet') : t('admin.settings.email.passwordUnset')}
            </p>
            {errors.smtp_password && (
              <p id={`${id}-password-error`} className="ui-field-error">
                {errors.smtp_password.message}
              </p>
            )}
          </div>
        </div>
        <div className="ui-form-row">
          {text('from_name')}
          {text('from_email', { type: 'email' })}
        </div>
        {text('reply_to_email', { type: 'email' })}
        <label className="ui-check">
          <Controller
            control={control}
            name="use_ssl"
            render={({ field }) => (
              <input
                type="checkbox"
                name={field.name}
                ref={field.ref}
                checked={field.value === 'true'}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
                data-testid="settings-use_ssl"
              />
            )}
          />
          {t('admin.settings.email.use_ssl')}
        </label>
        <div className={styles.actions}>
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
        <p id={`${id}-test-hint`} className="ui-hint">
          {t('admin.settings.email.testHint')}
        </p>
      </form>
    </div>
  );
}
