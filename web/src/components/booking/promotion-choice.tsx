import type { BookablePromotionsResponse } from '../../api/booking.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField } from '../form/select-field.js';
import { formatPrice } from '../format.js';
import { Price } from '../price.js';
import '../../i18n/cs-booking.js';

export type BookablePromotion = BookablePromotionsResponse['promotions'][number];

/**
 * The company's promotions for the chosen service ('Bez akce' or one of them) and the price the
 * booking will have; nothing when the service has none.
 */
export function PromotionChoice({
  promotions,
  value,
  price,
  error,
  onChange,
}: {
  promotions: BookablePromotion[];
  value: number | null;
  /** the service's price and currency */
  price: { amount: number; currency: string };
  error: string | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useI18n();
  if (!promotions.length) return null;
  const chosen = promotions.find((p) => p.id === value);
  return (
    <div className="booking-block" data-testid="booking-promotions">
      <SelectField
        label={t('booking.promotionLabel')}
        name="promotion"
        value={chosen ? String(chosen.id) : ''}
        onChange={(v) => onChange(v ? Number(v) : null)}
        options={promotions.map((p) => ({
          value: String(p.id),
          label: t('booking.promotionOption', {
            title: p.title,
            price: formatPrice(p.price, p.currency),
            original: formatPrice(p.original_price, p.currency),
          }),
        }))}
        placeholder={t('booking.promotionNone')}
        error={error}
        testId="booking-promotion"
      />
      <p className="booking-label" aria-live="polite" data-testid="booking-price">
        {t('booking.summaryPrice')}: <Price amount={chosen ? chosen.price : price.amount} currency={price.currency} />
        {chosen && (
          <>
            {' '}
            <s>
              <Price amount={chosen.original_price} currency={chosen.currency} />
            </s>
          </>
        )}
      </p>
    </div>
  );
}
