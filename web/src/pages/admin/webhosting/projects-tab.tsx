import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { deleteHostingProject, recordHostingPayment, type HostingList, type WebhostingProjectDto } from '../../../api/hosting.js';
import { Pagination } from '../../../components/pagination.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage, serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useNow } from '../../../hooks/use-now.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { HostingDistributionGrid } from './distribution-grid.js';
import { HostingFormModal } from './hosting-form-modal.js';
import { HostingRow } from './hosting-row.js';
import { czechDate, HOSTING_FILTERS, kc, nextYear, parseHostingFilter, type HostingFilter } from './hosting-rules.js';
import { useHostingChanged, useHostingList } from './queries.js';
import styles from './webhosting.module.css';

type Dialog =
  | { kind: 'edit'; project: WebhostingProjectDto }
  | { kind: 'create' }
  | { kind: 'paid'; project: WebhostingProjectDto }
  | { kind: 'delete'; project: WebhostingProjectDto }
  | null;

const COLUMNS = ['company', 'domainProvider', 'hosting', 'price', 'renewal', 'domainEnds', 'status', 'actions'] as const;

/** The four cards: total, monthly income, expiring soon, expired (zero until the list answers). */
function HostingCards({ list }: { list: HostingList | null }) {
  const { t } = useI18n();
  const cards = [
    { key: 'total', value: String(list?.counts.all ?? 0) },
    { key: 'monthly', value: kc(list?.monthly_income ?? 0) },
    { key: 'expiring', value: String(list?.counts.expiring_soon ?? 0) },
    { key: 'expired', value: String(list?.counts.expired ?? 0) },
  ] as const;
  return (
    <section aria-label={t('admin.hosting.cards')} data-testid="hosting-cards">
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.key} className={`${styles.card} ${styles[`card-${card.key}`] ?? ''}`}>
            <dt>{t(`admin.hosting.card.${card.key}`)}</dt>
            <dd data-testid={`hosting-card-${card.key}`}>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Webhosting › Projekty: the cards, the 12-month payment distribution, the status filters with counts
 * (in `?stav=`), the table with its actions (Upravit, Otevřít, Zaplaceno after a confirmation, Smazat
 * after 'Opravdu chcete smazat projekt "{name}"?') and 'Přidat projekt'.
 */
export function ProjectsTab() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = parseHostingFilter(params.get('stav'));
  const linked = Number(params.get('projekt')) || null;
  const [page, setPage] = useState(1);
  const list = useHostingList(filter, page);
  const changed = useHostingChanged();
  const notices = useNotices();
  const now = useNow(60_000).getTime();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const projects = list.data?.projects ?? [];

  const choose = (next: HostingFilter) => {
    const search = new URLSearchParams(params);
    if (next) search.set('stav', next);
    else search.delete('stav');
    search.delete('projekt');
    setParams(search, { replace: true });
    setPage(1);
  };
  const open = (next: Exclude<Dialog, null>) => {
    setDialogError(null);
    setDialog(next);
  };
  const close = () => {
    if (!busy) setDialog(null);
  };

  const pay = async (project: WebhostingProjectDto) => {
    setBusy(true);
    setDialogError(null);
    try {
      // the period the confirmation showed: a second click or another operator's payment is refused, never a second year
      const answer = await recordHostingPayment(project.id, { period_date: project.renewal_date });
      setDialog(null);
      changed();
      notices.success(
        t('admin.hosting.paid', {
          amount: kc(answer.payment.amount),
          name: answer.project.company_name,
          next: czechDate(answer.project.renewal_date),
        }),
      );
    } catch (error) {
      setDialogError(t('admin.hosting.payFailed', { message: errorMessage(error, t) }));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (project: WebhostingProjectDto) => {
    setBusy(true);
    setDialogError(null);
    try {
      const answer = await deleteHostingProject(project.id);
      setDialog(null);
      changed();
      notices.success(answer.message);
    } catch (error) {
      setDialogError(t('admin.hosting.deleteFailed', { message: serverMessageOr(error, t('admin.hosting.deleteFailedDefault')) }));
    } finally {
      setBusy(false);
    }
  };

  const counts = list.data?.counts;
  const countOf = (key: HostingFilter) => (counts ? counts[key || 'all'] : 0);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <div className={styles.tab} data-testid="hosting-projects">
      <HostingCards list={list.data} />
      <HostingDistributionGrid />
      <div className={styles.toolbar}>
        <div className={styles.filters} role="group" aria-label={t('admin.hosting.filters')}>
          {HOSTING_FILTERS.map((key) => (
            <button
              key={key || 'all'}
              type="button"
              className={`button button--small ${filter === key ? 'button--primary' : 'button--ghost'}`}
              aria-pressed={filter === key}
              onClick={() => choose(key)}
              data-testid={`hosting-filter-${key || 'all'}`}
              data-count={countOf(key)}
            >
              {t('admin.hosting.filterCount', { label: t(`admin.hosting.filter.${key || 'all'}`), count: countOf(key) })}
            </button>
          ))}
        </div>
        <button type="button" className="button button--primary" onClick={() => open({ kind: 'create' })} data-testid="hosting-add">
          {t('admin.hosting.add')}
        </button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="hosting-notice" />
      {list.status === 'error' ? (
        <LoadFailed error={list.error} fallback={t('admin.hosting.loadFailed')} onRetry={list.reload} testId="hosting-error" />
      ) : !list.data ? (
        <Loading label={t('admin.hosting.loading')} />
      ) : projects.length === 0 ? (
        <EmptyState title={t('admin.hosting.empty')} hint={filter ? undefined : t('admin.hosting.emptyHint')} testId="hosting-empty" />
      ) : (
        <>
          <Table
            caption={t('admin.hosting.caption')}
            columns={COLUMNS.map((column) => t(`admin.hosting.col.${column}`))}
            busy={list.status === 'loading'}
            testId="hosting-table"
          >
            {projects.map((project) => (
              <HostingRow
                key={project.id}
                project={project}
                now={now}
                linked={project.id === linked}
                actions={{
                  onEdit: (p) => open({ kind: 'edit', project: p }),
                  onPaid: (p) => open({ kind: 'paid', project: p }),
                  onDelete: (p) => open({ kind: 'delete', project: p }),
                }}
              />
            ))}
          </Table>
          <p className="ui-list-footer" data-testid="hosting-footer">
            {t('admin.hosting.footer', { total: list.data.total, shown: projects.length })}
          </p>
          <Pagination page={page} pages={pages} onChange={setPage} testId="hosting-pagination" />
        </>
      )}
      {(dialog?.kind === 'edit' || dialog?.kind === 'create') && (
        <HostingFormModal
          project={dialog.kind === 'edit' ? dialog.project : null}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            changed();
            notices.success(message);
          }}
        />
      )}
      {dialog?.kind === 'paid' && (
        <ConfirmDialog
          title={t('admin.hosting.pay.title')}
          message={t('admin.hosting.pay.message', { amount: kc(dialog.project.yearly_fee), name: dialog.project.company_name })}
          detail={t('admin.hosting.pay.period', {
            from: czechDate(dialog.project.renewal_date),
            to: czechDate(nextYear(dialog.project.renewal_date)),
          })}
          confirmLabel={t('admin.hosting.pay.confirm')}
          confirmTone="primary"
          busyLabel={t('admin.hosting.pay.busy')}
          busy={busy}
          error={dialogError}
          onConfirm={() => void pay(dialog.project)}
          onCancel={close}
          testId="hosting-confirm-paid"
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.hosting.delete.title')}
          message={t('admin.hosting.delete.message', { name: dialog.project.company_name })}
          detail={t('ui.irreversible')}
          busy={busy}
          error={dialogError}
          onConfirm={() => void remove(dialog.project)}
          onCancel={close}
          testId="hosting-confirm-delete"
        />
      )}
    </div>
  );
}
