import { Link, useSearchParams } from 'react-router';
import { useEdition } from '../../../../app/edition-context.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { NotificationsPanel } from '../../notifications/notifications-panel.js';
import { MailClient } from '../email-page.js';
import { AnalyticsTab } from './analytics-tab.js';
import { CampaignsTab } from './campaigns-tab.js';
import { centerDate, parseTab, type CenterTab } from './center-rules.js';
import { CENTER_PANEL_ID, centerTabId, CenterTabs } from './center-tabs.js';
import { FoldersTab } from './folders-tab.js';
import { LabelsTab } from './labels-tab.js';
import { useCenterSummary } from './queries.js';
import { ScheduledTab } from './scheduled-tab.js';
import styles from './center.module.css';

/**
 * /admin/email: the Email Center. Its tab is ?tab= (inbox when absent): the inbox is the e-mail
 * client with its ?folder=; header and footer counts and the tab badges reload every 30 s.
 */
export function EmailCenterPage() {
  const { t, tp } = useI18n();
  const { edition } = useEdition();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const summary = useCenterSummary().data;
  const select = (next: CenterTab) => setParams(next === 'inbox' ? {} : { tab: next });
  const counts = summary ?? {
    total_emails: 0,
    unread: 0,
    scheduled: 0,
    active_campaigns: 0,
    sent: 0,
    labels: 0,
    folders: 0,
    updated_at: null,
  };
  const activeCampaigns = counts.active_campaigns;

  return (
    <div className={styles.center} data-testid="email-center">
      <header className={styles.header}>
        <h2>{t('admin.center.title')}</h2>
        <ul className={styles.counts} data-testid="center-counts">
          {counts.total_emails > 0 && <li>{tp('admin.center.emails', counts.total_emails)}</li>}
          {counts.unread > 0 && <li>{tp('admin.center.unreadEmails', counts.unread)}</li>}
          {counts.scheduled > 0 && <li>{tp('admin.center.scheduledEmails', counts.scheduled)}</li>}
          {activeCampaigns > 0 && <li data-testid="center-active-campaigns">{tp('admin.center.activeCampaigns', activeCampaigns)}</li>}
        </ul>
        <div className={styles.headerActions}>
          <Link to="/admin/settings?tab=email" className="button button--ghost" data-testid="center-settings">
            {t('admin.center.settings')}
          </Link>
        </div>
      </header>
      <CenterTabs tab={tab} badges={{ inbox: counts.unread, scheduled: counts.scheduled, campaigns: activeCampaigns }} onSelect={select} />
      <div
        className={styles.panel}
        role="tabpanel"
        id={CENTER_PANEL_ID}
        aria-labelledby={centerTabId(tab)}
        data-testid={`center-panel-${tab}`}
      >
        {tab === 'inbox' && <MailClient />}
        {tab === 'campaigns' && <CampaignsTab active={activeCampaigns} />}
        {tab === 'scheduled' && <ScheduledTab timeZone={edition.timeZone} />}
        {tab === 'labels' && <LabelsTab />}
        {tab === 'folders' && <FoldersTab />}
        {tab === 'notifications' && <NotificationsPanel timeZone={edition.timeZone} />}
        {tab === 'analytics' && <AnalyticsTab summary={summary} activeCampaigns={activeCampaigns} timeZone={edition.timeZone} />}
      </div>
      <footer className={styles.footer} data-testid="center-footer">
        <span>{t('admin.center.footer', { total: counts.total_emails, unread: counts.unread })}</span>
        {counts.updated_at && <span>{t('admin.center.updatedAt', { time: centerDate(counts.updated_at, edition.timeZone) })}</span>}
      </footer>
    </div>
  );
}
