import { useI18n } from '../../i18n/i18n-context.js';

const STORES = ['App Store', 'Google Play'] as const;

/** The mobile app is announced; the store badges are not links yet ('Již brzy'). */
export function AppDownload() {
  const { t } = useI18n();
  return (
    <section className="container section" aria-labelledby="home-app">
      <div className="app-download" data-testid="app-download">
        <div>
          <h2 id="home-app" className="section-title">
            {t('home.appTitle')}
          </h2>
          <p className="section-lead">{t('home.appText')}</p>
        </div>
        <ul className="store-badges">
          {STORES.map((store) => (
            <li
              key={store}
              className="store-badge"
              aria-disabled="true"
              data-testid={`store-${store === 'App Store' ? 'apple' : 'google'}`}
            >
              <span className="store-badge-name">{store}</span>
              <span className="store-badge-soon">{t('home.appSoon')}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
