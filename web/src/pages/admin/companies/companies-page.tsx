import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { fetchProspectStats } from '../../../api/prospects.js';
import { useEdition } from '../../../app/edition-context.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { Loading } from '../../../components/ui/states.js';
import { AnalyticsTab } from './analytics-tab.js';
import { CompaniesManager } from './companies-manager.js';
import { CompanyStats } from './company-stats.js';
import { prospectKeys } from './queries.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './companies.module.css';

const TABS = ['manage', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** /admin, the Companies screen: tabs Správa firem and Analytics over the edition's prospects. */
export function CompaniesPage() {
  const { t } = useI18n();
  const { edition, status } = useEdition();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'analytics' ? 'analytics' : 'manage';
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const ready = status !== 'loading';
  const country = edition.code;
  const stats = useApiQuery(prospectKeys.stats(country), (signal) => fetchProspectStats(country, signal).then((answer) => answer.stats), {
    enabled: ready,
  });

  const select = (next: Tab, focus = false) => {
    setParams(next === 'manage' ? {} : { tab: next }, { replace: true });
    if (focus) buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // in range: taken modulo the length of a list that is never empty
    select(TABS[(next + TABS.length) % TABS.length]!, true);
  };

  // statistics failure: zero counts
  const statsFailed = stats.status === 'error';
  return (
    <div className={styles.page} data-testid="companies-page">
      <div className={styles.tabs} role="tablist" aria-label={t('admin.companies.tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`co-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`co-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => select(name)}
            data-testid={`companies-tab-${name}`}
          >
            {t(`admin.companies.tabs.${name}`)}
          </button>
        ))}
      </div>
      {!ready ? (
        <Loading label={t('admin.companies.loading')} />
      ) : (
        <>
          <div className={styles.panel} role="tabpanel" id="co-panel-manage" aria-labelledby="co-tab-manage" hidden={tab !== 'manage'}>
            <CompanyStats stats={stats.data} failed={statsFailed} loading={stats.status === 'loading'} />
            <CompaniesManager country={country} timeZone={edition.timeZone} />
          </div>
          <div
            className={styles.panel}
            role="tabpanel"
            id="co-panel-analytics"
            aria-labelledby="co-tab-analytics"
            hidden={tab !== 'analytics'}
          >
            {tab === 'analytics' && <AnalyticsTab stats={stats.data} statsFailed={statsFailed} statsLoading={stats.status === 'loading'} />}
          </div>
        </>
      )}
    </div>
  );
}
