import { Link } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { contactEmail } from '../../app/fallback-edition.js';
import { useSiteSettings } from '../../app/site-settings.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Logo } from '../logo.js';
import { FooterCategories } from './footer-categories.js';
import { FooterCities } from './footer-cities.js';
import { SocialLinks, useSocialLinks } from './social-links.js';

export function SiteFooter() {
  const { t } = useI18n();
  const { edition, editions } = useEdition();
  // the operator's contact e-mail (Nastavení › Obecné), else the edition's info@ address
  const email = useSiteSettings()?.contactEmail || contactEmail(edition.domain);
  const social = useSocialLinks();

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col footer-about" aria-labelledby="footer-contact">
          <Logo />
          <p>{t('footer.about')}</p>
          <h2 id="footer-contact" className="footer-heading">
            {t('footer.contact')}
          </h2>
          <p>{t('footer.contactText')}</p>
          <p>
            <a href={`mailto:${email}`} data-testid="footer-email">
              {email}
            </a>
          </p>
          {social.length > 0 && (
            <>
              <h2 className="footer-heading">{t('footer.social')}</h2>
              <SocialLinks links={social} />
            </>
          )}
        </section>
        <section className="footer-col" aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            {t('footer.categories')}
          </h2>
          <FooterCategories />
        </section>
        <section className="footer-col" aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="footer-heading">
            {t('footer.cities')}
          </h2>
          <FooterCities />
        </section>
        <section className="footer-col" aria-labelledby="footer-business">
          <h2 id="footer-business" className="footer-heading">
            {t('footer.business')}
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/registrace-firmy">{t('footer.addCompany')}</Link>
            </li>
            <li>
              <Link to="/pro-firmy#pricing">{t('footer.pricing')}</Link>
            </li>
            <li>
              <Link to="/pro-firmy#help">{t('footer.help')}</Link>
            </li>
            <li>
              <a href={`mailto:${email}`}>{t('footer.contactUs')}</a>
            </li>
          </ul>
          {editions.length > 0 && (
            <>
              <h2 className="footer-heading">{t('footer.countries')}</h2>
              <ul className="footer-links" data-testid="footer-countries">
                {editions.map((item) => (
                  <li key={item.code}>
                    {item.code === edition.code ? (
                      <span aria-current="true">
                        {item.name} <span className="muted">{t('footer.currentCountry')}</span>
                      </span>
                    ) : (
                      <a href={item.url}>{item.name}</a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="footer-legal">
            <li>
              <Link to="/obchodni-podminky">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/ochrana-osobnich-udaju">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
