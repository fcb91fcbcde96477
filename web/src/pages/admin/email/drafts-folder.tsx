import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteDraft, listDrafts, type DraftDto } from '../../../api/mail.js';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys, useMailChanged } from './queries.js';
import { fullDate, previewText, relativeDate, subjectOf } from './mail-format.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { ResourceStates } from '../../../components/ui/states.js';
import type { useNotices } from '../../../components/ui/notices.js';
import styles from './mail-client.module.css';

/** Koncepty: open a draft into compose, or delete it. */
export function DraftsFolder({
  timeZone,
  notices,
  onOpen,
}: {
  timeZone: string;
  notices: ReturnType<typeof useNotices>;
  onOpen: (draft: DraftDto) => void;
}) {
  const { t } = useI18n();
  const list = useApiQuery(mailKeys.drafts, (signal) => listDrafts(signal));
  const changed = useMailChanged();
  const [confirm, setConfirm] = useState<DraftDto | null>(null);
  const drafts = list.data?.drafts ?? [];
  const now = new Date();

  const removal = useMutation({
    mutationFn: (draft: DraftDto) => deleteDraft(draft.id),
    onSuccess: () => {
      notices.success(t('admin.email.draftDeleted'));
      changed();
    },
    onError: (error) => notices.error(t('admin.email.draftDeleteFailed', { message: errorMessage(error, t) })),
    onSettled: () => setConfirm(null),
  });
  const remove = () => {
    if (confirm) removal.mutate(confirm);
  };

  return (
    <section className="mail-list-panel" aria-labelledby="mail-folder-title">
      <header className={styles.listHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.email.drafts')}
        </h2>
      </header>
      <ResourceStates
        resource={list}
        isEmpty={(data) => data.drafts.length === 0}
        failed={{ fallback: t('ui.loadFailed'), testId: 'mail-drafts-error' }}
        empty={{ title: t('admin.email.emptyDrafts'), testId: 'mail-drafts-empty' }}
      >
        {() => (
          <ul className={styles.list} data-testid="mail-drafts-list" aria-busy={list.status === 'loading'}>
            {drafts.map((draft) => (
              <li key={draft.id} className={styles.row} data-testid="mail-draft-row">
                <button
                  type="button"
                  className="mail-row-main"
                  onClick={() => onOpen(draft)}
                  aria-label={`${t('admin.email.draftOpen')}: ${subjectOf(draft.subject, t)}`}
                  data-testid="mail-draft-open"
                >
                  <span className={styles.rowTop}>
                    <span className={styles.rowWho}>{draft.to_email || t('admin.email.noRecipient')}</span>
                    <time className={styles.rowDate} dateTime={draft.updated_at} title={fullDate(draft.updated_at, timeZone)}>
                      {relativeDate(draft.updated_at, now, timeZone)}
                    </time>
                  </span>
                  <span className={styles.rowSubject} data-testid="mail-draft-subject">
                    {subjectOf(draft.subject, t)}
                  </span>
                  <span className={styles.rowPreview}>{previewText(htmlToPlainText(draft.content))}</span>
                </button>
                <button
                  type="button"
                  className={`button button--ghost button--small ${styles.rowDelete}`}
                  aria-label={`${t('admin.email.draftDelete')}: ${subjectOf(draft.subject, t)}`}
                  onClick={() => setConfirm(draft)}
                  data-testid="mail-draft-delete"
                >
                  {t('ui.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ResourceStates>
      {confirm && (
        <ConfirmDialog
          title={t('admin.email.draftDelete')}
          message={t('admin.email.draftDeleteConfirm')}
          detail={subjectOf(confirm.subject, t)}
          busy={removal.isPending}
          onConfirm={remove}
          onCancel={() => setConfirm(null)}
          testId="mail-draft-confirm"
        />
      )}
    </section>
  );
}
