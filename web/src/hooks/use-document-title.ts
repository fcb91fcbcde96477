import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context.js';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets the tab title to 'page | Marketplace' (as the server renders it) and the meta description (the page's own, else the
 * site's). The server renders the same tags for crawlers.
 */
export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  const { t } = useI18n();
  const app = t('app.name');
  const fallback = t('meta.description');
  useEffect(() => {
    document.title = title ? `${title} | ${app}` : `${app} – ${t('app.tagline')}`;
    setMetaDescription(description || fallback);
  }, [title, description, app, fallback, t]);
}
