import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { contactEmail } from '../../app/fallback-edition.js';
import { useSiteSettings } from '../../app/site-settings.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Logo } from '../logo.js';
import { FooterCategories } from './footer-categories.js';
import { FooterCities } from './footer-cities.js';
import { SocialLinks, useSocialLinks } from './social-links.js';

/** A column of the footer under its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
        <FooterColumn id="footer-categories" title={t('footer.categories')}>
          <FooterCategories />
        </FooterColumn>
        <FooterColumn id="footer-cities" title={t('footer.cities')}>
          <FooterCities />
        </FooterColumn>
        <FooterColumn id="footer-business" title={t('footer.business')}>
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
        </FooterColumn>
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
