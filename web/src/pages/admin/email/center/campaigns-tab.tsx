import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { CampaignList } from '../../campaigns/campaign-list.js';

/** The campaigns tab: the active count (from the summary), the newest campaigns, and the link to the Campaign screen. */
export function CampaignsTab({ active }: { active: number }) {
  const { t } = useI18n();
  return (
    <section className="center-panel-section" data-testid="center-campaigns">
      <p>{t('admin.center.campaigns.text')}</p>
      <p data-testid="center-campaigns-active">{t('admin.center.campaigns.active', { count: active })}</p>
      <CampaignList compact />
      <p>
        <Link to="/admin/campaigns" className="button button--primary" data-testid="center-campaigns-link">
          {t('admin.center.campaigns.link')}
        </Link>
      </p>
    </section>
  );
}
