import { useId, useState } from 'react';
import { RECIPIENT_STATUS_VALUES } from '../../../../../src/contract/campaigns.js';
import type { RecipientStatus } from '../../../api/campaigns.js';
import { useEdition } from '../../../app/edition-context.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate } from '../email/mail-format.js';
import { RECIPIENT_TONES } from './campaign-rules.js';
import { useCampaignRecipients } from './queries.js';
import styles from './campaigns.module.css';
import { OptionList } from '../common/filter-controls.js';

/** A campaign's recipients: a status filter, a page at a time, reloaded with the campaign while it sends. */
export function CampaignRecipients({ campaignId, live }: { campaignId: number; live: boolean }) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const id = useId();
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useCampaignRecipients(campaignId, { status, page }, live);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const columns = [
    t('admin.campaigns.recipients.col.email'),
    t('admin.campaigns.recipients.col.name'),
    t('admin.campaigns.recipients.col.company'),
    t('admin.campaigns.recipients.col.status'),
    t('admin.campaigns.recipients.col.sentAt'),
    t('admin.campaigns.recipients.col.error'),
  ];
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`} data-testid="campaign-recipients">
      <div className={styles.toolbar}>
        <h3 id={`${id}-title`}>{t('admin.campaigns.recipients.title')}</h3>
        <div className={styles.filters}>
          <label htmlFor={`${id}-status`}>{t('admin.campaigns.recipients.filter')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RecipientStatus | '');
              setPage(1);
            }}
            data-testid="campaign-recipients-status"
          >
            <OptionList
              values={RECIPIENT_STATUS_VALUES}
              label={(s) => t(`admin.campaigns.recipient.${s}`)}
              all={t('admin.campaigns.recipients.all')}
            />
          </select>
        </div>
      </div>
      <ResourceStates
        resource={list}
        isEmpty={({ recipients }) => recipients.length === 0}
        failed={{ fallback: t('admin.campaigns.recipients.loadFailed'), testId: 'campaign-recipients-error' }}
        empty={{ title: t('admin.campaigns.recipients.empty'), testId: 'campaign-recipients-empty' }}
      >
        {({ recipients, total }) => (
          <>
            <Table
              caption={t('admin.campaigns.recipients.caption')}
              columns={columns}
              busy={list.status === 'loading'}
              testId="campaign-recipients-table"
            >
              {recipients.map((r) => (
                <tr key={r.id} data-testid="campaign-recipient-row" data-status={r.status}>
                  <th scope="row">{r.email_address}</th>
                  <td>{r.name ?? ''}</td>
                  <td>{r.company_name ?? ''}</td>
                  <td>
                    <Badge tone={RECIPIENT_TONES[r.status]}>{t(`admin.campaigns.recipient.${r.status}`)}</Badge>
                  </td>
                  <td>{r.sent_at ? fullDate(r.sent_at, edition.timeZone) : ''}</td>
                  <td>{r.error_message ?? ''}</td>
                </tr>
              ))}
            </Table>
            <p className="ui-list-footer" data-testid="campaign-recipients-footer">
              {t('admin.campaigns.recipients.footer', { total })}
            </p>
            <Pagination page={page} pages={pages} onChange={setPage} testId="campaign-recipients-pagination" />
          </>
        )}
      </ResourceStates>
    </section>
  );
}
