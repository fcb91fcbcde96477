import { useMutation } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.js';
import { QUEUE_TONES } from './status-tones.js';
import { useState } from 'react';
import { QUEUE_STATUSES } from '../../../../../src/contract/mail.js';
import { listQueue, queueAction, type QueueItemDto, type QueueStatus } from '../../../api/mail.js';
import { totalPages } from '../../../components/format.js';
import { Pagination } from '../../../components/pagination.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys, useMailChanged } from './queries.js';
import { fullDate, relativeDate, subjectOf } from './mail-format.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { ResourceStates } from '../../../components/ui/states.js';
import type { useNotices } from '../../../components/ui/notices.js';
import { Button } from '../../../components/ui/button.js';
import styles from './mail-client.module.css';

const PAGE_SIZE = 50;
/** Rows the operator decides about, send again or close: unknown (left by a crash mid-send) or failed. */
const DECIDABLE: ReadonlySet<QueueStatus> = new Set(['unknown', 'failed']);

/** Fronta k odeslání: the outbound queue with status badges, a status filter, and resend / close. */
export function QueueFolder({ timeZone, notices }: { timeZone: string; notices: ReturnType<typeof useNotices> }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<QueueStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useApiQuery(mailKeys.queue(status, page), (signal) => listQueue({ status, page, limit: PAGE_SIZE }, signal));
  const changed = useMailChanged();
  const decide = useMutation({
    mutationFn: ({ item, action }: { item: QueueItemDto; action: 'resend' | 'close' }) => queueAction(item.id, action),
    onSuccess: (_answer, { action }) => {
      notices.success(action === 'resend' ? t('admin.email.resendOk') : t('admin.email.closeOk'));
      changed();
    },
    onError: (error) => notices.error(t('admin.email.queueActionFailed', { message: errorMessage(error, t) })),
  });
  /** the item whose resend or close is running */
  const busy = decide.isPending ? decide.variables.item.id : null;
  const items = list.data?.items ?? [];
  const counts = list.data?.counts ?? {};
  const now = new Date();

  const act = (item: QueueItemDto, action: 'resend' | 'close') => decide.mutate({ item, action });

  const choose = (next: QueueStatus | '') => {
    setStatus(next);
    setPage(1);
  };

  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <section className="mail-list-panel" aria-labelledby="mail-folder-title">
      <header className={styles.listHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.email.queue')}
        </h2>
        <Button variant="ghost" size="small" onClick={list.reload} disabled={list.status === 'loading'} data-testid="mail-queue-refresh">
          {t('admin.email.refresh')}
        </Button>
      </header>
      <div className={styles.chips} role="group" aria-label={t('admin.email.queueFilter')}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={status === ''}
          onClick={() => choose('')}
          data-testid="mail-queue-filter-all"
        >
          {t('admin.email.queueAll')} {list.data ? <span className={styles.chipCount}>{allCount}</span> : null}
        </button>
        {QUEUE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.chip}
            aria-pressed={status === s}
            onClick={() => choose(s)}
            data-testid={`mail-queue-filter-${s}`}
          >
            {t(`admin.email.queueStatus.${s}`)} {list.data ? <span className={styles.chipCount}>{counts[s] ?? 0}</span> : null}
          </button>
        ))}
      </div>
      <ResourceStates
        resource={list}
        isEmpty={(data) => data.items.length === 0}
        failed={{ fallback: t('ui.loadFailed'), testId: 'mail-queue-error' }}
        empty={{ title: t('admin.email.emptyQueue'), testId: 'mail-queue-empty' }}
      >
        {() => (
          <>
            <ul className={styles.list} data-testid="mail-queue-list" aria-busy={list.status === 'loading'}>
              {items.map((item) => (
                <li key={item.id} className={`${styles.row} mail-row--static`} data-testid="mail-queue-row" data-status={item.status}>
                  <div className="mail-row-main">
                    <span className={styles.rowTop}>
                      <span className={styles.rowWho}>{item.to_name ? `${item.to_name} <${item.to_email}>` : item.to_email}</span>
                      <time
                        className={styles.rowDate}
                        dateTime={item.created_at}
                        title={`${t('admin.email.queueCreated')}: ${fullDate(item.created_at, timeZone)}`}
                      >
                        {relativeDate(item.created_at, now, timeZone)}
                      </time>
                    </span>
                    <span className={styles.rowSubject} data-testid="mail-queue-subject">
                      {subjectOf(item.subject, t)}
                    </span>
                    <span className={styles.rowMeta}>
                      <Badge tone={QUEUE_TONES[item.status]} data-testid="mail-queue-status">
                        {t(`admin.email.queueStatus.${item.status}`)}
                      </Badge>
                      {item.attempts > 0 && <span>{t('admin.email.queueAttempts', { count: item.attempts })}</span>}
                      {item.sent_at && (
                        <span>
                          {t('admin.email.sentAt')}: {fullDate(item.sent_at, timeZone)}
                        </span>
                      )}
                    </span>
                    {item.error_message && (
                      <span className="ui-inline-error">
                        {t('admin.email.errorPrefix')}
                        {item.error_message}
                      </span>
                    )}
                    {item.status === 'unknown' && <span className="ui-muted">{t('admin.email.queueUnknownHint')}</span>}
                  </div>
                  {DECIDABLE.has(item.status) && (
                    <div className={styles.rowActions}>
                      <Button
                        variant="primary"
                        size="small"
                        disabled={busy === item.id}
                        onClick={() => act(item, 'resend')}
                        data-testid="mail-queue-resend"
                      >
                        {t('admin.email.resend')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        disabled={busy === item.id}
                        onClick={() => act(item, 'close')}
                        data-testid="mail-queue-close"
                      >
                        {t('admin.email.closeItem')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <p className="ui-list-footer">{t('admin.email.shownOf', { shown: items.length, total: list.data?.total ?? 0 })}</p>
            <Pagination page={page} pages={totalPages(list.data?.total ?? 0, PAGE_SIZE)} onChange={setPage} testId="mail-queue-pages" />
          </>
        )}
      </ResourceStates>
    </section>
  );
}
