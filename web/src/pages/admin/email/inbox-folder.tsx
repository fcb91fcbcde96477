import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NO_MAIL_ACCOUNT, type ReceivedEmailDetailDto, type ReceivedEmailDto } from '../../../api/inbox.js';
import { ApiError } from '../../../api/api-error.js';
import { Pagination } from '../../../components/pagination.js';
import { totalPages } from '../../../components/format.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { InboxDetail } from './inbox-detail.js';
import { INBOX_PAGE_SIZE, inboxListQuery } from './inbox-queries.js';
import { InboxRow } from './inbox-row.js';
import { INBOX_VIEWS, parseInboxFilter, parseInboxView, type InboxView } from './folders.js';
import { belongsToView } from './inbox-views.js';
import { useDebounced } from '../common/use-debounced.js';
import { SearchBox } from '../common/filter-controls.js';
import { useInboxActions } from './use-inbox-actions.js';
import { FolderSidebar } from './center/folder-sidebar.js';
import { LabelFilter } from './center/label-filter.js';
import mail from './mail-client.module.css';
import styles from './inbox.module.css';
import center from './center/center.module.css';

/**
 * Doručená pošta (E-mail client, Received e-mail): the views (Doručená, Nepřečtené, S
 * hvězdičkou, Archiv in `?view=`), search, the list with unread rows bold and the star, paging, and the
 * opened message. The API scopes it: an admin reads the operator's mailbox, a business its own.
 */
