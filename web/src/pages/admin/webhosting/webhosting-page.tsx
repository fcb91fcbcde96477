import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
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
  const buttons = useRef<Partial<Record<HostingTab, HTMLButtonElement | null>>>({});

  const select = (next: HostingTab, focus = false) => {
    setParams(next === 'projekty' ? {} : { tab: next }, { replace: true });
    if (focus) buttons.current[next]?.focus();
  };
  const setYear = (next: number) => setParams({ tab: 'prijmy', rok: String(next) }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = HOSTING_TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: HOSTING_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(HOSTING_TABS[(next + HOSTING_TABS.length) % HOSTING_TABS.length], true);
  };

  return (
    <div className={styles.page} data-testid="webhosting-page">
      <h2 className="ui-section-title">{t('admin.hosting.title')}</h2>
      <div className={styles.tabs} role="tablist" aria-label={t('admin.hosting.tabsLabel')} onKeyDown={onKeyDown}>
        {HOSTING_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`hosting-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`hosting-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tabButton}
            onClick={() => select(name)}
            data-testid={`hosting-tab-${name}`}
          >
            {t(`admin.hosting.tab.${name}`)}
          </button>
        ))}
      </div>
      {HOSTING_TABS.map((name) => (
        <div key={name} role="tabpanel" id={`hosting-panel-${name}`} aria-labelledby={`hosting-tab-${name}`} hidden={tab !== name}>
          {tab === name && (name === 'projekty' ? <ProjectsTab /> : <RevenueTab year={year} onYear={setYear} />)}
        </div>
      ))}
    </div>
  );
}
