import { Tabs } from '../../components/ui/tabs.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

export const CUSTOMER_TABS = ['overview', 'bookings', 'orders', 'offers', 'profile'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

const LABELS: Record<CustomerTab, MessageKey> = {
  overview: 'customer.tab.overview',
  bookings: 'customer.tab.bookings',
  orders: 'customer.tab.orders',
  offers: 'customer.tab.offers',
  profile: 'customer.tab.profile',
};

export const parseTab = (value: string | null): CustomerTab =>
  (CUSTOMER_TABS as readonly string[]).includes(value ?? '') ? (value as CustomerTab) : 'overview';
export const tabId = (tab: CustomerTab) => `customer-tab-${tab}`;
export const PANEL_ID = 'customer-panel';

/** Přehled, Moje rezervace, Moje objednávky (the e-shop's), Akce a slevy, Profil: the UI kit's tablist (arrow keys, Home, End move and select). */
export function DashboardTabs({ tab, onSelect }: { tab: CustomerTab; onSelect: (tab: CustomerTab) => void }) {
  const { t } = useI18n();
  return (
    <Tabs
      tabs={CUSTOMER_TABS}
      selected={tab}
      onSelect={onSelect}
      label={t('customer.tabs')}
      tabId={tabId}
      panelId={PANEL_ID}
      className={styles.tabs}
      tabClassName={styles.tab}
    >
      {(name) => t(LABELS[name])}
    </Tabs>
  );
}
