import type { CompanyDetailDto } from '../../api/companies.js';
import { Price } from '../../components/price.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { groupByCategory } from './service-groups.js';
import '../../i18n/cs-company.js';
import styles from './company.module.css';

type Service = CompanyDetailDto['services'][number];

function ServiceItem({ service, onBook, heading }: { service: Service; onBook: (serviceId: number) => void; heading: 'h3' | 'h4' }) {
  const { t } = useI18n();
  const Name = heading;
  return (
    <li className={styles.service} data-testid="service">
      <div className="service-info">
        <Name className={styles.serviceName}>{service.name}</Name>
        <span className="muted">{t('company.duration', { minutes: service.duration })}</span>
        {service.description && (
          <p className={styles.serviceDescription} data-testid="service-description">
            {service.description}
          </p>
        )}
      </div>
      <Price amount={service.price} currency={service.currency} className={styles.servicePrice} />
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
  );
}

/** Services with their description, duration and price, grouped by category, each with a 'Rezervovat' button. */
export function ServiceList({ services, onBook }: { services: CompanyDetailDto['services']; onBook: (serviceId: number) => void }) {
  const { t } = useI18n();
  const groups = groupByCategory(services);
  const grouped = groups.some((g) => g.category !== null);
  return (
    <section className="section" aria-labelledby="company-services">
      <h2 id="company-services" className="section-title">
        {t('company.servicesTitle')}
      </h2>
      {services.length === 0 ? (
        <p className="notice">{t('company.noServices')}</p>
      ) : !grouped ? (
        <ul className={styles.serviceList} data-testid="company-services">
          {services.map((service) => (
            <ServiceItem key={service.id} service={service} onBook={onBook} heading="h3" />
          ))}
        </ul>
      ) : (
        <div data-testid="company-services">
          {groups.map((group) => (
            <div key={group.category ?? ''} className={styles.serviceGroup} data-testid="service-group">
              <h3 className={styles.serviceGroupTitle}>{group.category ?? t('company.servicesOther')}</h3>
              <ul className={styles.serviceList}>
                {group.services.map((service) => (
                  <ServiceItem key={service.id} service={service} onBook={onBook} heading="h4" />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
