import '../../styles/forms.css';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchDashboard, type CustomerBookingDto } from '../../api/customer.js';
import { useAuth } from '../../app/auth-context.js';
import { useEdition } from '../../app/edition-context.js';
import { LoadError } from '../../components/load-error.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { BookingActions } from './booking-card.js';
import { BookingsTab } from './bookings-tab.js';
import { DashboardTabs, PANEL_ID, parseTab, tabId, type CustomerTab } from './dashboard-tabs.js';
import { OffersList } from './offers-list.js';
import { OrdersTab } from './orders-tab.js';
import { OverviewTab } from './overview-tab.js';
import { ProfileTab } from './profile-tab.js';
import { customerKeys, useCustomerChanged } from './queries.js';
import { RepeatBooking } from './repeat-booking.js';
import { StatCards } from './stat-cards.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** /klient: greeting, four figures and the tabs, on the customer's own data. */
export function CustomerDashboardPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const { edition } = useEdition();
  useDocumentTitle(t('customer.title'));
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [repeat, setRepeat] = useState<CustomerBookingDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dashboard = useApiQuery(customerKeys.dashboard, (signal) => fetchDashboard(signal));
  const changed = useCustomerChanged();

  const select = useCallback((next: CustomerTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true }), [setParams]);
  const actions: BookingActions = useMemo(
    () => ({
      onRepeat: setRepeat,
      onAnnounce: setAnnouncement,
    }),
    [],
  );
  const name = user?.first_name || user?.email || '';

  return (
    <div className="container page page--wide customer-page" data-testid="customer-dashboard">
      <header className="page-header">
        <h1 className="page-title">{t('customer.greeting', { name })}</h1>
        <p className="page-lead">{t('customer.lead')}</p>
      </header>
      {dashboard.status === 'error' ? (
        <LoadError error={dashboard.error} fallback={t('customer.error')} onRetry={dashboard.reload} testId="customer-error" />
      ) : (
        <StatCards stats={dashboard.data?.stats ?? null} currency={edition.currency} />
      )}
      <p role="status" className="visually-hidden" data-testid="customer-announcement">
        {announcement}
      </p>
      <DashboardTabs tab={tab} onSelect={select} />
      <div className={styles.panel} role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} tabIndex={0}>
        {tab === 'overview' && (
          <OverviewTab
            upcoming={dashboard.data?.upcoming ?? (dashboard.status === 'error' ? [] : null)}
            actions={actions}
            onOpen={select}
          />
        )}
        {tab === 'bookings' && <BookingsTab actions={actions} />}
        {tab === 'orders' && <OrdersTab />}
        {tab === 'offers' && (
          <section aria-labelledby="customer-all-offers">
            <h2 id="customer-all-offers" className="section-title">
              {t('customer.tab.offers')}
            </h2>
            <OffersList limit={50} />
          </section>
        )}
        {tab === 'profile' && <ProfileTab />}
      </div>
      {repeat && (
        <RepeatBooking
          booking={repeat}
          onClose={() => {
            setRepeat(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
