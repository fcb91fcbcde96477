import { Link } from 'react-router';
import type { WebProjectDto } from '../../../api/web-projects.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button, type ButtonVariant } from '../../../components/ui/button.js';
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
  /** one of the row's actions, labelled with the company for screen readers; `busy` marks it while the row's call runs */
  const button = (
    action: 'edit' | 'detail' | 'complete' | 'toHosting' | 'delete',
    testId: string,
    variant: ButtonVariant,
    run: (project: WebProjectDto) => void,
    state: { disabled?: boolean; busy?: boolean } = {},
  ) => (
    <Button
      variant={variant}
      size="small"
      onClick={() => run(project)}
      disabled={state.disabled}
      aria-busy={state.busy || undefined}
      aria-label={t(`admin.webProjects.action.${action}Label`, { name })}
      data-testid={testId}
    >
      {t(`admin.webProjects.action.${action}`)}
    </Button>
  );
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
          {button('edit', 'web-project-edit', 'ghost', actions.onEdit, { disabled: busy })}
          {button('detail', 'web-project-detail', 'ghost', actions.onDetail)}
          {!completed && button('complete', 'web-project-complete', 'primary', actions.onComplete, { disabled: busy, busy })}
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
          {completed &&
            project.webhosting_project_id === null &&
            button('toHosting', 'web-project-to-hosting', 'primary', actions.onToHosting, { disabled: busy, busy })}
          {button('delete', 'web-project-delete', 'danger', actions.onDelete, { disabled: busy })}
        </div>
      </td>
    </tr>
  );
}
