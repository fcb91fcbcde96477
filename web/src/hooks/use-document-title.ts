import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context.js';

/** Sets the tab title to 'page – Marketplace'. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useI18n();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${app}` : `${app} – ${t('app.tagline')}`;
  }, [title, app, t]);
}
