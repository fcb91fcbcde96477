import { useI18n } from '../i18n/i18n-context.js';
import { formatPrice } from './format.js';

/** An amount in its currency ('1 290 Kč', '35 €', '120 zł'); with `from`, 'od 1 290 Kč'. */
export function Price({
  amount,
  currency,
  from = false,
  className = 'price',
}: {
  amount: number;
  currency: string;
  from?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const text = formatPrice(amount, currency);
  return <span className={className}>{from ? t('price.from', { price: text }) : text}</span>;
}
