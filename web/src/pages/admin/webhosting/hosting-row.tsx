import { useEffect, useRef } from 'react';
import type { WebhostingProjectDto } from '../../../api/hosting.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button, type ButtonVariant } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import {
  czechDate,
  czechDayOf,
  hostingProblems,
  hostingStatusTone,
  kc,
  knownHostingStatus,
  siteHref,
  type HostingProblem,
} from './hosting-rules.js';
import styles from './webhosting.module.css';

export interface HostingRowActions {
  onEdit: (project: WebhostingProjectDto) => void;
  onPaid: (project: WebhostingProjectDto) => void;
  onDelete: (project: WebhostingProjectDto) => void;
}

/** The status badge with its Czech name: Aktivní green, Brzy vyprší yellow, Vypršel red, Neznámý grey. */
export function HostingStatusBadge({ status, manual }: { status: string; manual: boolean }) {
  const { t } = useI18n();
  const known = knownHostingStatus(status);
  return (
    <Badge
      tone={hostingStatusTone(status)}
      data-testid="hosting-status"
      data-status={known}
      title={manual ? t('admin.hosting.statusManual') : undefined}
    >
      {t(`admin.hosting.status.${known}`)}
    </Badge>
  );
}

function problemText(problem: HostingProblem, t: ReturnType<typeof useI18n>['t']): string {
  switch (problem.kind) {
    case 'siteDown':
      return t('admin.hosting.problem.siteDown');
    case 'certExpired':
      return t('admin.hosting.problem.certExpired', { date: czechDayOf(problem.date) });
    case 'certExpiring':
      return t('admin.hosting.problem.certExpiring', { date: czechDayOf(problem.date) });
    case 'domainEnding':
      return t('admin.hosting.problem.domainEnding', { date: czechDate(problem.date) });
    case 'domainEnded':
      return t('admin.hosting.problem.domainEnded', { date: czechDate(problem.date) });
    case 'checkError':
      return t('admin.hosting.problem.checkError', { error: problem.error });
  }
}

/** One hosting project: company and domain (a link opening the site), providers, price, renewal, status, problems, actions. */
export function HostingRow({
  project,
  now,
  linked = false,
  actions,
}: {
  project: WebhostingProjectDto;
  now: number;
  /** the project a link asked for (`?projekt=`, e.g. from the web project it was made from): marked and scrolled to */
  linked?: boolean;
  actions: HostingRowActions;
}) {
  const { t } = useI18n();
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (linked) row.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  const href = siteHref(project.website_url, project.domain);
  const problems = hostingProblems(project, now);
  const days = project.days_left;
  const when =
    days === 0
      ? t('admin.hosting.today')
      : days > 0
        ? t('admin.hosting.daysLeft', { days })
        : t('admin.hosting.daysOverdue', { days: -days });
  const plan = [project.hosting_provider, project.plan_type].filter(Boolean).join(' · ');
  /** Upravit, Zaplaceno or Smazat, labelled with the company for screen readers (`hosting-{action}`) */
  const button = (action: 'edit' | 'paid' | 'delete', variant: ButtonVariant, run: (project: WebhostingProjectDto) => void) => (
    <Button
      variant={variant}
      size="small"
      onClick={() => run(project)}
      aria-label={t(`admin.hosting.action.${action}Label`, { name: project.company_name })}
      data-testid={`hosting-${action}`}
    >
      {t(`admin.hosting.action.${action}`)}
    </Button>
  );
  return (
    <tr
      ref={row}
      className={linked ? styles.linked : undefined}
      data-testid="hosting-row"
      data-project-id={project.id}
      data-linked={linked || undefined}
    >
      <th scope="row">
        <span className={styles.company} data-testid="hosting-company">
          {project.company_name}
        </span>
        {href ? (
          <a
            className={styles.sub}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="hosting-domain"
            aria-label={t('admin.hosting.openSite', { domain: project.domain })}
          >
            {project.domain}
          </a>
        ) : (
          <span className={styles.sub}>{project.domain}</span>
        )}
      </th>
      <td>{project.domain_provider || t('admin.hosting.none')}</td>
      <td>{plan || t('admin.hosting.none')}</td>
      <td className={styles.number} data-testid="hosting-price">
        {kc(project.yearly_fee)}
      </td>
      <td className={styles.nowrap}>
        <span data-testid="hosting-renewal" data-date={project.renewal_date}>
          {czechDate(project.renewal_date)}
        </span>
        <span className={styles.sub}>{when}</span>
      </td>
      <td className={styles.nowrap}>
        {project.domain_expiration_date ? (
          <span
            data-testid="hosting-domain-ends"
            data-date={project.domain_expiration_date}
            title={project.domain_checked_at ? t('admin.hosting.domainReadAt', { date: czechDayOf(project.domain_checked_at) }) : undefined}
          >
            {czechDate(project.domain_expiration_date)}
          </span>
        ) : (
          <span data-testid="hosting-domain-ends" title={project.domain_check_error ?? undefined}>
            {t('admin.hosting.domainUnknown')}
          </span>
        )}
        {project.domain_expiration_date && project.domain_check_error && <span className={styles.sub}>{project.domain_check_error}</span>}
        {!project.domain_expiration_date && project.domain_check_error && (
          <span className={styles.sub} data-testid="hosting-domain-error">
            {project.domain_check_error}
          </span>
        )}
      </td>
      <td>
        <HostingStatusBadge status={project.status} manual={project.manual_status !== null} />
        {problems.map((problem) => (
          <span key={problem.kind} className={styles.problem} data-testid="hosting-problem" data-kind={problem.kind}>
            {problemText(problem, t)}
          </span>
        ))}
      </td>
      <td>
        <div className={styles.actions}>
          {button('edit', 'ghost', actions.onEdit)}
          {href && (
            <a
              className="button button--ghost button--small"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('admin.hosting.action.openLabel', { name: project.company_name })}
              data-testid="hosting-open"
            >
              {t('admin.hosting.action.open')}
            </a>
          )}
          {button('paid', 'primary', actions.onPaid)}
          {button('delete', 'danger', actions.onDelete)}
        </div>
      </td>
    </tr>
  );
}
