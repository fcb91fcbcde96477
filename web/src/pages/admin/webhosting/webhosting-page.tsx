import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { HOSTING_TABS, parseHostingTab, parseRevenueYear, type HostingTab } from './hosting-rules.js';
import { ProjectsTab } from './projects-tab.js';
import { RevenueTab } from './revenue-tab.js';
import styles from './webhosting.module.css';

/**
 * /admin/webhosting: title Webhosting and the tabs Projekty and Příjmy. The tab is in `?tab=prijmy`
 * (and the revenue's year in `?rok=`) so that it can be linked and reloaded.
 */
export function WebhostingPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = parseHostingTab(params.get('tab'));
  const year = parseRevenueYear(params.get('rok'), new Date());
  const select = (next: HostingTab) => setParams(next === 'projekty' ? {} : { tab: next }, { replace: true });
  const setYear = (next: number) => setParams({ tab: 'prijmy', rok: String(next) }, { replace: true });

  return (
    <div className={styles.page} data-testid="webhosting-page">
      <h2 className="ui-section-title">{t('admin.hosting.title')}</h2>
      <Tabs
        tabs={HOSTING_TABS}
        selected={tab}
        onSelect={select}
        label={t('admin.hosting.tabsLabel')}
        tabId={(name) => `hosting-tab-${name}`}
        panelId="hosting-panel"
        className={styles.tabs}
        tabClassName={styles.tabButton}
        testId={(name) => `hosting-tab-${name}`}
      >
        {(name) => t(`admin.hosting.tab.${name}`)}
      </Tabs>
      <div role="tabpanel" id="hosting-panel" aria-labelledby={`hosting-tab-${tab}`}>
        {tab === 'projekty' ? <ProjectsTab /> : <RevenueTab year={year} onYear={setYear} />}
      </div>
    </div>
  );
}
