import type { ReceivedEmailDto } from '../../../api/inbox.js';
import { Badge } from '../../../components/ui/badge.js';
import { Icon } from '../../../components/back-office-icon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate, previewText, relativeDate, subjectOf } from './mail-format.js';
import mail from './mail-client.module.css';
import styles from './inbox.module.css';

/** One received message in the list: sender, subject, preview, relative date, markers; the star beside it. */
export function InboxRow({
  email,
  open,
  now,
  timeZone,
  onOpen,
  onStar,
}: {
  email: ReceivedEmailDto;
  open: boolean;
  now: Date;
  timeZone: string;
  onOpen: () => void;
  onStar: () => void;
}) {
  const { t } = useI18n();
  const subject = subjectOf(email.subject, t);
  const classes = [mail.row, email.is_read ? styles.isRead : styles.isUnread, open ? mail.isOpen : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid="mail-inbox-row" data-read={email.is_read ? 'true' : 'false'}>
      <button
        type="button"
        className={styles.star}
        aria-pressed={email.is_starred}
        aria-label={t('admin.inbox.starOf', { subject })}
        onClick={onStar}
        data-testid="mail-inbox-star"
      >
        <Icon name="star" size={18} filled={email.is_starred} />
      </button>
      <button
        type="button"
        className="mail-row-main"
        aria-expanded={open}
        aria-controls="mail-inbox-detail"
        onClick={onOpen}
        data-testid="mail-inbox-open"
      >
        <span className={mail.rowTop}>
          <span className={mail.rowWho} data-strong data-testid="mail-inbox-from">
            {!email.is_read && <span className="visually-hidden">{t('admin.inbox.unread')}: </span>}
            {email.from_name || email.from_email}
          </span>
          <time
            className={mail.rowDate}
            dateTime={email.received_at}
            title={fullDate(email.received_at, timeZone)}
            data-testid="mail-inbox-date"
          >
            {relativeDate(email.received_at, now, timeZone)}
          </time>
        </span>
        <span className={mail.rowSubject} data-strong data-testid="mail-inbox-subject">
          {subject}
        </span>
        <span className={mail.rowPreview} data-testid="mail-inbox-preview">
          {previewText(email.preview)}
        </span>
        {(email.has_attachments || email.kind !== 'message') && (
          <span className={mail.rowMeta}>
            {email.kind !== 'message' && (
              <Badge tone={email.kind === 'bounce' ? 'red' : 'grey'} data-testid="mail-inbox-kind">
                {t(`admin.inbox.kind.${email.kind}`)}
              </Badge>
            )}
            {email.has_attachments && <Badge data-testid="mail-inbox-attachment">{t('admin.inbox.attachment')}</Badge>}
          </span>
        )}
      </button>
    </li>
  );
}
