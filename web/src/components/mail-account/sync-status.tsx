import type { MailAccountDto } from '../../api/mail-account.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatSyncTime } from './format.js';
import styles from './mail-account.module.css';

/** A mailbox's last sync and last error (with its time), in the edition's zone. */
export function SyncStatus({ account, timeZone, testId }: { account: MailAccountDto; timeZone: string; testId: string }) {
  const { t } = useI18n();
  const error = account.last_error;
  return (
    <dl className={styles.status}>
      <div>
        <dt>{t('mailAccount.lastSync')}</dt>
        <dd data-testid={`${testId}-last-sync`}>
          {account.last_synced_at ? formatSyncTime(account.last_synced_at, timeZone) : t('mailAccount.neverSynced')}
        </dd>
      </div>
      <div>
        <dt>{t('mailAccount.lastError')}</dt>
        <dd data-testid={`${testId}-last-error`}>
          {!error
            ? t('mailAccount.noError')
            : account.last_error_at
              ? t('mailAccount.errorAt', { message: error, date: formatSyncTime(account.last_error_at, timeZone) })
              : error}
        </dd>
      </div>
    </dl>
  );
}
