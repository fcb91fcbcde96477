import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { adminMailAccount, type MailAccountDto, type MailAccountResponse } from '../../../api/mail-account.js';
import { useEdition } from '../../../app/edition-context.js';
import { MailAccountForm } from '../../../components/mail-account/mail-account-form.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { settingsKeys } from './queries.js';
import styles from './settings.module.css';

/** Nastavení › Email, 'Příchozí pošta (IMAP)': the operator's mailbox, next to the SMTP form. */
export function ImapAccountSection() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const titleId = useId();
  const client = useQueryClient();
  const account = useApiQuery(settingsKeys.imap, (signal) => adminMailAccount.load(signal));
  // what a save answers is the account now: the cache holds it
  const changed = (saved: MailAccountDto | null) =>
    client.setQueryData<MailAccountResponse>(settingsKeys.imap, { success: true, account: saved });
  return (
    <section className={styles.email} aria-labelledby={titleId} data-testid="settings-imap">
      <h2 id={titleId} className="ui-section-title">
        {t('mailAccount.adminTitle')}
      </h2>
      <p className="ui-muted">{t('mailAccount.adminIntro')}</p>
      {account.status === 'error' ? (
        <LoadFailed error={account.error} onRetry={account.reload} testId="settings-imap-error" />
      ) : !account.data ? (
        <Loading />
      ) : (
        <MailAccountForm
          account={account.data.account}
          api={adminMailAccount}
          onChanged={changed}
          timeZone={edition.timeZone}
          testId="imap"
        />
      )}
    </section>
  );
}
