import type { SentEmailDto } from '../../../api/mail.js';
import { DetailHead, MetaEntry } from './detail-parts.js';
import { fullDate, subjectOf } from './mail-format.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './mail-client.module.css';
import { EmailOrganizer } from './center/email-organizer.js';

/**
 * Shown HTML may load nothing from elsewhere: a remote image (the open-tracking pixel among them) would
 * count the admin's look as an open.
 */
const NO_REMOTE = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`;

/** The opened sent e-mail: addresses, date, status, opens and the body (HTML in a sandboxed frame). */
export function SentDetail({
  email,
  timeZone,
  onClose,
  onDelete,
}: {
  email: SentEmailDto;
  timeZone: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  return (
    <article className={styles.detail} id="mail-sent-detail" aria-labelledby="mail-sent-detail-title" data-testid="mail-sent-detail">
      <DetailHead
        title={<h3 id="mail-sent-detail-title">{subjectOf(email.subject, t)}</h3>}
        actions={
          <button type="button" className="button button--ghost button--small" onClick={onDelete}>
            {t('admin.email.deleteEmail')}
          </button>
        }
        onClose={onClose}
      />
      <dl className={styles.detailMeta}>
        <dt>{t('admin.email.to')}</dt>
        <dd>{email.to_email}</dd>
        <MetaEntry label={t('admin.email.cc')} value={email.cc} />
        <MetaEntry label={t('admin.email.bcc')} value={email.bcc} />
        <dt>{t('admin.email.sentAt')}</dt>
        <dd>{fullDate(email.sent_at, timeZone)}</dd>
        <dt>{t('admin.email.status')}</dt>
        <dd>
          {t(`admin.email.sentStatus.${email.status}`)} ·{' '}
          {email.opened_count > 0 ? t('admin.email.opened', { count: email.opened_count }) : t('admin.email.notOpened')}
          {email.last_opened_at ? ` (${fullDate(email.last_opened_at, timeZone)})` : ''}
        </dd>
      </dl>
      <EmailOrganizer email={{ email_type: 'sent', email_id: email.id }} />
      {email.error_message && (
        <p className="ui-inline-error">
          {t('admin.email.errorPrefix')}
          {email.error_message}
        </p>
      )}
      {email.html_content ? (
        <iframe className="ui-preview-frame" title={t('admin.email.htmlVersion')} sandbox="" srcDoc={NO_REMOTE + email.html_content} />
      ) : (
        <pre className="ui-preview-text">{email.content}</pre>
      )}
    </article>
  );
}
