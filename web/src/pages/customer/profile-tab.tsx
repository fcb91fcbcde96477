import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.js';
import { fetchProfile, saveProfile, type ProfileDto } from '../../api/customer.js';
import { useAuth } from '../../app/auth-context.js';
import { FormTextField } from '../../components/form/form-fields.js';
import { TextField } from '../../components/form/text-field.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatDay } from './customer-format.js';
import { customerKeys } from './queries.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

type Preference = keyof ProfileDto['preferences'];
const PREFERENCES: Array<[Preference, MessageKey]> = [
  ['notifications', 'customer.profile.notify'],
  ['email_offers', 'customer.profile.emailOffers'],
  ['sms_reminders', 'customer.profile.smsReminders'],
];
type ProfileValues = Pick<ProfileDto, 'name' | 'phone' | 'preferences'>;
const valuesOf = ({ name, phone, preferences }: ProfileDto): ProfileValues => ({ name, phone, preferences });
// the values go to the server as they are: it judges them (its field messages are shown at name and phone)
const profileValues = z.custom<ProfileValues>(() => true);

/** Profil: name, email and member-since (read-only), phone, the three notification preferences; 'Uložit změny' saves. */
export function ProfileTab() {
  const { t } = useI18n();
  const loaded = useApiQuery(customerKeys.profile, (signal) => fetchProfile(signal));
  if (loaded.status === 'error') return <LoadError error={loaded.error} fallback={t('customer.profile.error')} onRetry={loaded.reload} />;
  // an answer already cached (the tab opened again) fills the form at once
  if (!loaded.data) return <Spinner block />;
  return <ProfileForm profile={loaded.data.profile} />;
}

function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t, locale } = useI18n();
  const auth = useAuth();
  const id = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { form, control, submit, busy, message } = useContractForm({
    schema: profileValues,
    defaultValues: valuesOf(profile),
    send: async (request) => {
      const answer = await saveProfile(request);
      queryClient.setQueryData(customerKeys.profile, answer);
      setSaved(true);
      if (auth.user) auth.updateUser({ ...auth.user, first_name: answer.profile.first_name, last_name: answer.profile.last_name });
    },
    // a refusal naming the name or the phone shows only their messages
    failure: (error) =>
      error instanceof ApiError && error.fields.some((f) => f.field === 'name' || f.field === 'phone')
        ? ''
        : serverMessageOr(error, t('customer.profile.failed')),
  });
  // the profile loaded again or saved: the form shows it
  useEffect(() => form.reset(valuesOf(profile)), [form, profile]);

  const save = (event: FormEvent) => {
    setSaved(false);
    return submit(event);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('customer.profile.title')}
      </h2>
      <form className={`form ${styles.profile}`} onSubmit={save} onChange={() => setSaved(false)} noValidate data-testid="customer-profile">
        <FormTextField
          control={control}
          name="name"
          label={t('customer.profile.name')}
          autoComplete="name"
          required
          maxLength={200}
          testId="customer-profile-name"
        />
        <TextField
          label={t('customer.profile.email')}
          name="email"
          type="email"
          value={profile.email}
          onChange={() => {}}
          disabled
          hint={t('customer.profile.emailHint')}
          testId="customer-profile-email"
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('customer.profile.phone')}
          type="tel"
          autoComplete="tel"
          required
          maxLength={32}
          testId="customer-profile-phone"
        />
        <dl className={styles.readonly}>
          <dt>{t('customer.profile.memberSince')}</dt>
          <dd data-testid="customer-profile-since">
            <time dateTime={profile.member_since}>{formatDay(profile.member_since, locale)}</time>
          </dd>
        </dl>
        <fieldset className={styles.preferences}>
          <legend>{t('customer.profile.notifications')}</legend>
          {PREFERENCES.map(([key, label]) => (
            <Controller
              key={key}
              control={control}
              name={`preferences.${key}`}
              render={({ field }) => (
                <label className={styles.checkboxField}>
                  <input
                    ref={field.ref}
                    type="checkbox"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    data-testid={`customer-profile-${key}`}
                  />
                  {t(label)}
                </label>
              )}
            />
          ))}
        </fieldset>
        {message && (
          <p className="field-error" role="alert">
            {message}
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
