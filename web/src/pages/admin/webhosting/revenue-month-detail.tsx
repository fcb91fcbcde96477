import { useEffect, useId, useRef } from 'react';
import type { RevenueMonth } from '../../../api/hosting.js';
import { Badge } from '../../../components/ui/badge.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { czechDate, kc, siteHref, telHref } from './hosting-rules.js';
import styles from './webhosting.module.css';

const COLUMNS = ['company', 'domain', 'date', 'fee', 'state', 'phone', 'web', 'address'] as const;

/**
 * A month of the revenue calendar: each payment (company, domain, the day paid or due, the fee, paid or
 * due, a phone link, the site, the address) and the month's total, or 'V tomto měsíci nejsou žádné platby.'
 * It takes the focus when it opens, so that a keyboard or screen-reader user lands on what they asked for.
 */
export function RevenueMonthDetail({ id, month, onClose }: { id: string; month: RevenueMonth; onClose: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [month.year, month.month]);
  return (
    <section id={id} className={styles.monthDetail} aria-labelledby={headingId} data-testid="revenue-detail" data-month={month.month}>
      <div className={styles.monthHead}>
        <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.subheading}>
          {t('admin.hosting.revenue.detail', { month: month.monthName, year: month.year })}
        </h4>
        <button type="button" className="button button--ghost button--small" onClick={onClose} data-testid="revenue-detail-close">
          {t('admin.hosting.revenue.close')}
        </button>
      </div>
      {month.projects.length === 0 ? (
        <p className="ui-muted" data-testid="revenue-detail-empty">
          {t('admin.hosting.revenue.empty')}
        </p>
      ) : (
        <>
          <Table
            caption={t('admin.hosting.revenue.caption')}
            columns={COLUMNS.map((c) => t(`admin.hosting.revenue.col.${c}`))}
            testId="revenue-detail-table"
          >
            {month.projects.map((p) => {
              const href = siteHref(p.website_url, p.domain);
              return (
                <tr key={`${p.id}-${p.payment_date}`} data-testid="revenue-payment" data-project-id={p.id} data-paid={p.paid}>
                  <th scope="row">{p.company_name}</th>
                  <td>{p.domain}</td>
                  <td data-testid="revenue-payment-date">{czechDate(p.payment_date)}</td>
                  <td className={styles.number} data-testid="revenue-payment-amount">
                    {kc(p.amount)}
                  </td>
                  <td>
                    <Badge tone={p.paid ? 'green' : 'yellow'} data-testid="revenue-payment-state">
                      {t(p.paid ? 'admin.hosting.revenue.paid' : 'admin.hosting.revenue.due')}
                    </Badge>
                  </td>
                  <td className={styles.nowrap}>
                    {p.phone ? (
                      <a href={telHref(p.phone)} data-testid="revenue-payment-phone">
                        {p.phone}
                      </a>
                    ) : (
                      t('admin.hosting.none')
                    )}
                  </td>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer" data-testid="revenue-payment-web">
                        {p.website_url || p.domain}
                      </a>
                    ) : (
                      t('admin.hosting.none')
                    )}
                  </td>
                  <td>{p.address || t('admin.hosting.none')}</td>
                </tr>
              );
            })}
          </Table>
          <p className={styles.monthTotal} data-testid="revenue-detail-total" data-value={month.totalRevenue}>
            {t('admin.hosting.revenue.monthTotal', { amount: kc(month.totalRevenue) })}
          </p>
        </>
      )}
    </section>
  );
}
