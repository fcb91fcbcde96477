import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { IMAP_TLS_MODES, mailAccountInput, type MailAccountInput } from '../../../../src/contract/inbox.js';
import { PASSWORD_MASK } from '../../../../src/contract/mail.js';
import type { MailAccountApi, MailAccountDto } from '../../api/mail-account.js';
import { Button } from '../ui/button.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { FormSelectField, FormTextField } from '../form/form-fields.js';
import { useContractForm } from '../form/use-contract-form.js';
import { errorMessage } from '../ui/errors.js';
import { NoticeArea, useNotices } from '../ui/notices.js';
import styles from './mail-account.module.css';
import { SyncStatus } from './sync-status.js';
import { DisconnectButton } from './disconnect-button.js';

const TLS_LABELS = { tls: 'mailAccount.tls.tls', starttls: 'mailAccount.tls.starttls', none: 'mailAccount.tls.none' } as const;

/** The form's values: the password is never anything but '' or the mask, whatever the server sent. */
function valuesOf(account: MailAccountDto | null) {
  return {
    host: account?.host ?? '',
    port: String(account?.port ?? 993),
    tls: account?.tls ?? 'tls',
    username: account?.username ?? '',
    password: account?.password_set ? PASSWORD_MASK : '',
    archive_mailbox: account?.archive_mailbox ?? '',
    enabled: account?.enabled ?? true,
  };
}

/**
 * An IMAP mailbox's form, the same for the operator (Nastavení › Email) and a business (its
 * Nastavení), each with its own calls (`api`): server, port, security, user, password (the mask when one
 * is stored), archive mailbox, enabled; Uložit, 'Otestovat připojení', the last sync and the last error,
 * and 'Odpojit schránku' when `api.remove` is given. With MARKETPLACE_IMAP_URL the server's fields are
 * read-only. `onChanged` gets the account as saved (null once removed). `testId` prefixes every test id.
 */
export function MailAccountForm({
  account,
  api,
  onChanged,
  timeZone,
  testId,
}: {
  account: MailAccountDto | null;
  api: MailAccountApi;
  onChanged: (account: MailAccountDto | null) => void;
  timeZone: string;
  testId: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const notices = useNotices();
  const locked = account?.imap_url_override ?? false;

  const contract = useContractForm({
    schema: mailAccountInput,
    defaultValues: valuesOf(account),
    send: async (request: MailAccountInput) => {
      const answer = await api.save(request);
      contract.form.reset(valuesOf(answer.account));
      onChanged(answer.account);
      notices.success(t('mailAccount.saved'));
      // the server moved without a new password: the stored one is gone, ask for it (the server's sentence)
      if (answer.password_cleared && answer.message) notices.error(answer.message);
    },
    failure: (error) => t('mailAccount.saveFailed', { message: errorMessage(error, t) }),
  });
  const { control, submit, busy, message, form } = contract;

  const connectionTest = useMutation({
    mutationFn: () => api.test(),
    onSuccess: (result) => {
      // the server's answer is a whole sentence already ('Připojení k serveru IMAP …')
      if (result.success) notices.success(result.message);
      else notices.error(result.message);
    },
    onError: (error) => notices.error(t('mailAccount.testFailed', { message: errorMessage(error, t) })),
  });
  const testing = connectionTest.isPending;

  /** A field of the server's: required, and read-only while MARKETPLACE_IMAP_URL sets the server. */
  const serverField = (name: 'host' | 'port' | 'tls' | 'username') => ({
    control,
    name,
    label: t(`mailAccount.${name}`),
    required: true,
    disabled: locked,
    testId: `${testId}-${name}`,
  });

  const removed = () => {
    form.reset(valuesOf(null));
    onChanged(null);
    notices.success(t('mailAccount.disconnected'));
  };

  return (
    <div className={styles.root} data-testid={testId}>
      {locked && (
        <p className={styles.override} role="note" data-testid={`${testId}-override`}>
          {t('mailAccount.override')}
        </p>
      )}
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId={`${testId}-notice`} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={(event) => void submit(event)}>
        <FormTextField {...serverField('host')} />
        <FormTextField {...serverField('port')} inputMode="numeric" />
        <FormSelectField
          {...serverField('tls')}
          placeholder={t('mailAccount.tlsChoose')}
          options={IMAP_TLS_MODES.map((mode) => ({ value: mode, label: t(TLS_LABELS[mode]) }))}
        />
        <FormTextField {...serverField('username')} autoComplete="off" />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('mailAccount.password')}
          autoComplete="new-password"
          disabled={locked}
          hint={account?.password_set ? t('mailAccount.passwordSet') : t('mailAccount.passwordUnset')}
          testId={`${testId}-password`}
        />
        <FormTextField
          control={control}
          name="archive_mailbox"
          label={t('mailAccount.archive')}
          hint={t('mailAccount.archiveHint')}
          maxLength={255}
          testId={`${testId}-archive`}
        />
        <label className={`ui-check ${styles.wide}`}>
          <input type="checkbox" {...form.register('enabled')} disabled={locked} data-testid={`${testId}-enabled`} />
          {t('mailAccount.enabled')}
        </label>
        {message && (
          <p className={`field-error ${styles.wide}`} role="alert" data-testid={`${testId}-error`}>
            {message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={busy} data-testid={`${testId}-save`}>
            {busy ? t('mailAccount.saving') : t('mailAccount.save')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => connectionTest.mutate()}
            disabled={testing || !account}
            aria-describedby={`${id}-test-hint`}
            data-testid={`${testId}-test`}
          >
            {testing ? t('mailAccount.testing') : t('mailAccount.test')}
          </Button>
          {api.remove && account?.id != null && (
            <DisconnectButton username={account.username} remove={api.remove} onRemoved={removed} testId={testId} />
          )}
          {form.formState.isDirty && (
            <span className="ui-muted" data-testid={`${testId}-dirty`}>
              {t('mailAccount.unsaved')}
            </span>
          )}
        </div>
        <p id={`${id}-test-hint`} className={`ui-hint ${styles.wide}`}>
          {t('mailAccount.testHint')}
        </p>
      </form>
      {account && <SyncStatus account={account} timeZone={timeZone} testId={testId} />}
    </div>
  );
}
