import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listSuppressions, removeSuppression, SUPPRESSIONS_PAGE_SIZE, type SuppressionDto } from '../../../api/suppressions.js';
import { totalPages } from '../../../components/format.js';
import { Pagination } from '../../../components/pagination.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate } from '../email/mail-format.js';
import { useDebounced } from '../common/use-debounced.js';
import { SearchBox } from '../common/filter-controls.js';
import { settingsKeys } from './queries.js';
import styles from './settings.module.css';

const REASONS = ['unsubscribe', 'bounce', 'manual'] as const;
const reasonKey = (reason: string): MessageKey | null =>
  (REASONS as readonly string[]).includes(reason) ? (`admin.settings.suppressions.reasons.${reason}` as MessageKey) : null;

/**
 * Nastavení › Email, 'Vyřazené adresy': the suppression list that unsubscribes and hard bounces feed
 * (offers and campaigns never go there), searchable, 50 a page, newest first; an address can be removed
 * after a confirmation.
 */
export function SuppressionsSection({ timeZone }: { timeZone: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const client = useQueryClient();
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useApiQuery(settingsKeys.suppressions(query, page), (signal) => listSuppressions({ search: query, page }, signal));
  const [confirm, setConfirm] = useState<SuppressionDto | null>(null);
  const items = list.data?.suppressions ?? [];
  const total = list.data?.total ?? 0;

  const removal = useMutation({
    mutationFn: (email: string) => removeSuppression(email),
    onSuccess: async (_answer, email) => {
      notices.success(t('admin.settings.suppressions.removed', { email }));
      await client.invalidateQueries({ queryKey: settingsKeys.suppressionsAll });
    },
    onError: (error) => notices.error(t('admin.settings.suppressions.removeFailed', { message: errorMessage(error, t) })),
    onSettled: () => setConfirm(null),
  });
  const remove = () => {
    if (confirm) removal.mutate(confirm.email);
  };

  return (
    <section className={styles.email} aria-labelledby={titleId} data-testid="settings-suppressions">
      <h2 id={titleId} className="ui-section-title">
        {t('admin.settings.suppressions.title')}
      </h2>
      <p className="ui-muted">{t('admin.settings.suppressions.intro')}</p>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
      <SearchBox
        id={`${titleId}-search`}
        label={t('admin.settings.suppressions.search')}
        value={search}
        placeholder={t('admin.settings.suppressions.searchPlaceholder')}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className={styles.suppressionSearch}
        testId="suppressions-search"
      />
      {list.status === 'error' ? (
        <LoadFailed error={list.error} onRetry={list.reload} testId="suppressions-error" />
      ) : !list.data ? (
        <Loading />
      ) : items.length === 0 ? (
        query ? (
          <p className="ui-muted" data-testid="suppressions-empty">
            {t('admin.settings.suppressions.noMatch')}
          </p>
        ) : (
          <EmptyState
            title={t('admin.settings.suppressions.empty')}
            hint={t('admin.settings.suppressions.emptyHint')}
            testId="suppressions-empty"
          />
        )
      ) : (
        <>
          <Table
            caption={t('admin.settings.suppressions.caption')}
            columns={[
              t('admin.settings.suppressions.email'),
              t('admin.settings.suppressions.reason'),
              t('admin.settings.suppressions.since'),
              t('admin.settings.suppressions.actions'),
            ]}
            busy={list.status === 'loading'}
            testId="suppressions-table"
          >
            {items.map((item) => {
              const reason = reasonKey(item.reason);
              return (
                <tr key={item.email} data-testid="suppressions-row">
                  <th scope="row">{item.email}</th>
                  <td>{reason ? t(reason) : item.reason}</td>
                  <td>
                    <time dateTime={item.created_at}>{fullDate(item.created_at, timeZone)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('admin.settings.suppressions.removeLabel', { email: item.email })}
                      onClick={() => setConfirm(item)}
                      data-testid="suppressions-remove"
                    >
                      {t('admin.settings.suppressions.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </Table>
          <p className="ui-list-footer">{t('admin.settings.suppressions.shown', { shown: items.length, total })}</p>
          <Pagination page={page} pages={totalPages(total, SUPPRESSIONS_PAGE_SIZE)} onChange={setPage} testId="suppressions-pages" />
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title={t('admin.settings.suppressions.confirmTitle')}
          message={t('admin.settings.suppressions.confirmText')}
          detail={confirm.email}
          confirmLabel={t('admin.settings.suppressions.remove')}
          busyLabel={t('admin.settings.suppressions.removing')}
          busy={removal.isPending}
          onConfirm={remove}
          onCancel={() => setConfirm(null)}
          testId="suppressions-confirm"
        />
      )}
    </section>
  );
}
