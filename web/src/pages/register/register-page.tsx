import '../../styles/forms.css';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors as FieldErrorsOf, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerCustomerRequest } from '../../../../src/contract/registration.js';
import { registerCustomer } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { FormTextField } from '../../components/form/form-fields.js';
import { AuthSubmit, OtherWays } from '../auth/auth-parts.js';
import { TextFields } from '../../components/form/form-fields.js';
import { emailAndPhone } from './contact-fields.js';
import { NewPasswordFields } from './new-password-fields.js';
import { focusFirstInvalid, mergeErrors, passwordErrors, schemaErrors, serverErrors } from './registration-errors.js';
import { RegistrationClosed, useRegistrationClosed } from './registration-closed.js';
import { usePasswordMinimum } from './use-password-policy.js';
import '../../i18n/cs-login.js';
import '../../i18n/cs-registration.js';

const EMPTY = { name: '', email: '', phone: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** /registrace: a customer account; on success the user is signed in and goes to /klient. */
export function RegisterPage() {
  const { t } = useI18n();
  const closed = useRegistrationClosed();
  useDocumentTitle(t('register.title'), t('meta.register'));
  return closed ? <RegistrationClosed title={t('register.title')} /> : <RegisterForm />;
}

function RegisterForm() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const minLength = usePasswordMinimum();
  const form = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);

  // the contract's schema and the password policy judge the values (registration-errors.ts), in the interface language
  const resolver: Resolver<Values> = (values) => {
    const { confirmPassword, ...input } = values;
    const found = mergeErrors(
      schemaErrors(registerCustomerRequest, input, t),
      passwordErrors({ password: values.password, confirmPassword }, minLength, t),
    );
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrorsOf<Values> };
  };
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit', // messages change when the form is sent again, as before
    shouldFocusError: false, // focusFirstInvalid does it, also after the server's refusal
  });
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  // a refused registration rethrows, so that only a made one counts as submitted (the button stays busy on the way to /klient)
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      async (values) => {
        setFailed(false);
        const { confirmPassword: _confirm, ...input } = values;
        try {
          const answer = await registerCustomer(registerCustomerRequest.parse(input));
          auth.startSession(answer.token, answer.user);
          void navigate('/klient', { replace: true });
        } catch (error) {
          for (const [field, message] of Object.entries(serverErrors(error, t)))
            setError(field as keyof Values, { type: 'server', message });
          setFailed(true);
          focusFirstInvalid(form.current);
          throw error;
        }
      },
      () => {
        setFailed(false);
        focusFirstInvalid(form.current);
      },
    )(event).catch(() => undefined);
  const field = (name: keyof Values) => ({ control, name });

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
          <FormTextField
            {...field('name')}
            label={t('register.name')}
            autoComplete="name"
            required
            maxLength={200}
            testId="register-name"
          />
          <TextFields control={control} fields={emailAndPhone({ email: t('register.email'), phone: t('register.phone') }, 'register')} />
          <NewPasswordFields
            control={control}
            labels={{ password: 'register.password', confirm: 'register.confirmPassword' }}
            testIds={{ password: 'register-password', confirm: 'register-confirm' }}
            minLength={minLength}
          />
          <AuthSubmit busy={busy} testId="register-submit">
            {busy ? t('register.submitting') : t('register.submit')}
          </AuthSubmit>
        </form>
        <OtherWays ways={['login', 'business']} />
      </section>
    </div>
  );
}
