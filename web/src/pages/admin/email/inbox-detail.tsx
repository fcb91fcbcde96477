import { useMutation } from '@tanstack/react-query';
import { downloadAttachment, getInboxEmail, type ReceivedEmailDetailDto, type ReceivedEmailDto } from '../../../api/inbox.js';
import { Icon } from '../../../components/back-office-icon.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatSize } from './attachments.js';
import { inboxKeys } from './inbox-queries.js';
import { DetailHead, MetaEntry } from './detail-parts.js';
import { fullDate, subjectOf } from './mail-format.js';
import mail from './mail-client.module.css';
import styles from './inbox.module.css';
import { EmailOrganizer } from './center/email-organizer.js';

/**
 * The frame may load nothing from elsewhere (the server already dropped images, this holds for styles
 * too) and opens links in a new tab; it runs no script (sandbox without allow-scripts).
 */
const FRAME_HEAD = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><base target="_blank">`;

/** The opened received message: who, when, the body (HTML in a sandboxed frame, or the text), attachments, bounce, conversation. */
export function InboxDetail({
  summary,
  timeZone,
  notify,
  onClose,
  onStar,
  onArchive,
  onDelete,
  onAnswer,
}: {
  summary: ReceivedEmailDto;
  timeZone: string;
  notify: (text: string) => void;
  onClose: () => void;
  onStar: () => void;
  onArchive: () => void;
  onDelete: () => void;
  /** reply or forward through compose (the admin's client); absent where compose is not offered */
  onAnswer?: (kind: 'reply' | 'forward', email: ReceivedEmailDetailDto) => void;
}) {
  const { t } = useI18n();
  const detail = useApiQuery(inboxKeys.detail(summary.id), (signal) => getInboxEmail(summary.id, signal));
  const email = detail.data?.email.id === summary.id ? detail.data.email : null;
  const subject = subjectOf(summary.subject, t);
  const fetchAttachment = useMutation({
    mutationFn: (attachment: NonNullable<typeof email>['attachments'][number]) => downloadAttachment(summary.id, attachment),
    onError: (error) => notify(t('admin.inbox.downloadFailed', { message: errorMessage(error, t) })),
  });
  /** the part of the attachment being downloaded */
  const downloading = fetchAttachment.isPending ? fetchAttachment.variables.part : null;

  const download = (part: string) => {
    const attachment = email?.attachments.find((a) => a.part === part);
    if (attachment) fetchAttachment.mutate(attachment);
  };

  return (
    <article className={mail.detail} id="mail-inbox-detail" aria-labelledby="mail-inbox-detail-title" data-testid="mail-inbox-detail">
      <DetailHead
        title={
          <h3 id="mail-inbox-detail-title" data-testid="mail-inbox-detail-subject">
            {subject}
          </h3>
        }
        actions={
          <button
            type="button"
            className={styles.star}
            aria-pressed={summary.is_starred}
            aria-label={t('admin.inbox.star')}
            onClick={onStar}
            data-testid="mail-inbox-detail-star"
          >
            <Icon name="star" size={18} filled={summary.is_starred} />
          </button>
        }
        onClose={onClose}
      />
      <dl className={mail.detailMeta}>
        <dt>{t('admin.inbox.from')}</dt>
        <dd data-testid="mail-inbox-detail-from">
          {summary.from_name ? `${summary.from_name} <${summary.from_email}>` : summary.from_email}
        </dd>
        <dt>{t('admin.email.to')}</dt>
        <dd>{summary.to_email}</dd>
        <MetaEntry label={t('admin.email.cc')} value={email?.cc} />
        <dt>{t('admin.inbox.date')}</dt>
        <dd>{fullDate(summary.received_at, timeZone)}</dd>
      </dl>
      <div className={styles.actions}>
        {onAnswer && email && (
          <>
            <button type="button" className="button button--small" onClick={() => onAnswer('reply', email)} data-testid="mail-inbox-reply">
              {t('admin.inbox.reply')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => onAnswer('forward', email)}
              data-testid="mail-inbox-forward"
            >
              {t('admin.inbox.forward')}
            </button>
          </>
        )}
        <button type="button" className="button button--ghost button--small" onClick={onArchive} data-testid="mail-inbox-archive">
          {summary.is_archived ? t('admin.inbox.unarchive') : t('admin.inbox.archive')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDelete} data-testid="mail-inbox-delete">
          {t('admin.inbox.delete')}
        </button>
      </div>
      <EmailOrganizer email={{ email_type: 'received', email_id: summary.id }} />
      {summary.bounce && (
        <section className={`${styles.section} ${styles.bounce}`} data-testid="mail-inbox-bounce">
          <h4>{t('admin.inbox.bounceTitle')}</h4>
          <dl className={mail.detailMeta}>
            <dt>{t('admin.inbox.bounceRecipient')}</dt>
            <dd>{summary.bounce.recipient ?? '—'}</dd>
            <dt>{t('admin.inbox.bounceStatus')}</dt>
            <dd>{summary.bounce.status ?? '—'}</dd>
            <dt>{t('admin.inbox.bounceAction')}</dt>
            <dd>{summary.bounce.action ?? '—'}</dd>
            <dt>{t('admin.inbox.bounceDiagnostic')}</dt>
            <dd>{summary.bounce.diagnostic ?? '—'}</dd>
          </dl>
        </section>
      )}
      {detail.status === 'error' && !email ? (
        <LoadFailed error={detail.error} message={t('admin.inbox.detailFailed')} onRetry={detail.reload} testId="mail-inbox-detail-error" />
      ) : !email ? (
        <Loading label={t('admin.inbox.detailLoading')} />
      ) : (
        <>
          {email.html ? (
            <iframe
              className={styles.frame}
              title={t('admin.inbox.messageFrame')}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={FRAME_HEAD + email.html}
              data-testid="mail-inbox-frame"
            />
          ) : (
            <pre className={styles.text} data-testid="mail-inbox-text">
              {email.text}
            </pre>
          )}
          {email.attachments.length > 0 && (
            <section className={styles.section} aria-labelledby="mail-inbox-attachments-title">
              <h4 id="mail-inbox-attachments-title">{t('admin.inbox.attachments')}</h4>
              <ul data-testid="mail-inbox-attachments">
                {email.attachments.map((a) => (
                  <li key={a.part}>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => download(a.part)}
                      aria-busy={downloading === a.part}
                      data-testid="mail-inbox-attachment-link"
                    >
                      {a.name} ({formatSize(a.size)})
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {email.thread.length > 0 && (
            <section className={styles.section} aria-labelledby="mail-inbox-thread-title">
              <h4 id="mail-inbox-thread-title">{t('admin.inbox.thread')}</h4>
              <ol className={styles.thread} data-testid="mail-inbox-thread">
                {email.thread.map((entry) => (
                  <li key={`${entry.direction}-${entry.id}`} data-testid="mail-inbox-thread-entry">
                    <span className={styles.muted}>
                      {entry.direction === 'sent' ? t('admin.inbox.threadSent') : t('admin.inbox.threadReceived')} ·{' '}
                      {fullDate(entry.at, timeZone)} · {entry.direction === 'sent' ? entry.to_email : entry.from_email}
                    </span>
                    <strong>{subjectOf(entry.subject, t)}</strong>
                    <span>{entry.preview}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </article>
  );
}
