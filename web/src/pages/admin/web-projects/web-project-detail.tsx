import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WEB_PROJECT_TYPES } from '../../../../../src/contract/web-projects.js';
import type { WebProjectDto } from '../../../api/web-projects.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { HostingStatusBadge } from '../webhosting/hosting-row.js';
import { czechDate, czechDayOf, kc } from '../webhosting/hosting-rules.js';
import { hostingLink, ProjectStatusBadge } from './web-project-row.js';
import { domainHref } from './web-project-rules.js';
import styles from './web-projects.module.css';

/** A web project's detail: its fields, dates and notes, and a link to the hosting project it became. */
export function WebProjectDetail({ project, onClose }: { project: WebProjectDto; onClose: () => void }) {
  const { t } = useI18n();
  const href = domainHref(project.domain_name);
  const none = t('admin.webProjects.none');
  const rows: Array<[string, ReactNode]> = [
    [
      t('admin.webProjects.detail.type'),
      (WEB_PROJECT_TYPES as readonly string[]).includes(project.project_type)
        ? t(`admin.webProjects.type.${project.project_type as (typeof WEB_PROJECT_TYPES)[number]}`)
        : project.project_type,
    ],
    [
      t('admin.webProjects.detail.domain'),
      href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {project.domain_name}
        </a>
      ) : (
        none
      ),
    ],
    [t('admin.webProjects.detail.status'), <ProjectStatusBadge key="status" status={project.status} />],
    [t('admin.webProjects.detail.value'), kc(project.estimated_price)],
    [
      t('admin.webProjects.detail.hosting'),
      project.hosting_price > 0 ? t('admin.webProjects.perMonth', { amount: kc(project.hosting_price) }) : none,
    ],
    [t('admin.webProjects.detail.created'), czechDayOf(project.created_at)],
    [t('admin.webProjects.detail.updated'), czechDayOf(project.updated_at)],
    [t('admin.webProjects.detail.completed'), project.completed_at ? czechDayOf(project.completed_at) : none],
    [t('admin.webProjects.detail.notes'), project.notes || none],
  ];
  // the server form's hosting fields: those of the hosting project it became
  const hosting: Array<[string, ReactNode, string]> =
    project.webhosting_project_id === null
      ? []
      : [
          [
            t('admin.webProjects.detail.domainExpiration'),
            project.domain_expiration_date ? czechDate(project.domain_expiration_date) : t('admin.webProjects.detail.notRead'),
            'domain-expiration',
          ],
          [
            t('admin.webProjects.detail.hostingStatus'),
            project.hosting_status ? <HostingStatusBadge status={project.hosting_status} manual={false} /> : none,
            'hosting-status',
          ],
          [
            t('admin.webProjects.detail.lastHostingPayment'),
            project.last_hosting_payment ? czechDate(project.last_hosting_payment) : none,
            'last-hosting-payment',
          ],
          [
            t('admin.webProjects.detail.nextPaymentDue'),
            project.next_payment_due ? czechDate(project.next_payment_due) : none,
            'next-payment-due',
          ],
        ];
  return (
    <Modal
      title={t('admin.webProjects.detail.title', { name: project.company_name })}
      onClose={onClose}
      testId="web-project-detail-modal"
      footer={
        <button type="button" className="button button--ghost" onClick={onClose} data-testid="web-project-detail-close">
          {t('admin.webProjects.detail.close')}
        </button>
      }
    >
      <dl className={styles.detail}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {hosting.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`web-project-detail-${key}`}>{value}</dd>
          </div>
        ))}
        {project.webhosting_project_id !== null && (
          <div>
            <dt>{t('admin.webProjects.detail.hostingProject')}</dt>
            <dd>
              <Link to={hostingLink(project.webhosting_project_id)} data-testid="web-project-detail-hosting">
                {t('admin.webProjects.toHosting.open')}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {project.is_demo && <p className="ui-muted">{t('admin.webProjects.demoHint')}</p>}
    </Modal>
  );
}
