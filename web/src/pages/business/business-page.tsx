import { Link } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { contactEmail } from '../../app/fallback-edition.js';
import { Icon } from '../../components/page-icon.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatMoney, WEBSITE_PRICE } from './plans.js';
import { Pricing } from './pricing.js';
import '../../i18n/cs-business.js';
import styles from './business.module.css';

const BENEFITS = [
  { icon: 'calendar', key: 'biz.benefit1' },
  { icon: 'pin', key: 'biz.benefit2' },
  { icon: 'star', key: 'biz.benefit3' },
  { icon: 'bars', key: 'biz.benefit4' },
] as const;

const FAQ: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['biz.q1', 'biz.a1'],
  ['biz.q2', 'biz.a2'],
  ['biz.q3', 'biz.a3'],
];

/** /pro-firmy: the business offer (hero, benefits, #pricing, help). */
export function BusinessPage() {
  const { t, locale } = useI18n();
  const { edition } = useEdition();
  useDocumentTitle(t('nav.business'), t('biz.subtitle'));
  const webPrice = edition.currency === 'EUR' ? formatMoney(WEBSITE_PRICE.EUR, '€', locale) : formatMoney(WEBSITE_PRICE.CZK, 'Kč', locale);

  return (
    <>
      <section className="hero">
        <div className={`container hero-inner ${styles.heroInner}`}>
          <h1 className="hero-title">{t('biz.title')}</h1>
          <p className="hero-subtitle">{t('biz.subtitle')}</p>
          <div className="hero-actions">
            <Link to="/registrace-firmy" className="button button--primary button--large">
              {t('biz.cta')}
            </Link>
            <a href="#pricing" className="button button--ghost button--large">
              {t('biz.seePricing')}
            </a>
          </div>
          <p className="hero-links">
            {t('biz.haveAccount')} <Link to="/prihlaseni">{t('biz.login')}</Link>
          </p>
        </div>
      </section>
      <div className="container">
        <section className="section" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="section-title">
            {t('biz.benefits')}
          </h2>
          <ul className={styles.benefitGrid}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.key} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon name={benefit.icon} size={24} />
                </span>
                <h3>{t(`${benefit.key}.title`)}</h3>
                <p>{t(`${benefit.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <Pricing />
        <section className={`section ${styles.webOffer}`} aria-labelledby="web-offer-title">
          <h2 id="web-offer-title" className="section-title">
            {t('biz.web.title')}
          </h2>
          <p>{t('biz.web.text', { price: webPrice })}</p>
        </section>
        <section id="help" className="section" aria-labelledby="help-title">
          <h2 id="help-title" className="section-title">
            {t('biz.help')}
          </h2>
          <div className={styles.faq}>
            {FAQ.map(([question, answer]) => (
              <details key={question}>
                <summary>{t(question)}</summary>
                <p>{t(answer)}</p>
              </details>
            ))}
          </div>
          <p className="section-lead">{t('biz.contact', { email: contactEmail(edition.domain) })}</p>
        </section>
      </div>
    </>
  );
}
