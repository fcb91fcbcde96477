import { Link } from 'react-router';
import type { CampaignDto } from '../../../api/campaigns.js';
import { useEdition } from '../../../app/edition-context.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate } from '../email/mail-format.js';
import { CAMPAIGN_TONES } from './campaign-rules.js';
import { LIST_LIMIT, useCampaignList } from './queries.js';
import styles from './campaigns.module.css';

export function CampaignStatusBadge({ status, testId }: { status: CampaignDto['status']; testId?: string }) {
  const { t } = useI18n();
  return (
    <Badge tone={CAMPAIGN_TONES[status]} data-testid={testId} data-status={status}>
      {t(`admin.campaigns.status.${status}`)}
    </Badge>
  );
}

/**
 * The campaign overview: name (a link to the detail), status badge, counts, created; loading, empty
 * ('Žádné kampaně' with its hint) and 'Chyba připojení' with 'Zkusit znovu'. `compact` (the Email
 * Center's tab): the newest few, fewer columns, no paging. Polls while a shown campaign is live.
 */
export function CampaignList({
  country = '',
  page = 1,
  onPage,
  compact = false,
}: {
  country?: string;
  page?: number;
  onPage?: (page: number) => void;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const limit = compact ? LIST_LIMIT.compact : LIST_LIMIT.full;
  const list = useCampaignList({ country, page, limit });
  const campaigns = list.data?.campaigns ?? [];
  const testId = compact ? 'center-campaign-list' : 'campaign-list';

  if (list.status === 'error') {
    return <LoadFailed error={list.error} fallback={t('admin.campaigns.loadFailed')} onRetry={list.reload} testId={`${testId}-error`} />;
  }
  if (!list.data) return <Loading />;
  if (campaigns.length === 0) {
    return <EmptyState title={t('admin.campaigns.empty')} hint={t('admin.campaigns.emptyHint')} testId={`${testId}-empty`} />;
  }
  const columns = compact
    ? [t('admin.campaigns.col.name'), t('admin.campaigns.col.status'), t('admin.campaigns.col.recipients'), t('admin.campaigns.col.sent')]
    : [
        t('admin.campaigns.col.name'),
        t('admin.campaigns.col.status'),
        t('admin.campaigns.col.recipients'),
        t('admin.campaigns.col.sent'),
        t('admin.campaigns.col.opened'),
        t('admin.campaigns.col.clicked'),
        t('admin.campaigns.col.created'),
      ];
  const pages = Math.max(1, Math.ceil(list.data.total / limit));
  return (
    <>
      <Table caption={t('admin.campaigns.caption')} columns={columns} busy={list.status === 'loading'} testId={testId}>
        {campaigns.map((c) => (
          <tr key={c.id} data-testid="campaign-row" data-campaign-id={c.id}>
            <th scope="row">
              <Link to={`/admin/campaigns/${c.id}`} className={styles.nameLink} data-testid="campaign-link">
                {c.name}
              </Link>
            </th>
            <td>
              <CampaignStatusBadge status={c.status} testId="campaign-status" />
            </td>
            <td className={styles.number}>{c.total_recipients}</td>
            <td className={styles.number}>{c.sent_count}</td>
            {!compact && (
              <>
                <td className={styles.number}>{c.opened_count}</td>
                <td className={styles.number}>{c.clicked_count}</td>
                <td>{fullDate(c.created_at, edition.timeZone)}</td>
              </>
            )}
          </tr>
        ))}
      </Table>
      {!compact && (
        <>
          <p className="ui-list-footer" data-testid="campaign-list-footer">
            {t('admin.campaigns.footer', { total: list.data.total, shown: campaigns.length })}
          </p>
          {onPage && <Pagination page={page} pages={pages} onChange={onPage} testId="campaign-pagination" />}
        </>
      )}
    </>
  );
}
