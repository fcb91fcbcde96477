import { useState } from 'react';
import { socialAccountRequest, SOCIAL_ADAPTERS, SOCIAL_PLATFORMS, type SocialAccountRequest } from '../../../../src/contract/social.js';
import { connectSocialAccount, disconnectSocialAccount, type SocialAccountDto, type SocialFace } from '../../api/social.js';
import { FormSelectField, FormTextField } from '../../components/form/form-fields.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { Badge } from '../../components/ui/badge.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { FormActions } from '../../components/ui/form-actions.js';
import type { useNotices } from '../../components/ui/notices.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useSocialAccounts, useSocialAction, useSocialChanged } from './queries.js';
import styles from './social.module.css';

interface Values {
  platform: string;
  display_name: string;
  adapter: string;
  webhook_url: string;
}

/** Připojit účet: the platform, its name, and how it publishes (a webhook URL, or by hand). The webhook's key is shown once. */
function ConnectForm({ face, onDone }: { face: SocialFace; onDone: (secret: string | null) => void }) {
  const { t } = useI18n();
  const changed = useSocialChanged(face);
  const { form, control, submit, busy, message } = useContractForm<Values, SocialAccountRequest>({
    schema: socialAccountRequest as never,
    defaultValues: { platform: 'facebook', display_name: '', adapter: 'webhook', webhook_url: '' },
    send: async (request) => {
      const answer = await connectSocialAccount(face, request);
      changed();
      onDone(answer.secret);
    },
    failure: (error) => serverMessageOr(error, t('social.accounts.failed')),
  });
  const adapter = form.watch('adapter');
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="social-connect-form">
      <FormSelectField
        control={control}
        name="platform"
        label={t('social.accounts.platform')}
        placeholder={t('social.accounts.platform')}
        options={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: t(`social.platform.${p}`) }))}
        testId="social-connect-platform"
      />
      <FormTextField control={control} name="display_name" label={t('social.accounts.displayName')} required testId="social-connect-name" />
      <FormSelectField
        control={control}
        name="adapter"
        label={t('social.accounts.mode')}
        placeholder={t('social.accounts.mode')}
        options={SOCIAL_ADAPTERS.map((a) => ({
          value: a,
          label: t(a === 'webhook' ? 'social.accounts.modeWebhook' : 'social.accounts.modeManual'),
        }))}
        testId="social-connect-adapter"
      />
      {adapter === 'webhook' && (
        <FormTextField
          control={control}
          name="webhook_url"
          label={t('social.accounts.webhookUrl')}
          type="url"
          testId="social-connect-url"
        />
      )}
      <FormActions
        message={message}
        busy={busy}
        onCancel={() => onDone(null)}
        submitLabel={t('social.accounts.save')}
        busyLabel={t('social.accounts.saving')}
        submitTestId="social-connect-save"
      />
    </form>
  );
}

/** Připojené účty: every platform, connected or not, how it publishes; connect and disconnect. */
export function AccountsPanel({ face, notices }: { face: SocialFace; notices: ReturnType<typeof useNotices> }) {
  const { t } = useI18n();
  const accounts = useSocialAccounts(face);
  const [connecting, setConnecting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SocialAccountDto | null>(null);
  const disconnect = useSocialAction(face, notices, t('social.posts.actionFailed'));
  const list = accounts.data?.accounts ?? [];

  return (
    <section className={styles.card} aria-labelledby="social-accounts-title" data-testid="social-accounts">
      <h3 id="social-accounts-title">{t('social.accounts.title')}</h3>
      <ul className={styles.list}>
        {SOCIAL_PLATFORMS.map((platform) => {
          const account = list.find((a) => a.platform === platform);
          return (
            <li key={platform} className={styles.rowHead} data-testid={`social-account-${platform}`}>
              <span>
                {t(`social.platform.${platform}`)}
                {account && (
                  <>
                    <br />
                    <span className={styles.meta}>
                      {account.display_name} · {t(`social.accounts.adapter.${account.adapter}`)}
                    </span>
                  </>
                )}
              </span>
              <span className={styles.actions}>
                <Badge tone={account?.connected ? 'green' : 'grey'}>
                  {t(account?.connected ? 'social.accounts.connected' : 'social.accounts.notConnected')}
                </Badge>
                {account && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('social.accounts.disconnectLabel', { platform: t(`social.platform.${platform}`) })}
                    onClick={() => setRemoving(account)}
                  >
                    {t('social.accounts.disconnect')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {secret ? (
        <div role="status" data-testid="social-secret">
          <strong>{t('social.accounts.secretTitle')}</strong>
          <p className={styles.secret} data-testid="social-secret-value">
            {secret}
          </p>
          <p className={styles.meta}>{t('social.accounts.secretHint')}</p>
          <button type="button" className="button" onClick={() => setSecret(null)}>
            {t('social.accounts.secretDone')}
          </button>
        </div>
      ) : connecting ? (
        <ConnectForm
          face={face}
          onDone={(key) => {
            setConnecting(false);
            setSecret(key);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setConnecting(true)} data-testid="social-connect">
          {t('social.accounts.connect')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          title={t('social.accounts.disconnect')}
          message={t('social.accounts.disconnectConfirm', { platform: t(`social.platform.${removing.platform}`) })}
          busy={disconnect.isPending}
          onConfirm={() =>
            disconnect.mutate({ work: () => disconnectSocialAccount(face, removing.id) }, { onSettled: () => setRemoving(null) })
          }
          onCancel={() => setRemoving(null)}
          testId="social-disconnect"
        />
      )}
    </section>
  );
}
