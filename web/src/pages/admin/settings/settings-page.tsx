import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmailSettingsTab } from './email-settings-tab.js';
import { AppearanceTab, DatabaseTab, GeneralTab, NotificationsTab, SecurityTab } from './info-tabs.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './settings.module.css';

export const SETTINGS_TABS = ['general', 'email', 'security', 'notifications', 'appearance', 'database'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const parseTab = (value: string | null): SettingsTab =>
  (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'general';

/** /admin/settings (Settings): side tabs; the e-mail tab loads and saves the SMTP settings. */
export function SettingsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const buttons = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});

  const select = (next: SettingsTab, focus = false) => {
    setParams(next === 'general' ? {} : { tab: next }, { replace: true });
    if (focus) buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SETTINGS_TABS.indexOf(tab);
    const last = SETTINGS_TABS.length - 1;
    const next = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // in range: taken modulo the length of a list that is never empty
    select(SETTINGS_TABS[(next + SETTINGS_TABS.length) % SETTINGS_TABS.length]!, true);
  };

  return (
    <div className={styles.page} data-testid="settings-page">
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={t('admin.settings.tabsLabel')}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
      >
        {SETTINGS_TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="settings-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => select(name)}
            data-testid={`settings-tab-${name}`}
          >
            {t(`admin.settings.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`} tabIndex={0}>
        {tab === 'general' && <GeneralTab />}
        {tab === 'email' && <EmailSettingsTab />}
        {tab === 'security' && <SecurityTab />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'appearance' && <AppearanceTab />}
        {tab === 'database' && <DatabaseTab />}
      </div>
    </div>
  );
}
