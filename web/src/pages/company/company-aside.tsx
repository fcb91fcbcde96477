import type { CompanyDetailDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** 'tel:' target: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The general book button, the contact block and the map placeholder. */
export function CompanyAside({ company, onBook }: { company: CompanyDetailDto; onBook: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <section className="side-card" aria-labelledby="company-contact">
        <button type="button" className="button button--primary button--block button--large" onClick={onBook} data-testid="company-book">
          {t('company.bookGeneral')}
        </button>
        <h2 id="company-contact" className="side-card-title">
          {t('company.contact')}
        </h2>
        <dl className="contact-list" data-testid="company-contact">
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={telHref(company.phone)}>{company.phone}</a>
          </dd>
          {company.email && (
            <>
              <dt>{t('company.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`} title={company.email}>
                  {company.email}
                </a>
              </dd>
            </>
          )}
          {company.website && (
            <>
              <dt>{t('company.website')}</dt>
              <dd>
                <a href={company.website} target="_blank" rel="noopener noreferrer" title={company.website}>
                  {company.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="side-card" aria-labelledby="company-location">
        <h2 id="company-location" className="side-card-title">
          {t('company.location')}
        </h2>
        <div className="map-placeholder" data-testid="company-map">
          {t('company.mapSoon')}
        </div>
      </section>
    </>
  );
}
