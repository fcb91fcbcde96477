import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the directory's pages: search results with their filters and sorting, the cities, the
 * catalog, a category's and a city's page, breadcrumbs and pagination. Not in the home page's bundle: each
 * module that shows one of them imports this file, which adds them to `translate` when its chunk loads
 * (cs-public.ts).
 */
export const csDirectory = {
  'meta.search': 'Vyhledávání služeb a firem podle města, kategorie, hodnocení a ceny.',
  'meta.cities': 'Přehled všech měst s firmami a službami k rezervaci.',
  'meta.category': '{category} – ověřené firmy, ceny služeb a hodnocení. Vyberte město a rezervujte online.',
  'meta.city': 'Služby a firmy v městě {city} – kadeřnictví, wellness, kosmetika, sport a další s online rezervací.',

  'pagination.label': 'Stránkování',
  'pagination.previous': 'Předchozí',
  'pagination.next': 'Další',
  'pagination.page': 'Strana {page}',

  'sort.label': 'Seřadit podle',
  'sort.relevance': 'Relevance',
  'sort.rating': 'Nejlépe hodnocené',
  'sort.reviews': 'Nejvíce hodnocení',
  'sort.price_asc': 'Nejnižší cena',
  'sort.name': 'Název',

  'search.found.one': 'Nalezen {count} výsledek',
  'search.found.few': 'Nalezeny {count} výsledky',
  'search.found.many': 'Nalezeno {count} výsledků',
  'search.foundCapped': 'Nalezeno {count} výsledků',
  'search.inCity': ' v městě {city}',
  'search.empty': 'Žádné výsledky',
  'search.emptyText': 'Zkuste upravit hledaný výraz nebo zrušit některé filtry.',
  'search.clearFilters': 'Vyčistit filtry',
  'search.error': 'Výsledky se nepodařilo načíst.',
  'filters.title': 'Filtry',
  'filters.show': 'Zobrazit filtry',
  'filters.hide': 'Skrýt filtry',
  'filters.clear': 'Vyčistit vše',
  'filters.category': 'Kategorie',
  'filters.allCategories': 'Všechny kategorie',
  'filters.city': 'Město',
  'filters.allCities': 'Všechna města',
  'filters.rating': 'Minimální hodnocení',
  'filters.ratingAtLeast': '{rating} ★ a více',
  'filters.price': 'Cenová kategorie',
  'filters.any': 'Jakékoli',

  'cities.title': 'Města',
  'cities.lead': 'Vyberte město a najděte služby ve svém okolí.',
  'cities.loading': 'Načítám města...',
  'cities.error': 'Nepodařilo se načíst města',
  'cities.region': 'Kraj',
  'cities.allRegions': 'Všechny kraje',
  'cities.statCities': 'Měst',
  'cities.statActive': 'Aktivních měst',
  'cities.statRegions': 'Krajů',
  'cities.population': '{count} obyvatel',
  'cities.soon': 'Brzy dostupné',

  'category.error': 'Kategorii se nepodařilo načíst.',
  'category.companies': 'Firmy v kategorii',
  'category.empty': 'Zatím žádné firmy',
  'category.resetCity': 'Zobrazit všechna města',
  'category.ctaTitle': 'Nenašli jste, co hledáte?',
  'category.ctaSearch': 'Vyhledat služby',

  'city.title': 'Služby v městě {city}',
  'city.subtitle': 'Místní služby k rezervaci online',
  'city.error': 'Stránku města se nepodařilo načíst.',
  'city.categories': 'Kategorie',
  'city.companies': 'Firmy v městě {city}',
  'city.popular': 'Oblíbená hledání',
  'city.popular.hair': 'Kadeřník',
  'city.popular.massage': 'Masáže',
  'city.popular.fitness': 'Fitness',
  'city.popular.cosmetics': 'Kosmetika',
  'city.ctaTitle': 'Máte firmu v městě {city}?',
  'city.ctaText': 'Přidejte ji zdarma a získejte nové zákazníky.',
  'city.addCompany': 'Přidat firmu',
  'city.searchAll': 'Hledat ve všech městech',

  'catalog.title': 'Katalog služeb',
  'catalog.subtitle': 'Vyberte kategorii a najděte firmu, která vám sedne.',

  'category.notFound': 'Kategorie nenalezena',
  'category.subcategories': 'Podkategorie',
  'breadcrumb.label': 'Drobečková navigace',
  'breadcrumb.home': 'Domů',
  'page.search': 'Vyhledávání služeb',
  'page.searchFor': 'Výsledky pro "{q}"',
} as const;
addCzechTexts(csDirectory);
