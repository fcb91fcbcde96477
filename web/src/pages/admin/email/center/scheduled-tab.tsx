import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelScheduledEmail, deleteScheduledEmail, type ScheduledEmailDto } from '../../../../api/email-center.js';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../../components/ui/notices.js';
import { ResourceStates } from '../../../../components/ui/states.js';
import { Button } from '../../../../components/ui/button.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { formatSize } from '../attachments.js';
import { centerDate, htmlText, preview } from './center-rules.js';
import { useCenterChanged, useScheduledEmails } from './queries.js';
import { ScheduledForm } from './scheduled-form.js';
import styles from './center.module.css';

/** Statuses and their colours: scheduled blue, sent green, failed red, cancelled grey. */
const TONES: Record<ScheduledEmailDto['status'], BadgeTone> = { scheduled: 'blue', sent: 'green', failed: 'red', cancelled: 'grey' };

/** 'Plánované emaily': the list (soonest first) with create, edit, cancel and delete; the form replaces the list. */
export function ScheduledTab({ timeZone }: { timeZone: string }) {
  const { t } = useI18n();
  const list = useScheduledEmails();
  const changed = useCenterChanged();
  const notices = useNotices();
  const [form, setForm] = useState<{ editing: ScheduledEmailDto | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'cancel' | 'delete'; email: ScheduledEmailDto } | null>(null);
  const decide = useMutation({
    mutationFn: ({ kind, email }: { kind: 'cancel' | 'delete'; email: ScheduledEmailDto }) =>
      kind === 'cancel' ? cancelScheduledEmail(email.id) : deleteScheduledEmail(email.id),
    onSuccess: () => {
      setConfirm(null);
      changed();
    },
  });
  const emails = list.data?.scheduled_emails ?? [];

  const act = () => {
    if (confirm) decide.mutate(confirm);
  };

  if (form) {
    return (
      <ScheduledForm
        editing={form.editing}
        timeZone={timeZone}
        onCancel={() => {
          setForm(null);
          changed(); // a new e-mail stored before its upload was refused is listed
        }}
        onDone={(message) => {
          setForm(null);
          notices.success(message);
          changed();
        }}
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby="scheduled-title" data-testid="scheduled-tab">
      <div className={styles.sectionHead}>
        <h3 id="scheduled-title">{t('admin.center.scheduled.title')}</h3>
        <Button variant="primary" onClick={() => setForm({ editing: null })} data-testid="scheduled-create">
          {t('admin.center.scheduled.create')}
        </Button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
      <ResourceStates
        resource={list}
        isEmpty={() => emails.length === 0}
        failed={{ fallback: t('admin.center.scheduled.loadFailed'), testId: 'scheduled-error' }}
        empty={{ title: t('admin.center.scheduled.empty'), hint: t('admin.center.scheduled.emptyHint'), testId: 'scheduled-empty' }}
      >
        {() => (
          <ul className={styles.list} data-testid="scheduled-list">
            {emails.map((email) => (
              <li key={email.id} className={styles.card} data-testid="scheduled-item">
                <div className={styles.cardHead}>
                  <strong>{email.subject}</strong>
                  <Badge
                    tone={email.queued && email.status === 'scheduled' ? 'accent' : TONES[email.status]}
                    data-testid="scheduled-status"
                  >
                    {email.queued && email.status === 'scheduled'
                      ? t('admin.center.scheduled.sending')
                      : t(`admin.center.scheduled.status.${email.status}`)}
                  </Badge>
                </div>
                <p className={styles.meta}>
                  {email.to_email} · {centerDate(email.scheduled_at, email.timezone)}
                  {email.sent_at && ` · ${t('admin.center.scheduled.sentAt', { time: centerDate(email.sent_at, email.timezone) })}`}
                </p>
                <p className={styles.preview}>{preview(email.text_content || htmlText(email.html_content))}</p>
                {email.attachments.length > 0 && (
                  <ul className={styles.files} aria-label={t('admin.center.scheduled.attachments')} data-testid="scheduled-attachments">
                    {email.attachments.map((file) => (
                      <li key={file.id}>
                        {file.filename} <span className={styles.meta}>({formatSize(file.size)})</span>
                      </li>
                    ))}
                  </ul>
                )}
                {email.error_message && (
                  <p className={styles.error} data-testid="scheduled-error-message">
                    {t('admin.center.scheduled.errorPrefix')}
                    {email.error_message}
                  </p>
                )}
                <div className={styles.actions}>
                  {email.status === 'scheduled' && !email.queued && (
                    <>
                      <Button size="small" onClick={() => setForm({ editing: email })} data-testid="scheduled-edit">
                        {t('admin.center.scheduled.edit')}
                      </Button>
                      <Button size="small" onClick={() => setConfirm({ kind: 'cancel', email })} data-testid="scheduled-cancel">
                        {t('admin.center.scheduled.cancel')}
                      </Button>
                    </>
                  )}
                  <Button
                    variant="danger"
                    size="small"
                    onClick={() => setConfirm({ kind: 'delete', email })}
                    data-testid="scheduled-delete"
                  >
                    {t('admin.center.scheduled.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceStates>
      {confirm && (
        <ConfirmDialog
          title={t(confirm.kind === 'cancel' ? 'admin.center.scheduled.cancel' : 'admin.center.scheduled.delete')}
          message={t(confirm.kind === 'cancel' ? 'admin.center.scheduled.cancelConfirm' : 'admin.center.scheduled.deleteConfirm')}
          confirmLabel={t(confirm.kind === 'cancel' ? 'admin.center.scheduled.cancel' : 'admin.center.scheduled.delete')}
          busy={decide.isPending}
          error={decide.error && errorMessage(decide.error, t)}
          onConfirm={act}
          onCancel={() => {
            setConfirm(null);
            decide.reset();
          }}
          testId="scheduled-confirm"
        />
      )}
    </section>
  );
}
