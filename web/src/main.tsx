import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initCountry } from './api/http.js';
import { App } from './app/app.js';
import { hasFlag } from './app/host.js';
import { CrashBoundary } from './app/crash-boundary.js';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('Startup failed: the #root element is missing from index.html');

initCountry();
if (hasFlag(window.location.search, 'demo')) document.documentElement.dataset.demo = '1';
createRoot(container).render(
  <StrictMode>
    <CrashBoundary>
      <App />
    </CrashBoundary>
  </StrictMode>,
);
