import type { CompanyDetailDto } from '../../api/companies.js';
import { Price } from '../../components/price.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** Services with their duration and price, each with a 'Rezervovat' button. */
export function ServiceList({ services, onBook }: { services: CompanyDetailDto['services']; onBook: (serviceId: number) => void }) {
  const { t } = useI18n();
  return (
    <section className="section" aria-labelledby="company-services">
      <h2 id="company-services" className="section-title">
        {t('company.servicesTitle')}
      </h2>
      {services.length === 0 ? (
        <p className="notice">{t('company.noServices')}</p>
      ) : (
        <ul className="service-list" data-testid="company-services">
          {services.map((service) => (
            <li key={service.id} className="service" data-testid="service">
              <div className="service-info">
                <h3 className="service-name">{service.name}</h3>
                <span className="muted">{t('company.duration', { minutes: service.duration })}</span>
              </div>
              <Price amount={service.price} currency={service.currency} className="service-price" />
              <button
                type="button"
                className="button button--primary"
                onClick={() => onBook(service.id)}
                aria-label={t('company.bookService', { service: service.name })}
                data-testid="service-book"
              >
                {t('company.book')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
