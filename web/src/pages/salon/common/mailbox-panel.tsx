import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { companyMailAccount, type MailAccountDto, type MailAccountResponse } from '../../../api/mail-account.js';
import { useEdition } from '../../../app/edition-context.js';
import { LoadError } from '../../../components/load-error.js';
import { MailAccountForm } from '../../../components/mail-account/mail-account-form.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { salonKeys } from './queries.js';
import styles from './salon.module.css';

/** The anchor of the panel: the E-maily section links to `?sekce=nastaveni#schranka`. */
export const MAILBOX_ANCHOR = 'schranka';

/** Nastavení › 'E-mailová schránka': the business's own IMAP mailbox (saved, tested, disconnected). */
export function MailboxPanel() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const client = useQueryClient();
  const panel = useRef<HTMLElement>(null);
  const data = useApiQuery(salonKeys.mailAccount, (signal) => companyMailAccount.load(signal));
  const changed = (account: MailAccountDto | null) =>
    client.setQueryData<MailAccountResponse>(salonKeys.mailAccount, { success: true, account });
  const loaded = data.data !== undefined;
  // opened by the link to #schranka: the panel is below the others, shown once its account has loaded
  useEffect(() => {
    if (loaded && window.location.hash === `#${MAILBOX_ANCHOR}`) panel.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <section ref={panel} id={MAILBOX_ANCHOR} className={styles.panel} aria-labelledby="mailbox-title" tabIndex={-1}>
      <h2 id="mailbox-title" className={styles.panelTitle}>
        {t('mailAccount.companyTitle')}
      </h2>
      <p className="field-hint">{t('mailAccount.companyIntro')}</p>
      {data.status === 'error' ? (
        <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />
      ) : !data.data ? (
        <Spinner block label={t('salon.loading')} />
      ) : (
        <MailAccountForm
          account={data.data.account}
          api={companyMailAccount}
          onChanged={changed}
          timeZone={edition.timeZone}
          testId="mailbox"
        />
      )}
    </section>
  );
}
