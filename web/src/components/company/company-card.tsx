import { Link } from 'react-router';
import type { CompanyCardDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatRating } from '../format.js';
import { Price } from '../price.js';
import { RatingStars } from '../rating-stars.js';

const PHOTO = { width: 400, height: 300 };

/** A featured card opened: counted for its campaign (api/featured-click.ts, a chunk of its own, fetched on the first such click). */
function reportFeaturedClickLater(slug: string): void {
  void import('../../api/featured-click.js').then(({ reportFeaturedClick }) => reportFeaturedClick(slug)).catch(() => undefined);
}

/** A company in a list: photo, name, rating, place, at most 3 chips and the lowest service price. */
export function CompanyCard({ company, headingLevel = 3 }: { company: CompanyCardDto; headingLevel?: 2 | 3 }) {
  const { t, tp, locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const city = company.district ? `${company.city.name} – ${company.district}` : company.city.name;
  // a card found by a branch in the searched city shows that branch and opens the profile with it chosen
  const place = company.branch ? `${company.branch.name}, ${company.address}, ${company.city.name}` : city;
  const profile = `/firma/${encodeURIComponent(company.slug)}${company.branch ? `?pobocka=${company.branch.id}` : ''}`;
  return (
    <article className="company-card" data-testid="company-card" data-slug={company.slug}>
      <div className="company-card-media">
        {company.photo ? (
          <img
            src={company.photo.url}
            alt=""
            loading="lazy"
            decoding="async"
            width={company.photo.width ?? PHOTO.width}
            height={company.photo.height ?? PHOTO.height}
          />
        ) : (
          <span className="company-card-noimage" aria-hidden="true">
            {company.name.charAt(0)}
          </span>
        )}
        {company.is_featured && <span className="company-card-badge">{t('company.featured')}</span>}
      </div>
      <div className="company-card-body">
        <Heading className="company-card-name">
          <Link
            to={profile}
            className="company-card-link"
            onClick={company.is_featured ? () => reportFeaturedClickLater(company.slug) : undefined}
          >
            {company.name}
          </Link>
        </Heading>
        <p className="company-card-rating">
          <RatingStars rating={company.rating} />
          <strong>{formatRating(company.rating, locale)}</strong>
          <span className="muted">({tp('company.reviews', company.reviews_count)})</span>
        </p>
        <p className="company-card-place muted">{place}</p>
        {company.chips.length > 0 && (
          <ul className="company-card-chips" aria-label={t('company.services')}>
            {company.chips.slice(0, 3).map((chip) => (
              <li key={chip} className="chip chip--small">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <p className="company-card-price">
          {company.price_min !== null && <Price amount={company.price_min} currency={company.currency} from />}
          <span className="company-card-range" aria-label={t('company.priceRange', { range: company.price_range })}>
            {company.price_range}
          </span>
        </p>
      </div>
    </article>
  );
}
