import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelFeaturedCampaign, type FeaturedCampaignDto, type FeaturedStatus } from '../../../api/featured.js';
import { LoadError } from '../../../components/load-error.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { CardReturnNotice } from '../payments/card-return.js';
import { HoldPayment } from '../payments/hold-payment.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { featuredMoney, featuredPeriod } from './format.js';
import { FeaturedPurchaseForm } from './purchase-form.js';
import { featuredCampaignsQuery, useFeaturedChanged } from './queries.js';

export const STATUS_TONE: Record<FeaturedStatus, BadgeTone> = {
  active: 'green',
  planned: 'blue',
  finished: 'grey',
  cancelled: 'red',
  awaiting_payment: 'yellow',
};

const ctrLabel = (ctr: number) => `${ctr.toLocaleString('cs-CZ', { maximumFractionDigits: 1 })} %`;

/** Reklamní kampaně: the company's bought periods of featured visibility with their figures, and buying one. */
export function FeaturedSection({ params }: SectionProps) {
  const { t } = useI18n();
  // while a hold awaits its payment, look again now and then: a transfer matched or confirmed shows by itself
  const campaigns = useApiQuery(featuredCampaignsQuery.key, featuredCampaignsQuery.load, {
    refetchInterval: (answer) => (answer?.campaigns.some((c) => c.status === 'awaiting_payment') ? 30_000 : false),
  });
  const changed = useFeaturedChanged();
  const notices = useNotices();
  const [cancelling, setCancelling] = useState<FeaturedCampaignDto | null>(null);
  const cancel = useMutation({
    mutationFn: (campaign: FeaturedCampaignDto) => cancelFeaturedCampaign(campaign.id),
    onSuccess: (_answer, campaign) => {
      setCancelling(null);
      notices.success(t('featured.cancelled', { name: campaign.name }));
      changed();
    },
  });

  const data = campaigns.data;
  const holds = data?.campaigns.filter((c) => c.status === 'awaiting_payment' && c.payment) ?? [];
  return (
    <div className={salon.stack} data-testid="featured-section">
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="featured-notice" />
      <CardReturnNotice params={params} onPaid={changed} />
      <p>{t('featured.intro')}</p>
      {holds.length > 0 && (
        <section className={salon.panel} aria-labelledby="featured-holds-title" data-testid="featured-holds">
          <h2 id="featured-holds-title" className={salon.panelTitle}>
            {t('featured.holdsTitle')}
          </h2>
          {holds.map((c) => (
            <div key={c.id} data-testid="featured-hold">
              <p>
                <strong>{c.name}</strong> · {featuredPeriod(c.starts_on, c.ends_on)} · {featuredMoney(c.price, c.currency)}
              </p>
              <HoldPayment payment={c.payment!} subject={c.name} />
            </div>
          ))}
        </section>
      )}
      <section className={salon.panel} aria-labelledby="featured-list-title">
        <h2 id="featured-list-title" className={salon.panelTitle}>
          {t('featured.listTitle')}
        </h2>
        {campaigns.status === 'error' && (
          <LoadError error={campaigns.error} fallback={t('featured.loadFailed')} onRetry={campaigns.reload} />
        )}
        {campaigns.status === 'loading' && !data && <Loading label={t('featured.loading')} />}
        {data &&
          (data.campaigns.length === 0 ? (
            <EmptyState title={t('featured.empty')} hint={t('featured.emptyHint')} testId="featured-empty" />
          ) : (
            <Table
              caption={t('featured.caption')}
              busy={campaigns.status === 'loading'}
              testId="featured-campaigns"
              columns={[
                t('featured.col.name'),
                t('featured.col.status'),
                t('featured.col.period'),
                t('featured.col.price'),
                t('featured.col.impressions'),
                t('featured.col.clicks'),
                t('featured.col.ctr'),
                t('featured.col.actions'),
              ]}
            >
              {data.campaigns.map((c) => (
                <tr key={c.id} data-testid="featured-campaign">
                  <td>{c.name}</td>
                  <td>
                    <Badge tone={STATUS_TONE[c.status]} data-testid="featured-status">
                      {t(`featured.status.${c.status}`)}
                    </Badge>
                  </td>
                  <td>
                    {featuredPeriod(c.starts_on, c.ends_on)} ({t('featured.days', { count: c.days })})
                  </td>
                  <td>{featuredMoney(c.price, c.currency)}</td>
                  <td>{c.impressions.toLocaleString('cs-CZ')}</td>
                  <td>{c.clicks.toLocaleString('cs-CZ')}</td>
                  <td>{ctrLabel(c.ctr)}</td>
                  <td>
                    {(c.status === 'planned' || c.status === 'awaiting_payment') && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('featured.cancelLabel', { name: c.name })}
                        onClick={() => {
                          cancel.reset();
                          setCancelling(c);
                        }}
                        data-testid="featured-cancel"
                      >
                        {t('featured.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          ))}
      </section>
      {data && (
        <section className={salon.panel} aria-labelledby="featured-buy-title">
          <h2 id="featured-buy-title" className={salon.panelTitle}>
            {t('featured.buyTitle')}
          </h2>
          <FeaturedPurchaseForm
            offer={data.offer}
            onBought={(name) => {
              notices.success(t('featured.bought', { name }));
              changed();
            }}
          />
        </section>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t('featured.cancelTitle')}
          message={t('featured.cancelText', { name: cancelling.name, period: featuredPeriod(cancelling.starts_on, cancelling.ends_on) })}
          confirmLabel={t('featured.cancelConfirm')}
          busyLabel={t('featured.cancelBusy')}
          busy={cancel.isPending}
          error={cancel.error && errorMessage(cancel.error, t)}
          onConfirm={() => cancel.mutate(cancelling)}
          onCancel={() => setCancelling(null)}
          testId="featured-cancel-confirm"
        />
      )}
    </div>
  );
}
