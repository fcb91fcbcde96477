import { useEffect, useState } from 'react';
import type { Language } from './catalog.js';
import { isCatalogLoaded, loadCatalog } from './translate.js';

/**
 * Makes sure `lang`'s texts are loaded (Slovak and Polish are chunks of their own); answers a number that
 * changes when they arrive, for the memo of the i18n value. Until then the texts fall back to Czech.
 */
export function useCatalog(lang: Language): number {
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    if (isCatalogLoaded(lang)) return;
    let live = true;
    void loadCatalog(lang).then(() => {
      if (live) setArrived((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return arrived;
}
