import type { EmailAnalytics } from '../../../api/email-analytics.js';
import { Table } from '../../../components/ui/table.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatCount, formatRate } from './format.js';

type Campaign = EmailAnalytics['topCampaigns'][number];
const STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'];

/** The campaigns with the most opens (then clicks), with their counts and rates. */
export function TopCampaigns({ campaigns }: { campaigns: Campaign[] }) {
  const { t } = useI18n();
  if (campaigns.length === 0) {
    return (
      <p className="muted" data-testid="email-analytics-campaigns-empty">
        {t('admin.emailAnalytics.campaignsEmpty')}
      </p>
    );
  }
  const status = (s: string) => (STATUSES.includes(s) ? t(`admin.emailAnalytics.status.${s}` as MessageKey) : s);
  return (
    <Table
      caption={t('admin.emailAnalytics.campaignsTable')}
      columns={[
        t('admin.emailAnalytics.campaign'),
        t('admin.emailAnalytics.status'),
        t('admin.emailAnalytics.sent'),
        t('admin.emailAnalytics.opened'),
        t('admin.emailAnalytics.clicked'),
        t('admin.emailAnalytics.bounced'),
        t('admin.emailAnalytics.openRate'),
        t('admin.emailAnalytics.clickRate'),
      ]}
      testId="email-analytics-campaigns"
    >
      {campaigns.map((c) => (
        <tr key={c.id}>
          <th scope="row">{c.name}</th>
          <td>{status(c.status)}</td>
          <td>{formatCount(c.sent_count)}</td>
          <td>{formatCount(c.opened_count)}</td>
          <td>{formatCount(c.clicked_count)}</td>
          <td>{formatCount(c.bounced_count)}</td>
          <td>{formatRate(c.openRate)}</td>
          <td>{formatRate(c.clickRate)}</td>
        </tr>
      ))}
    </Table>
  );
}
