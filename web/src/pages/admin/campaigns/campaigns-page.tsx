import { useId } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { CampaignDetail } from './campaign-detail.js';
import { CampaignForm } from './campaign-form.js';
import { CampaignList } from './campaign-list.js';
import { CAMPAIGN_COUNTRIES, parseCountryFilter, parsePage } from './campaign-rules.js';
import { useRouteNotice } from './use-route-notice.js';
import styles from './campaigns.module.css';
import { OptionList } from '../common/filter-controls.js';

/**
 * /admin/campaigns (Campaign screen). Its modes are in the URL so that they can be linked and
 * reloaded: the overview (`?filter_country=`, `?page=`; `?country=` would switch the edition of every call), `/admin/campaigns/new` (create) and
 * `/admin/campaigns/:id` (detail).
 */
export function CampaignsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname.endsWith('/campaigns/new')) return <CampaignForm />;
  const campaignId = Number(id);
  if (id !== undefined && Number.isInteger(campaignId) && campaignId > 0) return <CampaignDetail id={campaignId} />;
  return <CampaignOverview />;
}

function CampaignOverview() {
  const { t } = useI18n();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const notices = useNotices();
  useRouteNotice(notices.success);
  const country = parseCountryFilter(params.get('filter_country'));
  const page = parsePage(params.get('page'));
  const set = (next: { country?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    const c = next.country ?? country;
    const p = next.page ?? 1;
    if (c) search.set('filter_country', c);
    else search.delete('filter_country');
    if (p > 1) search.set('page', String(p));
    else search.delete('page');
    setParams(search);
  };
  return (
    <div className={styles.page} data-testid="campaigns-page">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.campaigns.heading')}</h2>
        <div className={styles.filters}>
          <label htmlFor={`${id}-country`}>{t('admin.campaigns.countryFilter')}</label>
          <select id={`${id}-country`} value={country} onChange={(e) => set({ country: e.target.value })} data-testid="campaigns-country">
            <OptionList
              values={CAMPAIGN_COUNTRIES}
              label={(code) => t(`admin.campaigns.countries.${code}`)}
              all={t('admin.campaigns.allCountries')}
            />
          </select>
          <Link to="/admin/campaigns/new" className="button button--primary" data-testid="campaigns-new">
            {t('admin.campaigns.new')}
          </Link>
        </div>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="campaign-notice" />
      <CampaignList country={country} page={page} onPage={(p) => set({ page: p })} />
    </div>
  );
}
