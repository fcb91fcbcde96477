import { useRef, type KeyboardEvent } from 'react';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './customer.module.css';

export const CUSTOMER_TABS = ['overview', 'bookings', 'offers', 'profile'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

const LABELS: Record<CustomerTab, MessageKey> = {
  overview: 'customer.tab.overview',
  bookings: 'customer.tab.bookings',
  offers: 'customer.tab.offers',
  profile: 'customer.tab.profile',
};

export const parseTab = (value: string | null): CustomerTab =>
  (CUSTOMER_TABS as readonly string[]).includes(value ?? '') ? (value as CustomerTab) : 'overview';
export const tabId = (tab: CustomerTab) => `customer-tab-${tab}`;
export const PANEL_ID = 'customer-panel';

/** Přehled, Moje rezervace, Akce a slevy, Profil: a tablist (arrow keys, Home, End move and select). */
export function DashboardTabs({ tab, onSelect }: { tab: CustomerTab; onSelect: (tab: CustomerTab) => void }) {
  const { t } = useI18n();
  const buttons = useRef<Partial<Record<CustomerTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CUSTOMER_TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: CUSTOMER_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = CUSTOMER_TABS[(next + CUSTOMER_TABS.length) % CUSTOMER_TABS.length];
    onSelect(target);
    buttons.current[target]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('customer.tabs')} onKeyDown={onKeyDown}>
      {CUSTOMER_TABS.map((name) => (
        <button
          key={name}
          ref={(el) => {
            buttons.current[name] = el;
          }}
          type="button"
          role="tab"
          id={tabId(name)}
          aria-selected={tab === name}
          aria-controls={PANEL_ID}
          tabIndex={tab === name ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(name)}
          data-testid={`customer-tab-${name}`}
        >
          {t(LABELS[name])}
        </button>
      ))}
    </div>
  );
}
