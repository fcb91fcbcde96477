import { useMutation } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.js';
import { SENT_TONES } from './status-tones.js';
import { useState } from 'react';
import { deleteSent, listSent, type SentEmailDto } from '../../../api/mail.js';
import { Pagination } from '../../../components/pagination.js';
import { totalPages } from '../../../components/format.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys, useMailChanged } from './queries.js';
import { previewText, relativeDate, fullDate, subjectOf } from './mail-format.js';
import { SentDetail } from './sent-detail.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { ResourceStates } from '../../../components/ui/states.js';
import type { useNotices } from '../../../components/ui/notices.js';
import { useDebounced } from '../common/use-debounced.js';
import { SearchBox } from '../common/filter-controls.js';
import styles from './mail-client.module.css';

const PAGE_SIZE = 50;

/** Odeslaná pošta: search over subject, recipient and content, 100-character previews, open counts, delete. */
export function SentFolder({ timeZone, notices }: { timeZone: string; notices: ReturnType<typeof useNotices> }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useApiQuery(mailKeys.sent(query, page), (signal) => listSent({ search: query, page, limit: PAGE_SIZE }, signal));
  const changed = useMailChanged();
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<SentEmailDto | null>(null);
  const now = new Date();
  const items = list.data?.sent_emails ?? [];
  const total = list.data?.total ?? 0;
  const open = items.find((item) => item.id === openId) ?? null;

  const removal = useMutation({
    mutationFn: (email: SentEmailDto) => deleteSent(email.id),
    onSuccess: (_answer, email) => {
      notices.success(t('admin.email.deleteEmailOk', { subject: subjectOf(email.subject, t) }));
      if (openId === email.id) setOpenId(null);
      setConfirm(null);
      changed();
    },
    onError: (error) => {
      notices.error(t('admin.email.deleteEmailFailed', { message: errorMessage(error, t, t('admin.email.deleteEmailDefault')) }));
      setConfirm(null);
    },
  });
  const remove = () => {
    if (confirm) removal.mutate(confirm);
  };

  return (
    <section className={open ? `mail-list-panel ${styles.hasDetail}` : 'mail-list-panel'} aria-labelledby="mail-folder-title">
      <header className={styles.listHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.email.sent')}
        </h2>
        <SearchBox
          id="mail-sent-search"
          label={t('admin.email.searchSent')}
          hiddenLabel
          value={search}
          placeholder={t('admin.email.searchSentPlaceholder')}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className={styles.search}
          testId="mail-sent-search"
        />
      </header>
      <ResourceStates
        resource={list}
        isEmpty={(data) => data.sent_emails.length === 0}
        failed={{ fallback: t('ui.loadFailed'), testId: 'mail-sent-error' }}
        empty={{ title: t('admin.email.emptySent'), testId: 'mail-sent-empty' }}
      >
        {() => (
          <div className={styles.split}>
            <div className={styles.listWrap} aria-busy={list.status === 'loading'}>
              <ul className={styles.list} data-testid="mail-sent-list">
                {items.map((item) => (
                  <li
                    key={item.id}
                    className={item.id === openId ? `${styles.row} ${styles.isOpen}` : styles.row}
                    data-testid="mail-sent-row"
                  >
                    <button
                      type="button"
                      className="mail-row-main"
                      aria-expanded={item.id === openId}
                      aria-controls="mail-sent-detail"
                      onClick={() => setOpenId(item.id === openId ? null : item.id)}
                    >
                      <span className={styles.rowTop}>
                        <span className={styles.rowWho}>{item.to_email}</span>
                        <time className={styles.rowDate} dateTime={item.sent_at} title={fullDate(item.sent_at, timeZone)}>
                          {relativeDate(item.sent_at, now, timeZone)}
                        </time>
                      </span>
                      <span className={styles.rowSubject} data-testid="mail-sent-subject">
                        {subjectOf(item.subject, t)}
                      </span>
                      <span className={styles.rowPreview}>{previewText(item.preview || item.content)}</span>
                      <span className={styles.rowMeta}>
                        {item.status !== 'sent' && (
                          <Badge tone={SENT_TONES[item.status]}>{t(`admin.email.sentStatus.${item.status}`)}</Badge>
                        )}
                        <span className={item.opened_count > 0 ? `${styles.opens} ${styles.isOpened}` : styles.opens}>
                          {item.opened_count > 0 ? t('admin.email.opened', { count: item.opened_count }) : t('admin.email.notOpened')}
                        </span>
                      </span>
                    </button>
                    <button
                      type="button"
                      className={`button button--ghost button--small ${styles.rowDelete}`}
                      aria-label={`${t('admin.email.deleteEmail')}: ${subjectOf(item.subject, t)}`}
                      onClick={() => setConfirm(item)}
                      data-testid="mail-sent-delete"
                    >
                      {t('ui.delete')}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="ui-list-footer">{t('admin.email.shownOf', { shown: items.length, total })}</p>
              <Pagination page={page} pages={totalPages(total, PAGE_SIZE)} onChange={setPage} testId="mail-sent-pages" />
            </div>
            {open && <SentDetail email={open} timeZone={timeZone} onClose={() => setOpenId(null)} onDelete={() => setConfirm(open)} />}
          </div>
        )}
      </ResourceStates>
      {confirm && (
        <ConfirmDialog
          title={t('admin.email.deleteEmail')}
          message={t('admin.email.deleteEmailConfirm')}
          detail={subjectOf(confirm.subject, t)}
          busy={removal.isPending}
          onConfirm={remove}
          onCancel={() => setConfirm(null)}
          testId="mail-sent-confirm"
        />
      )}
    </section>
  );
}
