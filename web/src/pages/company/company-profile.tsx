import type { CompanyDetailDto } from '../../api/companies.js';
import { formatRating } from '../../components/format.js';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.js';
import { RatingStars } from '../../components/rating-stars.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyAside } from './company-aside.js';
import { CompanyBranches } from './company-branches.js';
import type { PublicBranchDto } from '../../api/branches.js';
import { CompanyReviews } from './company-reviews.js';
import { OpeningHours } from './opening-hours.js';
import { PhotoGallery } from './photo-gallery.js';
import { ServiceList } from './service-list.js';
import '../../i18n/cs-company.js';
import '../../i18n/cs-directory.js';
import styles from './company.module.css';

/** Everything the profile shows; `onBook` opens the booking dialog (for a service, or in general). */
export function CompanyProfile({
  company,
  onBook,
  branches,
}: {
  company: CompanyDetailDto;
  onBook: (serviceId: number | null) => void;
  /** the active branches, the one chosen by ?pobocka= and booking at one */
  branches?: { list: PublicBranchDto[]; chosen: number | null; onBook: (branchId: number) => void };
}) {
  const { t, tp, locale } = useI18n();
  useDocumentTitle(
    company.name,
    company.description.slice(0, 160) || t('meta.company', { company: company.name, city: company.city.name }),
  );
  const address = [company.address, [company.postal_code, company.city.name].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="container page page--wide company-page" data-testid="company-page">
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: company.city.name, to: `/${encodeURIComponent(company.city.slug)}` },
          { label: company.name },
        ]}
      />
      <PhotoGallery photos={company.photos} name={company.name} />
      <div className={styles.layout}>
        <div className="company-main">
          <header className="company-header">
            {company.subcategory && (
              <p className={styles.subcategory} data-testid="company-subcategory">
                {company.subcategory.name}
              </p>
            )}
            <h1 className="page-title" data-testid="company-name">
              {company.name}
            </h1>
            <p className="company-address muted" data-testid="company-address">
              {address}
            </p>
            <p className={styles.rating} data-testid="company-rating">
              <RatingStars rating={company.rating} size={20} />
              <strong>{formatRating(company.rating, locale)}</strong>
              <span className="muted">{tp('company.reviews', company.reviews_count)}</span>
            </p>
          </header>
          <section className="section" aria-labelledby="company-about">
            <h2 id="company-about" className="section-title">
              {t('company.about')}
            </h2>
            <p className={styles.description}>{company.description}</p>
            {company.features.length > 0 && (
              <ul className={styles.featureList} aria-label={t('company.features')} data-testid="company-features">
                {company.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </section>
          <ServiceList services={company.services} onBook={onBook} />
          {branches && <CompanyBranches branches={branches.list} chosen={branches.chosen} onBook={branches.onBook} />}
          <CompanyReviews slug={company.slug} />
        </div>
        <div className={styles.side}>
          <CompanyAside company={company} onBook={() => onBook(null)} />
          <OpeningHours hours={company.opening_hours} />
        </div>
      </div>
    </div>
  );
}
