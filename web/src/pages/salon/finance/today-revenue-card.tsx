import { fetchFinance } from '../../../api/finance.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import salon from '../common/salon.module.css';
import { minorMoney } from './format.js';
import { financeKeys } from './queries.js';

/**
 * Nástěnka's 'Tržby dnes': Finance's total of today in the company's zone (completed bookings and paid
 * orders, the same figures as Finance's Den); opens Finance on today.
 */
export function TodayRevenueCard({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const data = useApiQuery(financeKeys.figures('day', null), (signal) => fetchFinance('day', null, signal));
  const value = data.status === 'error' ? t('salon.finance.loadFailed') : data.data ? minorMoney(data.data.total, data.data.currency) : '…';
  return (
    <button type="button" className={`${salon.card} ${salon.cardLink}`} onClick={onOpen} data-testid="card-revenue" aria-busy={!data.data}>
      <span className={salon.cardLabel}>{t('salon.todayRevenue')}</span>
      <strong className={salon.cardValue} data-testid="card-revenue-value">
        {value}
      </strong>
      <span className={salon.cardHint}>{t('salon.finance.todayHint')}</span>
    </button>
  );
}
