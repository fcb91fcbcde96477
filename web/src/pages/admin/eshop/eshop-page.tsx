import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { AdSpacesTab } from './ad-spaces-tab.js';
import { ESHOP_TABS, parseEshopTab, type EshopTab } from './eshop-rules.js';
import { OrdersTab } from './orders-tab.js';
import { PaymentsTab } from './payments-tab.js';
import { ProductsTab } from './products-tab.js';
import { PromoItemsTab } from './promo-items-tab.js';
import styles from './eshop.module.css';

const PANEL_ID = 'eshop-panel';

/**
 * /admin/eshop: title E-shop and the tabs Produkty, Objednávky, Reklamní předměty, Reklamní plochy and Platby.
 * The tab is in `?tab=` (objednavky, predmety, plochy, platby; none is Produkty) so that it can be linked and reloaded.
 */
export function EshopPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = parseEshopTab(params.get('tab'));
  const select = (next: EshopTab) => setParams(next === 'produkty' ? {} : { tab: next }, { replace: true });

  return (
    <div className={styles.page} data-testid="eshop-page">
      <h2 className="ui-section-title">{t('admin.eshop.title')}</h2>
      <Tabs
        tabs={ESHOP_TABS}
        selected={tab}
        onSelect={select}
        label={t('admin.eshop.tabsLabel')}
        tabId={(name) => `eshop-tab-${name}`}
        panelId={PANEL_ID}
        className={styles.tabs}
        tabClassName={styles.tabButton}
        testId={(name) => `eshop-tab-${name}`}
      >
        {(name) => t(`admin.eshop.tab.${name}`)}
      </Tabs>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={`eshop-tab-${tab}`} data-testid={`eshop-panel-${tab}`}>
        {tab === 'produkty' && <ProductsTab />}
        {tab === 'objednavky' && <OrdersTab />}
        {tab === 'platby' && <PaymentsTab />}
        {tab === 'predmety' && <PromoItemsTab />}
        {tab === 'plochy' && <AdSpacesTab />}
      </div>
    </div>
  );
}
