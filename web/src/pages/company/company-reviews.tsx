import { useState } from 'react';
import { fetchCompanyReviews } from '../../api/customer.js';
import { totalPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { RatingStars } from '../../components/rating-stars.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-company.js';
import styles from './company-reviews.module.css';

/** Customer reviews of the company (written after completed visits), newest first, 10 a page; 'Zatím žádné recenze' when none. */
export function CompanyReviews({ slug }: { slug: string }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const reviews = useApiQuery(publicKeys.reviews(slug, page), (signal) => fetchCompanyReviews(slug, page, signal));
  const data = reviews.data;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
  return (
    <section className="section" aria-labelledby="company-reviews">
      <h2 id="company-reviews" className="section-title">
        {t('company.reviewsTitle')}
      </h2>
      {reviews.status === 'loading' && !data && <Spinner block />}
      {reviews.status === 'error' && (
        <LoadError error={reviews.error} fallback={t('customer.reviews.error')} onRetry={reviews.reload} testId="company-reviews-error" />
      )}
      {data && data.total === 0 && (
        <p className="notice" data-testid="company-no-reviews">
          {t('company.noReviews')}
        </p>
      )}
      {data && data.reviews.length > 0 && (
        <ul
          className={styles.reviewList}
          aria-label={t('customer.reviews.list')}
          aria-busy={reviews.status === 'loading'}
          data-testid="company-reviews"
        >
          {data.reviews.map((review) => (
            <li key={review.id} className={styles.reviewItem} data-testid="company-review">
              <p className={styles.reviewHead}>
                <strong>{review.author_name}</strong>
                <RatingStars rating={review.rating} />
                <time className="muted" dateTime={review.created_at}>
                  {date.format(new Date(review.created_at))}
                </time>
              </p>
              {review.text && <p className={styles.reviewText}>{review.text}</p>}
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pages={totalPages(data.total, data.limit)} onChange={setPage} testId="company-reviews-pages" />}
    </section>
  );
}
