import { foldText } from '../text/normalize.js';
import { collationKey, type CollationLanguage } from '../text/collation.js';

export interface SearchSource {
  name: string;
  language: CollationLanguage;
  subcategoryName: string | null;
  services: Array<{ name: string; price: number }>;
}

export interface SearchDocument {
  name_search: string;
  name_sort: string;
  search_text: string;
  price_min: number | null;
  price_avg: number | null;
}

/**
 * The derived columns search reads, built from a listing and its services: folded name and text
 * (name, subcategory, service names: what `q` matches), the language's sort key, price figures.
 */
export function buildSearchDocument(source: SearchSource): SearchDocument {
  const prices = source.services.map((s) => s.price);
  const parts = [source.name, source.subcategoryName ?? '', ...source.services.map((s) => s.name)];
  return {
    name_search: foldText(source.name),
    name_sort: collationKey(source.name, source.language),
    search_text: foldText(parts.filter(Boolean).join(' | ')).slice(0, 4000),
    price_min: prices.length ? Math.min(...prices) : null,
    price_avg: prices.length ? Math.round(prices.reduce((a, b) => a + b, 0) / prices.length) : null,
  };
}
