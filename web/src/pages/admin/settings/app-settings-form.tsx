import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { get, useForm, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { saveAppSettings, type AppSettings } from '../../../api/app-settings.js';
import { SITE_SETTINGS_KEY } from '../../../app/theme.js';
import { contractResolver } from '../../../components/form/contract-resolver.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { publicKeys } from '../../../hooks/public-queries.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { settingsKeys } from './queries.js';
import styles from './settings.module.css';

export type SettingsSection = Exclude<keyof AppSettings, never>;

/** One field of a settings form: its kind and, for a select, its options (value and label). */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'url' | 'number' | 'select' | 'check' | 'color';
  options?: Array<[string, string]>;
  hint?: string;
}

/**
 * The form of one settings tab: the stored values, validated by the tab's contract schema (the same
 * Czech messages as the server's), saved with PUT /api/admin/app-settings. A save refreshes the site's
 * look and the password policy, which the settings drive.
 */
export function AppSettingsForm<T extends FieldValues>(props: {
  section: SettingsSection;
  values: T;
  schema: ZodType<unknown, T>;
  fields: FieldSpec[];
}) {
  const { section, values, schema, fields } = props;
  const { t } = useI18n();
  const id = useId();
  const client = useQueryClient();
  const notices = useNotices();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: saving, isDirty: dirty },
  } = useForm<T>({ resolver: contractResolver(schema as ZodType<T, T>), values });

  const save = handleSubmit(async (form) => {
    try {
      await saveAppSettings({ [section]: form });
      notices.success(t('admin.settings.saved'));
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.app }),
        client.invalidateQueries({ queryKey: SITE_SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: publicKeys.passwordPolicy }),
      ]);
    } catch (error) {
      applyServerErrors(
        error,
        setError,
        fields.map((f) => f.name as Path<T>),
        (name) => `${section}.${name}`,
      );
      notices.error(t('admin.settings.saveFailed', { message: errorMessage(error, t) }));
    }
  });

  const field = (spec: FieldSpec) => {
    const name = spec.name as Path<T>;
    const fieldId = `${id}-${spec.name}`;
    // a nested field ('socialLinks.facebook') has its error nested too
    const error = (get(errors, spec.name) as { message?: string } | undefined)?.message;
    // the catalog holds a label for every field of every section (texts.ts)
    const label = t(`admin.settings.${section}.${spec.name}` as MessageKey);
    const aria = {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(spec.hint && `${fieldId}-hint`, error && `${fieldId}-error`),
      'data-testid': `settings-${section}-${spec.name}`,
    };
    if (spec.kind === 'check') {
      return (
        <label key={spec.name} className="ui-check">
          <input type="checkbox" {...register(name)} {...aria} />
          {label}
        </label>
      );
    }
    return (
      <div key={spec.name} className="field">
        <label htmlFor={fieldId}>{label}</label>
        {spec.kind === 'select' ? (
          <select id={fieldId} {...register(name)} {...aria}>
            {spec.options?.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fieldId}
            type={spec.kind === 'number' ? 'text' : spec.kind === 'color' ? 'text' : spec.kind}
            inputMode={spec.kind === 'number' ? 'numeric' : undefined}
            autoComplete="off"
            {...register(name)}
            {...aria}
          />
        )}
        {spec.hint && (
          <p id={`${fieldId}-hint`} className="ui-hint">
            {spec.hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId}-error`} className="ui-field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.email} data-testid={`settings-${section}`}>
      <h2 className="ui-section-title">{t(`admin.settings.${section}.heading`)}</h2>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId={`settings-${section}-notice`} />
      <form className={`ui-form ${styles.form}`} noValidate onSubmit={(event) => void save(event)}>
        {fields.map(field)}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={saving} data-testid={`settings-${section}-save`}>
            {saving ? t('admin.settings.email.saving') : t('admin.settings.email.save')}
          </button>
          {dirty && <span className="ui-muted">{t('admin.settings.email.unsaved')}</span>}
        </div>
      </form>
    </div>
  );
}
