import { useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { CENTER_TABS, centerTabLabel, type CenterTab } from './center-rules.js';
import styles from './center.module.css';

export const centerTabId = (tab: CenterTab) => `center-tab-${tab}`;
export const CENTER_PANEL_ID = 'center-panel';

/** The tabs of the Email Center: a tablist (arrow keys, Home and End move and select), with their badges. */
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
  const buttons = useRef<Partial<Record<CenterTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CENTER_TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: CENTER_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = CENTER_TABS[(next + CENTER_TABS.length) % CENTER_TABS.length];
    onSelect(target);
    buttons.current[target]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('admin.center.tabs')} onKeyDown={onKeyDown}>
      {CENTER_TABS.map((name) => {
        const badge = badges[name] ?? 0;
        return (
          <button
            key={name}
            ref={(el) => {
              buttons.current[name] = el;
            }}
            type="button"
            role="tab"
            id={centerTabId(name)}
            aria-selected={tab === name}
            aria-controls={CENTER_PANEL_ID}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(name)}
            data-testid={`center-tab-${name}`}
          >
            {t(centerTabLabel(name))}
            {badge > 0 && (
              <span className="badge" data-testid={`center-badge-${name}`}>
                {badge > 999 ? '999+' : badge}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
