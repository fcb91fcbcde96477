import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminTwoFactor } from '../../../api/two-factor.js';
import { RecoveryCodes, SecretDisplay } from '../../../components/two-factor/secret-display.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { Button } from '../../../components/ui/button.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { settingsKeys } from './queries.js';
import styles from './settings.module.css';

type Action = 'confirm' | 'disable' | 'renew';

/**
 * Nastavení › Zabezpečení, 'Dvoufázové ověření' of the signed-in admin: enrol (a new key shown as text
 * and as the otpauth URI, confirmed by a code; then the recovery codes, shown once), new recovery
 * codes, or switch it off; the last two need a current code.
 */
export function TwoFactorSection() {
  const { t } = useI18n();
  const titleId = useId();
  const codeId = useId();
  const client = useQueryClient();
  const status = useApiQuery(settingsKeys.twoFactor, (signal) => adminTwoFactor.status(signal));
  const [secret, setSecret] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  /** one step (start, confirm, renew, disable): then the code is cleared and the status reloads */
  const step = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setDone(null),
    onSuccess: async () => {
      setCode('');
      await client.invalidateQueries({ queryKey: settingsKeys.twoFactor });
    },
  });
  const busy = step.isPending;
  const error = step.error ? errorMessage(step.error, t) : null;
  const run = (work: () => Promise<void>) => step.mutateAsync(work).catch(() => undefined); // the failure is shown as `error`
  const start = () => run(async () => setSecret(await adminTwoFactor.setup()));
  const act = (action: Action) => (event?: FormEvent) => {
    event?.preventDefault();
    void run(async () => {
      if (action === 'confirm') {
        setCodes((await adminTwoFactor.confirm(code.trim())).recovery_codes);
        setSecret(null);
      } else if (action === 'renew') {
        setCodes((await adminTwoFactor.renewRecoveryCodes(code.trim())).recovery_codes);
      } else {
        await adminTwoFactor.disable(code.trim());
        setCodes(null);
        setDone(t('admin.settings.twoFactor.disabled'));
      }
    });
  };

  const info = status.data?.two_factor;
  const codeField = (
    <div className="field">
      <label htmlFor={codeId}>{t('admin.settings.twoFactor.code')}</label>
      <input
        id={codeId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        maxLength={20}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${codeId}-error`}
        data-testid="settings-2fa-code"
      />
    </div>
  );

  return (
    <section className={styles.email} aria-labelledby={titleId} data-testid="settings-2fa">
      <h2 id={titleId} className="ui-section-title">
        {t('admin.settings.twoFactor.title')}
      </h2>
      {status.status === 'error' ? (
        <LoadFailed error={status.error} onRetry={status.reload} />
      ) : !info ? (
        <Loading />
      ) : (
        <>
          <p data-testid="settings-2fa-state">
            {info.enabled
              ? t('admin.settings.twoFactor.on', { count: info.recovery_codes_left })
              : t(info.required ? 'admin.settings.twoFactor.offRequired' : 'admin.settings.twoFactor.off')}
          </p>
          {codes && <RecoveryCodes codes={codes} />}
          {!info.enabled && !secret && (
            <Button variant="primary" onClick={() => void start()} disabled={busy} data-testid="settings-2fa-start">
              {t('admin.settings.twoFactor.start')}
            </Button>
          )}
          {!info.enabled && secret && (
            <form className="form" onSubmit={act('confirm')}>
              <SecretDisplay secret={secret.secret} uri={secret.otpauth_uri} />
              {codeField}
              <Button type="submit" variant="primary" disabled={busy} data-testid="settings-2fa-confirm">
                {t('admin.settings.twoFactor.confirm')}
              </Button>
            </form>
          )}
          {info.enabled && (
            <form className="form" onSubmit={act('renew')}>
              <p className="ui-muted">{t('admin.settings.twoFactor.codeHint')}</p>
              {codeField}
              <div className={styles.actions}>
                <Button type="submit" disabled={busy} data-testid="settings-2fa-renew">
                  {t('admin.settings.twoFactor.renew')}
                </Button>
                <Button variant="danger" onClick={act('disable')} disabled={busy} data-testid="settings-2fa-disable">
                  {t('admin.settings.twoFactor.disable')}
                </Button>
              </div>
            </form>
          )}
          <p id={`${codeId}-error`} className="form-error" role="alert" data-testid="settings-2fa-error">
            {error}
          </p>
          {done && (
            <p role="status" data-testid="settings-2fa-done">
              {done}
            </p>
          )}
        </>
      )}
    </section>
  );
}
