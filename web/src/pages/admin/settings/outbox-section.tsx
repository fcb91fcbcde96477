import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { downloadOutboxEml, listOutbox, OUTBOX_PAGE_SIZE, type OutboxMessageDto } from '../../../api/mail-outbox.js';
import { totalPages } from '../../../components/format.js';
import { Pagination } from '../../../components/pagination.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatSize } from '../email/attachments.js';
import { fullDate } from '../email/mail-format.js';
import { useDebounced } from '../common/use-debounced.js';
import { SearchBox } from '../common/filter-controls.js';
import { settingsKeys } from './queries.js';
import styles from './settings.module.css';

/**
 * Nastavení › Email, 'Odchozí pošta bez SMTP' (shown while no SMTP is configured): the messages the outbox
 * transport stored in the database, newest first, searchable, 50 a page, each downloadable as its .eml.
 */
export function OutboxSection({ timeZone }: { timeZone: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useApiQuery(settingsKeys.outbox(query, page), (signal) => listOutbox({ search: query, page }, signal));
  const fetchEml = useMutation({
    mutationFn: (message: OutboxMessageDto) => downloadOutboxEml(message.id),
    onError: (error) => notices.error(t('admin.settings.outbox.downloadFailed', { message: errorMessage(error, t) })),
  });
  /** the message whose .eml is being fetched */
  const downloading = fetchEml.isPending ? fetchEml.variables.id : null;
  const messages = list.data?.messages ?? [];
  const total = list.data?.total ?? 0;

  const download = (message: OutboxMessageDto) => fetchEml.mutate(message);

  return (
    <section className={styles.email} aria-labelledby={titleId} data-testid="settings-outbox">
      <h2 id={titleId} className="ui-section-title">
        {t('admin.settings.outbox.title')}
      </h2>
      <p className="ui-muted">{t('admin.settings.outbox.intro')}</p>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
      <SearchBox
        id={`${titleId}-search`}
        label={t('admin.settings.outbox.search')}
        value={search}
        placeholder={t('admin.settings.outbox.searchPlaceholder')}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className={styles.suppressionSearch}
        testId="outbox-search"
      />
      {list.status === 'error' ? (
        <LoadFailed error={list.error} fallback={t('admin.settings.outbox.loadFailed')} onRetry={list.reload} testId="outbox-error" />
      ) : !list.data ? (
        <Loading label={t('admin.settings.outbox.loading')} />
      ) : messages.length === 0 ? (
        query ? (
          <p className="ui-muted" data-testid="outbox-empty">
            {t('admin.settings.outbox.noMatch')}
          </p>
        ) : (
          <EmptyState title={t('admin.settings.outbox.empty')} hint={t('admin.settings.outbox.emptyHint')} testId="outbox-empty" />
        )
      ) : (
        <>
          <Table
            caption={t('admin.settings.outbox.caption')}
            columns={[
              t('admin.settings.outbox.date'),
              t('admin.settings.outbox.recipients'),
              t('admin.settings.outbox.subject'),
              t('admin.settings.outbox.size'),
              t('admin.settings.outbox.actions'),
            ]}
            busy={list.status === 'loading'}
            testId="outbox-table"
          >
            {messages.map((message) => {
              const subject = message.subject || t('admin.settings.outbox.noSubject');
              return (
                <tr key={message.id} data-testid="outbox-row">
                  <th scope="row">
                    <time dateTime={message.created_at}>{fullDate(message.created_at, timeZone)}</time>
                  </th>
                  <td>{message.recipients}</td>
                  <td>{subject}</td>
                  <td>{formatSize(message.size)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('admin.settings.outbox.downloadLabel', { subject, recipients: message.recipients })}
                      disabled={downloading === message.id}
                      onClick={() => download(message)}
                      data-testid="outbox-download"
                    >
                      {downloading === message.id ? t('admin.settings.outbox.downloading') : t('admin.settings.outbox.download')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </Table>
          <p className="ui-list-footer">{t('admin.settings.outbox.shown', { shown: messages.length, total })}</p>
          <Pagination page={page} pages={totalPages(total, OUTBOX_PAGE_SIZE)} onChange={setPage} testId="outbox-pages" />
        </>
      )}
    </section>
  );
}
