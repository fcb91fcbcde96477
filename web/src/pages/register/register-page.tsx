import '../../styles/forms.css';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerCustomerRequest } from '../../../../src/contract/registration.js';
import { registerCustomer } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { TextField } from '../../components/form/text-field.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PasswordField } from '../auth/password-field.js';
import { focusFirstInvalid, mergeErrors, passwordErrors, schemaErrors, serverErrors, type FieldErrors } from './registration-errors.js';
import { usePasswordMinimum } from './use-password-policy.js';

const EMPTY = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /registrace: a customer account; on success the user is signed in and goes to /klient. */
export function RegisterPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const minLength = usePasswordMinimum();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('register.title'), t('meta.register'));

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const { confirmPassword, ...input } = values;
    const found = mergeErrors(
      schemaErrors(registerCustomerRequest, input, t),
      passwordErrors({ password: values.password, confirmPassword }, minLength, t),
    );
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const answer = await registerCustomer(registerCustomerRequest.parse(input));
      auth.startSession(answer.token, answer.user);
      navigate('/klient', { replace: true });
    } catch (error) {
      setErrors(serverErrors(error, t));
      setFailed(true);
      setBusy(false);
      focusFirstInvalid(form.current);
    }
  };

  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-title">
          {t('register.title')}
        </h1>
        <p className="auth-subtitle">{t('register.subtitle')}</p>
        <form ref={form} className="form" onSubmit={submit} noValidate data-testid="register-form">
          <div className="form-error" role="alert" data-testid="register-error">
            {failed ? t('regmsg.failed') : ''}
          </div>
          <TextField
            label={t('register.name')}
            name="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="name"
            required
            maxLength={200}
            testId="register-name"
          />
          <TextField
            label={t('register.email')}
            name="email"
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
            required
            maxLength={190}
            testId="register-email"
          />
          <TextField
            label={t('register.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
            autoComplete="tel"
            required
            maxLength={32}
            testId="register-phone"
          />
          <PasswordField
            label={t('register.password')}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            autoComplete="new-password"
            testId="register-password"
          />
          <PasswordField
            label={t('register.confirmPassword')}
            name="confirmPassword"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
            testId="register-confirm"
          />
          <p className="field-hint">{t('register.passwordHint', { min: minLength })}</p>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="register-submit"
          >
            {busy && <span className="spinner spinner--small" aria-hidden="true" />}
            {busy ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
        <p className="auth-alt">
          {t('register.haveAccount')} <Link to="/prihlaseni">{t('register.loginLink')}</Link>
        </p>
        <p className="auth-alt">
          {t('login.isBusiness')} <Link to="/registrace-firmy">{t('login.businessLink')}</Link>
        </p>
      </section>
    </div>
  );
}
