import { useId, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SOCIAL_ERROR_PARAMS } from '../../api/oauth.js';
import { useAuth } from '../../app/auth-context.js';
import { useEdition } from '../../app/edition-context.js';
import { landingAfterLogin } from '../../app/roles.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { LiveClock } from '../../components/live-clock.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { classifyLoginError } from './login-error.js';
import { PasswordField } from './password-field.js';
import { SOCIAL_NAMES, SocialLogin, useSocialProviders } from './social-login.js';
import { TwoFactorLogin } from './two-factor-login.js';
import { AuthSubmit, OtherWays } from './auth-parts.js';
import '../../i18n/cs-login.js';

function rememberedPage(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}

/** A social sign-in that came back failed (`?social=google&social_error=failed|error`): its message, else null. */
function socialFailure(params: URLSearchParams, t: ReturnType<typeof useI18n>['t']): string | null {
  const provider = SOCIAL_NAMES[params.get(SOCIAL_ERROR_PARAMS.provider) ?? ''];
  const kind = params.get(SOCIAL_ERROR_PARAMS.error);
  if (!provider || !kind) return null;
  return t(kind === 'failed' ? 'login.socialFailed' : 'login.socialError', { provider });
}

/** The browser checks the fields (required, an e-mail address); the server judges the credentials. */
const credentials = z
  .object({ email: z.string(), password: z.string() })
  .transform((values) => ({ email: values.email.trim(), password: values.password }));

/** /prihlaseni: password login (landing by role), buttons of the configured social providers, a live clock. */
export function LoginPage() {
  const { t, locale } = useI18n();
  const { edition } = useEdition();
  const auth = useAuth();
  const location = useLocation();
  // the second step of an admin with two-factor authentication (after a right password)
  const [second, setSecond] = useState<{ step: 'verify' | 'enrol'; challenge: string } | null>(null);
  const [searchParams] = useSearchParams();
  const providers = useSocialProviders();
  const emailId = useId();
  const {
    form,
    control,
    submit,
    busy: submitting,
    message: error,
  } = useContractForm({
    schema: credentials,
    defaultValues: { email: '', password: '' },
    send: async ({ email, password }) => {
      const outcome = await auth.login(email, password);
      if ('twoFactor' in outcome) {
        setSecond({ step: outcome.twoFactor, challenge: outcome.challenge });
        form.setValue('password', '');
      }
    },
    failure: (failure) => {
      const result = classifyLoginError(failure);
      return result.kind === 'invalid' ? t('login.invalid') : result.kind === 'server' ? result.message : t('login.network');
    },
  });
  // a social failure is about the provider, not the fields: they stay untouched (not invalid)
  const shownError = error ?? socialFailure(searchParams, t);
  useDocumentTitle(t('login.title'), t('login.subtitle'));

  if (auth.status === 'authenticated' && auth.user) {
    return <Navigate to={landingAfterLogin(auth.user.role, rememberedPage(location.state))} replace />;
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) return event.preventDefault();
    return submit(event);
  };

  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <LiveClock locale={locale} timeZone={edition.timeZone} label={t('login.clock')} withDate className="auth-clock" />
        <h1 id="login-title" className="auth-title">
          {t('login.title')}
        </h1>
        <p className="auth-subtitle">{t('login.subtitle')}</p>
        {second ? (
          <TwoFactorLogin step={second.step} challenge={second.challenge} onSession={auth.startSession} onCancel={() => setSecond(null)} />
        ) : (
          <form className="form" onSubmit={send} noValidate={false} aria-describedby="login-error">
            <div className="field">
              <label htmlFor={emailId}>{t('login.email')}</label>
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <input
                    id={emailId}
                    name="email"
                    type="email"
                    ref={field.ref}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    placeholder={t('login.emailPlaceholder')}
                    autoComplete="email"
                    required
                    maxLength={190}
                    aria-invalid={error ? true : undefined}
                    disabled={submitting}
                    data-testid="login-email"
                  />
                )}
              />
            </div>
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  label={t('login.password')}
                  value={field.value}
                  onChange={field.onChange}
                  autoComplete="current-password"
                  testId="login-password"
                  invalid={Boolean(error)}
                  disabled={submitting}
                />
              )}
            />
            <div id="login-error" className="form-error" aria-live="assertive" role="alert" data-testid="login-error">
              {shownError}
            </div>
            <AuthSubmit busy={submitting} testId="login-submit">
              {t('login.submit')}
            </AuthSubmit>
          </form>
        )}
        <SocialLogin providers={providers} disabled={submitting} next={rememberedPage(location.state) ?? '/dashboard'} />
        <OtherWays ways={['register', 'business']} />
      </section>
    </div>
  );
}
