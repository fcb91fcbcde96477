import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { endPromotion, type CompanyPromotionDto } from '../../../api/promotions.js';
import { useEdition } from '../../../app/edition-context.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { dateLabel, money, todayIn } from '../common/format.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { PromotionForm } from './promotion-form.js';
import { promotionsQuery } from '../common/first-queries.js';
import { useMarketingChanged } from './queries.js';
import { SendDialog } from './send-dialog.js';
import { Panel } from '../common/panel.js';

const STATE_TONE: Record<CompanyPromotionDto['state'], BadgeTone> = { active: 'green', planned: 'blue', ended: 'grey' };

/** Marketing: the company's promotions (active, planned, ended; used / limit), create, edit, end, e-mail to customers. */
export function MarketingSection(_: SectionProps) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const list = useApiQuery(promotionsQuery.key, promotionsQuery.load);
  const changed = useMarketingChanged();
  const notices = useNotices();
  const [editing, setEditing] = useState<CompanyPromotionDto | 'new' | null>(null);
  const [ending, setEnding] = useState<CompanyPromotionDto | null>(null);
  const [sending, setSending] = useState<CompanyPromotionDto | null>(null);

  const end = useMutation({
    mutationFn: (p: CompanyPromotionDto) => endPromotion(p.id),
    onSuccess: (answer) => {
      notices.success(answer.message);
      setEnding(null);
      changed();
    },
  });

  const discountOf = (p: CompanyPromotionDto) => (p.discount_type === 'percentage' ? `${p.discount} %` : money(p.discount, p.currency));
  const validityOf = (p: CompanyPromotionDto) =>
    p.valid_from
      ? t('marketing.validRange', { from: dateLabel(p.valid_from), until: dateLabel(p.valid_until) })
      : t('marketing.validUntil', { until: dateLabel(p.valid_until) });

  return (
    <div className={salon.stack} data-testid="marketing-section">
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="marketing-notice" />
      <Panel titleId="marketing-title" title={t('marketing.title')}>
        <p className={salon.note}>{t('marketing.intro')}</p>
        <div className={salon.toolbar}>
          <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="promotion-new">
            {t('marketing.new')}
          </button>
        </div>
        {list.status === 'error' && (
          <LoadFailed error={list.error} fallback={t('marketing.loadFailed')} onRetry={list.reload} testId="marketing-error" />
        )}
        {list.status === 'loading' && !list.data && <Loading label={t('marketing.loading')} />}
        {list.data &&
          (list.data.promotions.length === 0 ? (
            <EmptyState title={t('marketing.empty')} hint={t('marketing.emptyHint')} testId="marketing-empty" />
          ) : (
            <Table
              caption={t('marketing.caption')}
              columns={[
                t('marketing.col.title'),
                t('marketing.col.discount'),
                t('marketing.col.validity'),
                t('marketing.col.usage'),
                t('marketing.col.state'),
                t('marketing.col.actions'),
              ]}
              busy={list.status === 'loading'}
              testId="promotions-table"
            >
              {list.data.promotions.map((p) => (
                <tr key={p.id} data-testid={`promotion-${p.id}`}>
                  <th scope="row">
                    {p.title}
                    <br />
                    <small>{p.service_name ?? t('marketing.allServices')}</small>
                    {p.sent_count > 0 && (
                      <>
                        <br />
                        <small>{t('marketing.sentCount', { count: p.sent_count })}</small>
                      </>
                    )}
                  </th>
                  <td>{discountOf(p)}</td>
                  <td>{validityOf(p)}</td>
                  <td data-testid={`promotion-usage-${p.id}`}>
                    {p.used_count} / {p.usage_limit ?? t('marketing.noLimit')}
                  </td>
                  <td>
                    <Badge tone={STATE_TONE[p.state]}>{t(`marketing.state.${p.state}`)}</Badge>
                  </td>
                  <td>
                    {p.is_active && (
                      <span className={salon.actions}>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => setEditing(p)}
                          aria-label={`${t('marketing.edit')}: ${p.title}`}
                        >
                          {t('marketing.edit')}
                        </button>
                        {p.state !== 'ended' && (
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => setSending(p)}
                            aria-label={`${t('marketing.send')}: ${p.title}`}
                            data-testid={`promotion-send-${p.id}`}
                          >
                            {t('marketing.send')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--danger button--small"
                          onClick={() => {
                            end.reset();
                            setEnding(p);
                          }}
                          aria-label={`${t('marketing.end')}: ${p.title}`}
                        >
                          {t('marketing.end')}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          ))}
      </Panel>
      {editing && (
        <PromotionForm
          promotion={editing === 'new' ? null : editing}
          today={todayIn(edition.timeZone)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notices.success(t('marketing.saved'));
            changed();
          }}
        />
      )}
      {ending && (
        <ConfirmDialog
          title={t('marketing.endTitle')}
          message={t('marketing.endConfirm', { title: ending.title })}
          confirmLabel={t('marketing.endButton')}
          busyLabel={t('marketing.ending')}
          busy={end.isPending}
          error={end.error && errorMessage(end.error, t)}
          onConfirm={() => end.mutate(ending)}
          onCancel={() => setEnding(null)}
          testId="promotion-end"
        />
      )}
      {sending && (
        <SendDialog
          promotion={sending}
          onClose={() => setSending(null)}
          onSent={(message) => {
            setSending(null);
            notices.success(message);
            changed();
          }}
        />
      )}
    </div>
  );
}
