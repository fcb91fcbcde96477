// the global styles first: the CSS Modules of the components imported below come after them in the built CSS and
// override them where both set a property (equal specificity: the later rule wins)
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/components.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initCountry } from './api/http.js';
import { readStored } from './api/storage.js';
import { LANGUAGE_STORAGE_KEY, parseLanguage } from './i18n/catalog.js';
import { loadCatalog } from './i18n/translate.js';
import { App } from './app/app.js';
import { hasFlag } from './app/host.js';
import { CrashBoundary } from './app/crash-boundary.js';

const container = document.getElementById('root');
if (!container) throw new Error('Startup failed: the #root element is missing from index.html');

initCountry();
if (hasFlag(window.location.search, 'demo')) document.documentElement.dataset.demo = '1';
// the page's language (the server writes the edition's into <html lang>, the development switcher may choose
// another): its texts are fetched before the first render, so a Slovak or Polish page never shows Czech first
const language = parseLanguage(readStored(LANGUAGE_STORAGE_KEY)) ?? parseLanguage(document.documentElement.lang) ?? 'cs';
void loadCatalog(language)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <CrashBoundary>
          <App />
        </CrashBoundary>
      </StrictMode>,
    ),
  );
