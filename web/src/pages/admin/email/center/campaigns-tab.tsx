import { Link } from 'react-router';
import { ApiError } from '../../../../api/api-error.js';
import { apiRequest } from '../../../../api/http.js';
import { useApiQuery } from '../../../../hooks/use-api-query.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { CENTER_POLL_MS } from './queries.js';

/** Campaigns that count as active in the Email Center: sending and scheduled. */
const ACTIVE = ['sending', 'scheduled'];

/**
 * Active campaigns (GET /api/email_campaigns, polled with the summary). Until the campaigns API is
 * there (another branch builds it), its 404 counts as none.
 */
export function useActiveCampaigns(): number {
  const answer = useApiQuery(
    ['admin', 'center', 'campaigns'],
    async (signal) => {
      try {
        // the newest 200 (the list's largest page): active campaigns are among the recent ones
        const list = await apiRequest<{ campaigns?: Array<{ status: string }> }>('/email_campaigns', { signal, query: { limit: 200 } });
        return (list.campaigns ?? []).filter((c) => ACTIVE.includes(c.status)).length;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 0;
        throw error;
      }
    },
    { refetchInterval: CENTER_POLL_MS },
  );
  return answer.data ?? 0;
}

/** The campaigns tab: the campaigns have their own screen. */
export function CampaignsTab({ active }: { active: number }) {
  const { t } = useI18n();
  return (
    <section className="center-panel-section" data-testid="center-campaigns">
      <p>{t('admin.center.campaigns.text')}</p>
      <p>{t('admin.center.campaigns.active', { count: active })}</p>
      <Link to="/admin/campaigns" className="button button--primary" data-testid="center-campaigns-link">
        {t('admin.center.campaigns.link')}
      </Link>
    </section>
  );
}