export function InboxFolder({
  timeZone,
  notices,
  noAccount,
  onAnswer,
  organize = false,
}: {
  timeZone: string;
  notices: ReturnType<typeof useNotices>;
  /** what to say and where to send the user when the mailbox is not connected (or is the demo's) */
  noAccount: { text: string; settingsHref: string };
  onAnswer?: (kind: 'reply' | 'forward', email: ReceivedEmailDetailDto) => void;
  /** the operator's mailbox: the Email Center's folders and labels beside the list filter it (?folder_id=, ?label_id=) */
  organize?: boolean;
}) {
  const { t, tp } = useI18n();
  const [params, setParams] = useSearchParams();
  const view = parseInboxView(params.get('view'));
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { folderId, labelId } = parseInboxFilter(params, organize);
  const inbox = inboxListQuery(view, query, page, { folderId, labelId });
  const list = useApiQuery(inbox.key, inbox.load);
  const actions = useInboxActions(notices);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<ReceivedEmailDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const now = new Date();
  // messages changed here (archived, unstarred, read) leave a view they no longer belong to at once
  const items = (list.data?.emails ?? []).filter((e) => belongsToView(view, e));
  const total = list.data?.total ?? 0;
  const open = (list.data?.emails ?? []).find((e) => e.id === openId) ?? null;
  const noMailbox = list.status === 'error' && list.error instanceof ApiError && list.error.code === NO_MAIL_ACCOUNT;

  const viewHref = (next: InboxView) => {
    const copy = new URLSearchParams(params);
    if (next === 'inbox') copy.delete('view');
    else copy.set('view', next);
    return `?${copy.toString()}`;
  };
  const choose = (next: InboxView) => {
    setPage(1);
    setOpenId(null);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'inbox') copy.delete('view');
      else copy.set('view', next);
      return copy;
    });
  };

  const filterBy = (name: 'folder_id' | 'label_id', id: number | null) => {
    setPage(1);
    setOpenId(null);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (id === null) copy.delete(name);
      else copy.set(name, String(id));
      return copy;
    });
  };

  const openEmail = (email: ReceivedEmailDto) => {
    if (email.id === openId) return setOpenId(null);
    setOpenId(email.id);
    if (!email.is_read) void actions.markRead(email.id, true);
  };

  const remove = async () => {
    if (!confirm) return;
    setDeleting(true);
    setDeleteError(null);
    const failure = await actions.remove(confirm.id);
    setDeleting(false);
    if (failure) return setDeleteError(failure);
    if (openId === confirm.id) setOpenId(null);
    setConfirm(null);
  };

  return (
    <section className={open ? `mail-list-panel ${mail.hasDetail}` : 'mail-list-panel'} aria-labelledby="mail-folder-title">
      <header className={mail.listHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.email.inbox')}
        </h2>
        <SearchBox
          id="mail-inbox-search"
          label={t('admin.inbox.search')}
          hiddenLabel
          value={search}
          placeholder={t('admin.inbox.searchPlaceholder')}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className={mail.search}
          testId="mail-inbox-search"
        />
      </header>
      <div className={organize ? styles.organized : undefined}>
        {organize && (
          <aside className={center.filters} aria-label={t('admin.inbox.filters')} data-testid="mail-inbox-filters">
            <FolderSidebar selected={folderId} onSelect={(id) => filterBy('folder_id', id)} />
            <LabelFilter selected={labelId} onSelect={(id) => filterBy('label_id', id)} />
          </aside>
        )}
        <div>
          {list.data?.demo_mailbox && (
            <p className={styles.demo} role="note" data-testid="mail-inbox-demo">
              {t('admin.inbox.demoMailbox')} <Link to={noAccount.settingsHref}>{t('admin.inbox.connectOwn')}</Link>
            </p>
          )}
          <nav aria-label={t('admin.inbox.views')}>
            <ul className={styles.views}>
              {INBOX_VIEWS.map((v) => (
                <li key={v}>
                  <Link
                    to={viewHref(v)}
                    className={styles.view}
                    aria-current={v === view ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      choose(v);
                    }}
                    data-testid={`mail-inbox-view-${v}`}
                  >
                    {t(`admin.inbox.view.${v}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {noMailbox ? (
            <div className="ui-state" data-testid="mail-inbox-empty">
              <h2 className="ui-state-title">{t('admin.email.emptyInbox')}</h2>
              <p data-testid="mail-inbox-no-account">
                {noAccount.text} <Link to={noAccount.settingsHref}>{t('admin.inbox.openSettings')}</Link>
              </p>
            </div>
          ) : list.status === 'error' ? (
            <LoadFailed error={list.error} message={t('admin.email.inboxLoadFailed')} onRetry={list.reload} testId="mail-inbox-error" />
          ) : list.status === 'loading' && !list.data ? (
            <Loading />
          ) : items.length === 0 ? (
            <EmptyState title={t('admin.email.emptyInbox')} testId="mail-inbox-empty" />
          ) : (
            <div className={mail.split}>
              <div className={mail.listWrap} aria-busy={list.status === 'loading'}>
                <p className="visually-hidden" aria-live="polite" data-testid="mail-inbox-unread">
                  {tp('admin.inbox.unreadCount', list.data?.unread ?? 0)}
                </p>
                <ul className={mail.list} data-testid="mail-inbox-list">
                  {items.map((email) => (
                    <InboxRow
                      key={email.id}
                      email={email}
                      open={email.id === openId}
                      now={now}
                      timeZone={timeZone}
                      onOpen={() => openEmail(email)}
                      onStar={() => void actions.star(email.id, !email.is_starred)}
                    />
                  ))}
                </ul>
                <p className="ui-list-footer">{t('admin.email.shownOf', { shown: items.length, total })}</p>
                <Pagination page={page} pages={totalPages(total, INBOX_PAGE_SIZE)} onChange={setPage} testId="mail-inbox-pages" />
              </div>
              {open && (
                <InboxDetail
                  summary={open}
                  timeZone={timeZone}
                  notify={notices.error}
                  onClose={() => setOpenId(null)}
                  onStar={() => void actions.star(open.id, !open.is_starred)}
                  onArchive={() => {
                    void actions.archive(open.id, !open.is_archived);
                    setOpenId(null);
                  }}
                  onDelete={() => {
                    setDeleteError(null);
                    setConfirm(open);
                  }}
                  onAnswer={onAnswer}
                />
              )}
            </div>
          )}
        </div>
      </div>
      {confirm && (
        <ConfirmDialog
          title={t('admin.inbox.deleteTitle')}
          message={t('admin.inbox.deleteConfirm')}
          detail={t('admin.inbox.deleteWarning')}
          busy={deleting}
          error={deleteError}
          onConfirm={() => void remove()}
          onCancel={() => setConfirm(null)}
          testId="mail-inbox-confirm"
        />
      )}
    </section>
  );
}
