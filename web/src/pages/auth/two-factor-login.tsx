import { useEffect, useId, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, verifyTwoFactor, type UserDto } from '../../api/auth.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { RecoveryCodes, SecretDisplay } from '../../components/two-factor/secret-display.js';
import { errorMessage } from '../../components/ui/errors.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AuthSubmit } from './auth-parts.js';
import '../../i18n/cs-login.js';

const twoFactorCode = z.object({ code: z.string() }).transform((values) => values.code.trim());

/**
 * The step after the password of an admin with two-factor authentication: the 6-digit code (or a
 * recovery code); or, when the security settings require it and the admin has none yet, enrolment
 * (the key shown, confirmed by a code, then the recovery codes) before the session starts.
 */
export function TwoFactorLogin(props: {
  step: 'verify' | 'enrol';
  challenge: string;
  onSession: (token: string, user: UserDto) => void;
  onCancel: () => void;
}) {
  const { step, challenge, onSession, onCancel } = props;
  const { t } = useI18n();
  const codeId = useId();
  // the key of an enrolment could not be fetched (until the form is sent)
  const [beginError, setBeginError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [enrolled, setEnrolled] = useState<{ token: string; user: UserDto; codes: string[] } | null>(null);

  useEffect(() => {
    if (step !== 'enrol') return;
    let live = true;
    beginTwoFactorEnrolment(challenge)
      .then((answer) => live && setSecret(answer))
      .catch((failure: unknown) => live && setBeginError(errorMessage(failure, t)));
    return () => {
      live = false;
    };
  }, [step, challenge, t]);

  // the browser checks that a code was typed (required); the server judges it
  const { control, submit, busy, message } = useContractForm({
    schema: twoFactorCode,
    defaultValues: { code: '' },
    send: async (code) => {
      if (step === 'verify') {
        const answer = await verifyTwoFactor(challenge, code);
        onSession(answer.token, answer.user);
        return;
      }
      const answer = await confirmTwoFactorEnrolment(challenge, code);
      setEnrolled({ token: answer.token, user: answer.user, codes: answer.recovery_codes });
    },
    failure: (failure) => errorMessage(failure, t),
  });
  const error = message ?? beginError;
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    setBeginError(null);
    return submit(event);
  };

  if (enrolled) {
    return (
      <div data-testid="two-factor-enrolled">
        <RecoveryCodes codes={enrolled.codes} />
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onSession(enrolled.token, enrolled.user)}
          data-testid="two-factor-continue"
        >
          {t('twoFactor.continue')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={send} aria-describedby="two-factor-error" data-testid="two-factor-form">
      <p>{t(step === 'verify' ? 'twoFactor.verifyIntro' : 'twoFactor.enrolIntro')}</p>
      {step === 'enrol' && secret && <SecretDisplay secret={secret.secret} uri={secret.otpauth_uri} />}
      <div className="field">
        <label htmlFor={codeId}>{t('twoFactor.code')}</label>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <input
              id={codeId}
              name="code"
              ref={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              inputMode={step === 'enrol' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              required
              maxLength={20}
              aria-invalid={error ? true : undefined}
              disabled={busy}
              data-testid="two-factor-code"
            />
          )}
        />
      </div>
      <div id="two-factor-error" className="form-error" aria-live="assertive" role="alert" data-testid="two-factor-error">
        {error}
      </div>
      <AuthSubmit busy={busy} spinner={false} testId="two-factor-submit">
        {t('twoFactor.submit')}
      </AuthSubmit>
      <button type="button" className="button button--ghost button--block" onClick={onCancel} disabled={busy}>
        {t('twoFactor.back')}
      </button>
    </form>
  );
}
