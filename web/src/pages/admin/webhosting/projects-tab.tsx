import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { deleteHostingProject, recordHostingPayment, type HostingList, type WebhostingProjectDto } from '../../../api/hosting.js';
import { Pagination } from '../../../components/pagination.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage, serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { useNow } from '../../../hooks/use-now.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { HostingDistributionGrid } from './distribution-grid.js';
import { HostingFormModal } from './hosting-form-modal.js';
import { HostingRow } from './hosting-row.js';
import { czechDate, HOSTING_FILTERS, kc, nextYear, parseHostingFilter, type HostingFilter } from './hosting-rules.js';
import { useHostingChanged, useHostingList } from './queries.js';
import styles from './webhosting.module.css';

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
  const dialogs = useItemDialog<WebhostingProjectDto, 'paid' | 'delete'>();
  const { dialog } = dialogs;
  const projects = list.data?.projects ?? [];

  const choose = (next: HostingFilter) => {
    const search = new URLSearchParams(params);
    if (next) search.set('stav', next);
    else search.delete('stav');
    search.delete('projekt');
    setParams(search, { replace: true });
    setPage(1);
  };
  const pay = (project: WebhostingProjectDto) =>
    dialogs.confirm(
      async () => {
        // the period the confirmation showed: a second click or another operator's payment is refused, never a second year
        const answer = await recordHostingPayment(project.id, { period_date: project.renewal_date });
        changed();
        notices.success(
          t('admin.hosting.paid', {
            amount: kc(answer.payment.amount),
            name: answer.project.company_name,
            next: czechDate(answer.project.renewal_date),
          }),
        );
      },
      (error) => t('admin.hosting.payFailed', { message: errorMessage(error, t) }),
    );
  const remove = (project: WebhostingProjectDto) =>
    dialogs.confirm(
      async () => {
        const answer = await deleteHostingProject(project.id);
        changed();
        notices.success(answer.message);
      },
      (error) => t('admin.hosting.deleteFailed', { message: serverMessageOr(error, t('admin.hosting.deleteFailedDefault')) }),
    );

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
            <Button
              key={key || 'all'}
              variant={filter === key ? 'primary' : 'ghost'}
              size="small"
              aria-pressed={filter === key}
              onClick={() => choose(key)}
              data-testid={`hosting-filter-${key || 'all'}`}
              data-count={countOf(key)}
            >
              {t('admin.hosting.filterCount', { label: t(`admin.hosting.filter.${key || 'all'}`), count: countOf(key) })}
            </Button>
          ))}
        </div>
        <Button variant="primary" onClick={() => dialogs.open({ kind: 'create' })} data-testid="hosting-add">
          {t('admin.hosting.add')}
        </Button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="hosting-notice" />
      <ResourceStates
        resource={list}
        isEmpty={() => projects.length === 0}
        failed={{ fallback: t('admin.hosting.loadFailed'), testId: 'hosting-error' }}
        loading={t('admin.hosting.loading')}
        empty={{ title: t('admin.hosting.empty'), hint: filter ? undefined : t('admin.hosting.emptyHint'), testId: 'hosting-empty' }}
      >
        {({ total }) => (
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
                    onEdit: (p) => dialogs.open({ kind: 'edit', item: p }),
                    onPaid: (p) => dialogs.open({ kind: 'confirm', action: 'paid', item: p }),
                    onDelete: (p) => dialogs.open({ kind: 'confirm', action: 'delete', item: p }),
                  }}
                />
              ))}
            </Table>
            <p className="ui-list-footer" data-testid="hosting-footer">
              {t('admin.hosting.footer', { total, shown: projects.length })}
            </p>
            <Pagination page={page} pages={pages} onChange={setPage} testId="hosting-pagination" />
          </>
        )}
      </ResourceStates>
      {(dialog?.kind === 'edit' || dialog?.kind === 'create') && (
        <HostingFormModal
          project={dialog.kind === 'edit' ? dialog.item : null}
          onClose={dialogs.done}
          onSaved={(message) => {
            dialogs.done();
            notices.success(message);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && dialog.action === 'paid' && (
        <ConfirmDialog
          title={t('admin.hosting.pay.title')}
          message={t('admin.hosting.pay.message', { amount: kc(dialog.item.yearly_fee), name: dialog.item.company_name })}
          detail={t('admin.hosting.pay.period', {
            from: czechDate(dialog.item.renewal_date),
            to: czechDate(nextYear(dialog.item.renewal_date)),
          })}
          confirmLabel={t('admin.hosting.pay.confirm')}
          confirmTone="primary"
          busyLabel={t('admin.hosting.pay.busy')}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void pay(dialog.item)}
          onCancel={dialogs.close}
          testId="hosting-confirm-paid"
        />
      )}
      {dialog?.kind === 'confirm' && dialog.action === 'delete' && (
        <ConfirmDialog
          title={t('admin.hosting.delete.title')}
          message={t('admin.hosting.delete.message', { name: dialog.item.company_name })}
          detail={t('ui.irreversible')}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void remove(dialog.item)}
          onCancel={dialogs.close}
          testId="hosting-confirm-delete"
        />
      )}
    </div>
  );
}
