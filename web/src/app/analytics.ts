/** Adds the web-analytics script of the market once (an external file: the CSP allows no inline code). */
export function injectAnalytics(config: { src: string; domain: string } | null): void {
  if (!config) return;
  if (document.querySelector('script[data-marketplace-analytics]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = config.src;
  script.dataset.domain = config.domain;
  script.dataset.marketplaceAnalytics = '';
  document.head.appendChild(script);
}
