import { useMutation, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  deleteWebProject,
  updateWebProject,
  webProjectToHosting,
  type WebProjectDto,
  type WebProjectList,
} from '../../../api/web-projects.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage, serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { kc } from '../webhosting/hosting-rules.js';
import { useWebProjectList, useWebProjectsChanged } from './queries.js';
import { WebProjectCreate } from './web-project-create.js';
import { WebProjectDetail } from './web-project-detail.js';
import { WebProjectEditRow } from './web-project-edit-row.js';
import { hostingLink, WebProjectRow } from './web-project-row.js';
import { parseProjectFilter, PROJECT_FILTERS, type ProjectFilter } from './web-project-rules.js';
import styles from './web-projects.module.css';

type Dialog = { kind: 'create' } | { kind: 'detail'; project: WebProjectDto } | { kind: 'delete'; project: WebProjectDto } | null;

/** The mutation key of a row's own writes ('Dokončeno', 'Převést na hosting'): their pending variables mark the row busy. */
const ROW_WRITE = ['admin', 'web-projects', 'row'] as const;

const COLUMNS = ['company', 'domain', 'status', 'hosting', 'value', 'created', 'actions'] as const;
const ZERO_SUMMARY: WebProjectList['summary'] = { total: 0, email_sent: 0, interested: 0, converted: 0, completed: 0, total_value: 0 };

