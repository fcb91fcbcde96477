import '../../styles/forms.css';
import { useId, useMemo, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { completeProfileRequest } from '../../../../src/contract/registration.js';
import { completeProfile } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { displayName } from '../../app/roles.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatPhone, PHONE_MAX_LENGTH } from './phone-format.js';
import '../../i18n/cs-registration.js';

/** OAuth accounts without a phone: this screen stands in for every route until completed or skipped. */
export function ProfileCompletionScreen({ onSkip }: { onSkip: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  // the contract's phone rule with this screen's one message; the number is sent without its spaces
  const schema = useMemo(
    () =>
      z
        .object({ phone: z.string() })
        .refine((values) => completeProfileRequest.safeParse(values).success, { message: t('regmsg.phoneInvalid'), path: ['phone'] })
        .transform((values) => values.phone.replace(/\s/g, '')),
    [t],
  );
  const { control, submit, busy, errors, message } = useContractForm({
    schema,
    defaultValues: { phone: '' },
    send: async (phone) => {
      const answer = await completeProfile(auth.token ?? '', phone);
      auth.updateUser(answer.user);
    },
    failure: () => t('profile.failed'),
  });
  const phone = useWatch({ control, name: 'phone' });
  // a refusal of the server says 'profile.failed', whatever field it names
  const error = message ?? errors.phone ?? null;
  const id = useId();
  useDocumentTitle(t('profile.title'), t('profile.text'));
  if (!auth.user) return null;

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (busy || !phone.trim()) return event.preventDefault();
    return submit(event);
  };

  return (
    <main className="profile-completion" data-testid="profile-completion">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="auth-title">
          {t('profile.title')}
        </h1>
        <p className="auth-subtitle">{t('profile.text')}</p>
        <dl className="profile-identity">
          <dt>{t('profile.name')}</dt>
          <dd data-testid="profile-name">{displayName(auth.user)}</dd>
          <dt>{t('profile.email')}</dt>
          <dd data-testid="profile-email">{auth.user.email}</dd>
        </dl>
        <form className="form" onSubmit={send} noValidate>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t('profile.phone')}</label>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  ref={field.ref}
                  value={field.value}
                  maxLength={PHONE_MAX_LENGTH}
                  placeholder="+420 123 456 789"
                  onChange={(event) => field.onChange(formatPhone(event.target.value))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  data-testid="profile-phone"
                />
              )}
            />
            {error && (
              <p id={`${id}-error`} className="field-error" role="alert" data-testid="profile-phone-error">
                {error}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={busy || !phone.trim()}
            data-testid="profile-submit"
          >
            {t('profile.submit')}
          </button>
          <button type="button" className="link-button" onClick={onSkip} disabled={busy} data-testid="profile-skip">
            {t('profile.skip')}
          </button>
        </form>
      </section>
    </main>
  );
}
