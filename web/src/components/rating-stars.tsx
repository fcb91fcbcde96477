import { useI18n } from '../i18n/i18n-context.js';
import { formatRating } from './format.js';
import { Icon } from './icon.js';

const stars = (size: number) => [1, 2, 3, 4, 5].map((n) => <Icon key={n} name="star" size={size} filled />);

/** Five stars filled to the rating (0-5), announced as 'Hodnocení 4,6 z 5'. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t, locale } = useI18n();
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span
      className="rating-stars"
      role="img"
      aria-label={t('rating.label', { rating: formatRating(value, locale) })}
      style={{ fontSize: size }}
      data-rating={value}
    >
      <span className="rating-stars-base" aria-hidden="true">
        {stars(size)}
      </span>
      <span className="rating-stars-fill" aria-hidden="true" style={{ width: `${(value / 5) * 100}%` }}>
        {stars(size)}
      </span>
    </span>
  );
}
