import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.js';
import { fetchProfile, saveProfile, type ProfileDto } from '../../api/customer.js';
import { useAuth } from '../../app/auth-context.js';
import { TextField } from '../../components/form/text-field.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatDay } from './customer-format.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { customerKeys } from './queries.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

type Preference = keyof ProfileDto['preferences'];
const PREFERENCES: Array<[Preference, MessageKey]> = [
  ['notifications', 'customer.profile.notify'],
  ['email_offers', 'customer.profile.emailOffers'],
  ['sms_reminders', 'customer.profile.smsReminders'],
];
type Errors = Partial<Record<'name' | 'phone' | 'form', string>>;

/** Profil: name, email and member-since (read-only), phone, the three notification preferences; 'Uložit změny' saves. */
export function ProfileTab() {
  const { t, locale } = useI18n();
  const auth = useAuth();
  const id = useId();
  const loaded = useApiQuery(customerKeys.profile, (signal) => fetchProfile(signal));
  const queryClient = useQueryClient();
  // an answer already cached (the tab opened again) fills the form at once
  const [draft, setDraft] = useState<ProfileDto | null>(() => loaded.data?.profile ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  useOnChange(loaded.data, (data) => {
    if (data) setDraft(data.profile);
  });

  if (loaded.status === 'error') return <LoadError error={loaded.error} fallback={t('customer.profile.error')} onRetry={loaded.reload} />;
  if (!draft) return <Spinner block />;

  const change = (patch: Partial<ProfileDto>) => {
    setDraft({ ...draft, ...patch });
    setSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setSaved(false);
    try {
      const answer = await saveProfile({ name: draft.name, phone: draft.phone, preferences: draft.preferences });
      setDraft(answer.profile);
      queryClient.setQueryData(customerKeys.profile, answer);
      setSaved(true);
      if (auth.user) auth.updateUser({ ...auth.user, first_name: answer.profile.first_name, last_name: answer.profile.last_name });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      const named = fields.filter((f) => f.field === 'name' || f.field === 'phone');
      setErrors(
        named.length
          ? Object.fromEntries(named.map((f) => [f.field, f.message]))
          : { form: error instanceof ApiError && error.fromServer ? error.message : t('customer.profile.failed') },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('customer.profile.title')}
      </h2>
      <form className={`form ${styles.profile}`} onSubmit={submit} noValidate data-testid="customer-profile">
        <TextField
          label={t('customer.profile.name')}
          name="name"
          value={draft.name}
          onChange={(name) => change({ name })}
          error={errors.name}
          autoComplete="name"
          required
          maxLength={200}
          testId="customer-profile-name"
        />
        <TextField
          label={t('customer.profile.email')}
          name="email"
          type="email"
          value={draft.email}
          onChange={() => {}}
          disabled
          hint={t('customer.profile.emailHint')}
          testId="customer-profile-email"
        />
        <TextField
          label={t('customer.profile.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          value={draft.phone}
          onChange={(phone) => change({ phone })}
          error={errors.phone}
          autoComplete="tel"
          required
          maxLength={32}
          testId="customer-profile-phone"
        />
        <dl className={styles.readonly}>
          <dt>{t('customer.profile.memberSince')}</dt>
          <dd data-testid="customer-profile-since">
            <time dateTime={draft.member_since}>{formatDay(draft.member_since, locale)}</time>
          </dd>
        </dl>
        <fieldset className={styles.preferences}>
          <legend>{t('customer.profile.notifications')}</legend>
          {PREFERENCES.map(([key, label]) => (
            <label key={key} className={styles.checkboxField}>
              <input
                type="checkbox"
                checked={draft.preferences[key]}
                onChange={(event) => change({ preferences: { ...draft.preferences, [key]: event.target.checked } })}
                data-testid={`customer-profile-${key}`}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.profileActions}>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="customer-profile-save">
            {busy ? t('customer.profile.saving') : t('customer.profile.save')}
          </button>
          <p role="status" className={styles.saved} data-testid="customer-profile-saved">
            {saved ? t('customer.profile.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
