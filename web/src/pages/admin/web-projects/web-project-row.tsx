import { Link } from 'react-router';
import type { WebProjectDto } from '../../../api/web-projects.js';
import { Badge } from '../../../components/ui/badge.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { czechDayOf, kc } from '../webhosting/hosting-rules.js';
import { domainHref, isCompleted, projectTone, shownStatus } from './web-project-rules.js';
import styles from './web-projects.module.css';

export interface ProjectRowActions {
  onEdit: (project: WebProjectDto) => void;
  onDetail: (project: WebProjectDto) => void;
  onComplete: (project: WebProjectDto) => void;
  onToHosting: (project: WebProjectDto) => void;
  onDelete: (project: WebProjectDto) => void;
}

/** The status badge: the shown status (active as completed, unknown as email_sent) in Czech. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const shown = shownStatus(status);
  return (
    <Badge tone={projectTone(status)} data-testid="web-project-status" data-status={shown}>
      {t(`admin.webProjects.status.${shown}`)}
    </Badge>
  );
}

export const hostingLink = (hostingId: number) => `/admin/webhosting?projekt=${hostingId}`;

/** One web project: company, domain, status, hosting a month, value, created, and its actions. */
export function WebProjectRow({
  project,
  busy,
  markDemo,
  actions,
}: {
  project: WebProjectDto;
  busy: boolean;
  /** the row's own 'Demo data' badge (when the list mixes demo and real rows) */
  markDemo: boolean;
  actions: ProjectRowActions;
}) {
  const { t } = useI18n();
  const href = domainHref(project.domain_name);
  const completed = isCompleted(project.status);
  const name = project.company_name;
  return (
    <tr data-testid="web-project-row" data-project-id={project.id} data-demo={project.is_demo}>
      <th scope="row">
        <span className={styles.company} data-testid="web-project-company">
          {name}
        </span>
        {markDemo && project.is_demo && (
          <Badge tone="accent" className={styles.rowDemo} data-testid="web-project-demo">
            {t('admin.webProjects.demo')}
          </Badge>
        )}
      </th>
      <td>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="web-project-domain">
            {project.domain_name}
          </a>
        ) : (
          t('admin.webProjects.none')
        )}
      </td>
      <td>
        <ProjectStatusBadge status={project.status} />
      </td>
      <td className={styles.number} data-testid="web-project-hosting">
        {project.hosting_price > 0 ? t('admin.webProjects.perMonth', { amount: kc(project.hosting_price) }) : t('admin.webProjects.none')}
      </td>
      <td className={styles.number} data-testid="web-project-value">
        {kc(project.estimated_price)}
      </td>
      <td className={styles.nowrap}>{czechDayOf(project.created_at)}</td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => actions.onEdit(project)}
            disabled={busy}
            aria-label={t('admin.webProjects.action.editLabel', { name })}
            data-testid="web-project-edit"
          >
            {t('admin.webProjects.action.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => actions.onDetail(project)}
            aria-label={t('admin.webProjects.action.detailLabel', { name })}
            data-testid="web-project-detail"
          >
            {t('admin.webProjects.action.detail')}
          </button>
          {!completed && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => actions.onComplete(project)}
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={t('admin.webProjects.action.completeLabel', { name })}
              data-testid="web-project-complete"
            >
              {t('admin.webProjects.action.complete')}
            </button>
          )}
          {completed && project.webhosting_project_id !== null && (
            <Link
              to={hostingLink(project.webhosting_project_id)}
              className="button button--ghost button--small"
              aria-label={t('admin.webProjects.action.hostingLabel', { name })}
              data-testid="web-project-hosting-link"
            >
              {t('admin.webProjects.action.hosting')}
            </Link>
          )}
          {completed && project.webhosting_project_id === null && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => actions.onToHosting(project)}
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={t('admin.webProjects.action.toHostingLabel', { name })}
              data-testid="web-project-to-hosting"
            >
              {t('admin.webProjects.action.toHosting')}
            </button>
          )}
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => actions.onDelete(project)}
            disabled={busy}
            aria-label={t('admin.webProjects.action.deleteLabel', { name })}
            data-testid="web-project-delete"
          >
            {t('admin.webProjects.action.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
