import { Tabs } from '../../../../components/ui/tabs.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { CENTER_TABS, centerTabLabel, type CenterTab } from './center-rules.js';
import styles from './center.module.css';

export const centerTabId = (tab: CenterTab) => `center-tab-${tab}`;
export const CENTER_PANEL_ID = 'center-panel';

/** The tabs of the Email Center: the UI kit's tablist (arrow keys, Home and End move and select), with their badges. */
export function CenterTabs({
  tab,
  badges,
  onSelect,
}: {
  tab: CenterTab;
  badges: Partial<Record<CenterTab, number>>;
  onSelect: (tab: CenterTab) => void;
}) {
  const { t } = useI18n();
  return (
    <Tabs
      tabs={CENTER_TABS}
      selected={tab}
      onSelect={onSelect}
      label={t('admin.center.tabs')}
      tabId={centerTabId}
      panelId={CENTER_PANEL_ID}
      className={styles.tabs}
      tabClassName={styles.tab}
      testId={(name) => `center-tab-${name}`}
    >
      {(name) => {
        const badge = badges[name] ?? 0;
        return (
          <>
            {t(centerTabLabel(name))}
            {badge > 0 && (
              <span className="badge" data-testid={`center-badge-${name}`}>
                {badge > 999 ? '999+' : badge}
              </span>
            )}
          </>
        );
      }}
    </Tabs>
  );
}