/** The banner: total, interested (interested, in_progress and pending), converted, completed and the total value in Kč. */
function SummaryBanner({ summary }: { summary: WebProjectList['summary'] }) {
  const { t } = useI18n();
  const items = [
    ['total', String(summary.total)],
    ['interested', String(summary.interested)],
    ['converted', String(summary.converted)],
    ['completed', String(summary.completed)],
    ['totalValue', kc(summary.total_value)],
  ] as const;
  return (
    <section aria-label={t('admin.webProjects.summary')} data-testid="web-projects-summary">
      <dl className={styles.summary}>
        {items.map(([key, value]) => (
          <div key={key} className={styles.summaryItem}>
            <dt>{t(`admin.webProjects.summary.${key}`)}</dt>
            <dd data-testid={`web-projects-summary-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /admin/web-projects (Webové stránky): the summary banner, the status filters with counts (in
 * `?stav=`), the table with inline edit, the detail modal, 'Označit jako dokončený', a completed
 * project made into a hosting project, delete after 'Opravdu chcete smazat projekt "{name}"?' and
 * 'Přidat projekt'. 'Demo data' marks the demo seed's rows. `?projekt=ID` opens a project's detail
 * (the Companies screen's link after it made one).
 */
export function WebProjectsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = parseProjectFilter(params.get('stav'));
  const [page, setPage] = useState(1);
  const list = useWebProjectList(filter, page);
  const changed = useWebProjectsChanged();
  const notices = useNotices();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [converted, setConverted] = useState<{ name: string; hostingId: number } | null>(null);
  const projects = list.data?.projects ?? [];
  const summary = list.status === 'error' ? ZERO_SUMMARY : (list.data?.summary ?? ZERO_SUMMARY);
  const allDemo = projects.length > 0 && projects.every((p) => p.is_demo);
  const linked = Number(params.get('projekt'));
  const linkedProject = dialog === null && linked > 0 ? projects.find((p) => p.id === linked) : undefined;

  const choose = (next: ProjectFilter) => {
    const search = new URLSearchParams(params);
    if (next) search.set('stav', next);
    else search.delete('stav');
    search.delete('projekt');
    setParams(search, { replace: true });
    setPage(1);
  };
  const forgetLinked = () => {
    if (!params.has('projekt')) return;
    const search = new URLSearchParams(params);
    search.delete('projekt');
    setParams(search, { replace: true });
  };
  const complete = useMutation({
    mutationKey: ROW_WRITE,
    mutationFn: (project: WebProjectDto) => updateWebProject(project.id, { status: 'completed' }),
    onSuccess: () => {
      changed();
      notices.success(t('admin.webProjects.statusChanged', { status: t('admin.webProjects.status.completed') }));
    },
    onError: () => notices.error(t('admin.webProjects.statusFailed')),
  });
  const toHosting = useMutation({
    mutationKey: ROW_WRITE,
    mutationFn: (project: WebProjectDto) => webProjectToHosting(project.id),
    onSuccess: (answer, project) => {
      changed();
      setConverted({ name: project.company_name, hostingId: answer.project.id });
    },
    onError: (error) => notices.error(t('admin.webProjects.toHosting.failed', { message: errorMessage(error, t) })),
  });
  // the rows whose status change or move to hosting is running (several rows can be at once)
  const working = new Set(
    useMutationState({
      filters: { mutationKey: ROW_WRITE, status: 'pending' },
      select: (mutation) => (mutation.state.variables as WebProjectDto).id,
    }),
  );
  const removal = useMutation({
    mutationFn: (project: WebProjectDto) => deleteWebProject(project.id),
    onSuccess: (answer) => {
      setDialog(null);
      changed();
      notices.success(answer.message);
    },
  });
  const deleting = removal.isPending;
  const deleteError =
    removal.error &&
    t('admin.webProjects.deleteFailed', { message: serverMessageOr(removal.error, t('admin.webProjects.deleteFailedDefault')) });

  const countOf = (key: ProjectFilter) => summary[key || 'total'];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const shownDialog: Dialog = dialog ?? (linkedProject ? { kind: 'detail', project: linkedProject } : null);

  return (
    <div className={styles.page} data-testid="web-projects-page">
      <div className={styles.toolbar}>
        <div className={styles.title}>
          <h2 className="ui-section-title">{t('admin.webProjects.heading')}</h2>
          {allDemo && (
            <Badge tone="accent" title={t('admin.webProjects.demoHint')} data-testid="web-projects-demo">
              {t('admin.webProjects.demo')}
            </Badge>
          )}
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'create' })}
          data-testid="web-projects-add"
        >
          {t('admin.webProjects.add')}
        </button>
      </div>
      <SummaryBanner summary={summary} />
      <div className={styles.filters} role="group" aria-label={t('admin.webProjects.filters')}>
        {PROJECT_FILTERS.map((key) => (
          <button
            key={key || 'all'}
            type="button"
            className={`button button--small ${filter === key ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={filter === key}
            onClick={() => choose(key)}
            data-testid={`web-projects-filter-${key || 'all'}`}
            data-count={countOf(key)}
          >
            {t('admin.webProjects.filterCount', { label: t(`admin.webProjects.filter.${key || 'all'}`), count: countOf(key) })}
          </button>
        ))}
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="web-projects-notice" />
      <div role="status">
        {converted && (
          <p className="ui-inline-success" data-testid="web-projects-converted">
            {t('admin.webProjects.toHosting.done', { name: converted.name })}{' '}
            <Link to={hostingLink(converted.hostingId)} data-testid="web-projects-converted-link">
              {t('admin.webProjects.toHosting.open')}
            </Link>
          </p>
        )}
      </div>
      {list.status === 'error' ? (
        <LoadFailed
          error={list.error}
          onRetry={list.reload}
          testId="web-projects-error"
          message={serverMessageOr(list.error, t('admin.webProjects.loadFailed'))}
        />
      ) : !list.data ? (
        <Loading label={t('admin.webProjects.loading')} />
      ) : projects.length === 0 ? (
        <EmptyState
          title={t('admin.webProjects.empty')}
          hint={filter ? undefined : t('admin.webProjects.emptyHint')}
          testId="web-projects-empty"
        />
      ) : (
        <>
          <Table
            caption={t('admin.webProjects.caption')}
            columns={COLUMNS.map((column) => t(`admin.webProjects.col.${column}`))}
            busy={list.status === 'loading'}
            testId="web-projects-table"
          >
            {projects.map((project) =>
              editing === project.id ? (
                <WebProjectEditRow
                  key={project.id}
                  project={project}
                  onCancel={() => setEditing(null)}
                  onSaved={(_saved, message) => {
                    setEditing(null);
                    changed();
                    notices.success(message);
                  }}
                />
              ) : (
                <WebProjectRow
                  key={project.id}
                  project={project}
                  busy={working.has(project.id)}
                  markDemo={!allDemo}
                  actions={{
                    onEdit: (p) => setEditing(p.id),
                    onDetail: (p) => setDialog({ kind: 'detail', project: p }),
                    onComplete: (p) => complete.mutate(p),
                    onToHosting: (p) => toHosting.mutate(p),
                    onDelete: (p) => {
                      removal.reset();
                      setDialog({ kind: 'delete', project: p });
                    },
                  }}
                />
              ),
            )}
          </Table>
          <p className="ui-list-footer" data-testid="web-projects-footer">
            {t('admin.webProjects.footer', { total: list.data.total, shown: projects.length })}
          </p>
          <Pagination page={page} pages={pages} onChange={setPage} testId="web-projects-pagination" />
        </>
      )}
      {shownDialog?.kind === 'create' && (
        <WebProjectCreate
          onClose={() => setDialog(null)}
          onCreated={(_project, message) => {
            setDialog(null);
            changed();
            notices.success(message);
          }}
        />
      )}
      {shownDialog?.kind === 'detail' && (
        <WebProjectDetail
          project={shownDialog.project}
          onClose={() => {
            setDialog(null);
            forgetLinked();
          }}
        />
      )}
      {shownDialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.webProjects.delete.title')}
          message={t('admin.webProjects.delete.message', { name: shownDialog.project.company_name })}
          detail={t('ui.irreversible')}
          busy={deleting}
          error={deleteError}
          onConfirm={() => removal.mutate(shownDialog.project)}
          onCancel={() => {
            if (!deleting) setDialog(null);
          }}
          testId="web-project-confirm-delete"
        />
      )}
    </div>
  );
}
