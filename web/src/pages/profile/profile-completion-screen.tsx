import '../../styles/forms.css';
import { useId, useState, type FormEvent } from 'react';
import { completeProfileRequest } from '../../../../src/contract/registration.js';
import { completeProfile } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { displayName } from '../../app/roles.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatPhone, PHONE_MAX_LENGTH } from './phone-format.js';
import '../../i18n/cs-registration.js';

/** OAuth accounts without a phone: this screen stands in for every route until completed or skipped. */
export function ProfileCompletionScreen({ onSkip }: { onSkip: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  useDocumentTitle(t('profile.title'), t('profile.text'));
  if (!auth.user) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !phone.trim()) return;
    if (!completeProfileRequest.safeParse({ phone }).success) return setError(t('regmsg.phoneInvalid'));
    setError(null);
    setBusy(true);
    try {
      const answer = await completeProfile(auth.token ?? '', phone.replace(/\s/g, ''));
      auth.updateUser(answer.user);
    } catch {
      setError(t('profile.failed'));
      setBusy(false);
    }
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
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t('profile.phone')}</label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              maxLength={PHONE_MAX_LENGTH}
              placeholder="+420 123 456 789"
              onChange={(event) => setPhone(formatPhone(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="profile-phone"
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
