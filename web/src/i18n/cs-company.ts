import { addCzechTexts } from './translate.js';

/**
 * Czech texts of a company's page (/firma/:slug): its profile, services, opening hours, photos and reviews.
 * Not in the home page's bundle: each module that shows one of them imports this file, which adds them to
 * `translate` when its chunk loads (cs-public.ts).
 */
export const csCompany = {
  'meta.company': '{company}, {city} – služby, ceny, otevírací doba a kontakt.',

  'company.notFound': 'Firma nenalezena',
  'company.error': 'Profil firmy se nepodařilo načíst.',
  'company.about': 'O nás',
  'company.features': 'Vybavení a výhody',
  'company.servicesTitle': 'Služby a ceník',
  'company.noServices': 'Firma zatím nezveřejnila žádné služby.',
  'company.servicesOther': 'Ostatní',
  'company.duration': '{minutes} min',
  'company.book': 'Rezervovat',
  'company.bookService': 'Rezervovat {service}',
  'company.bookGeneral': 'Rezervovat termín',
  'company.reviewsTitle': 'Hodnocení zákazníků',
  'company.noReviews': 'Zatím žádné recenze',
  'company.contact': 'Kontakt',
  'company.phone': 'Telefon',
  'company.email': 'Email',
  'company.website': 'Web',
  'company.location': 'Poloha',
  'company.mapSoon': 'Mapa bude brzy k dispozici',
  'company.mapLabel': 'Mapa: {address}',
  'company.directions': 'Navigovat',
  'company.hours': 'Otevírací doba',
  'company.closed': 'Zavřeno',
  'day.monday': 'Pondělí',
  'day.tuesday': 'Úterý',
  'day.wednesday': 'Středa',
  'day.thursday': 'Čtvrtek',
  'day.friday': 'Pátek',
  'day.saturday': 'Sobota',
  'day.sunday': 'Neděle',
  'gallery.label': 'Fotografie – {name}',
  'gallery.position': 'Fotografie {index} z {total}',
  'gallery.show': 'Zobrazit fotografii {index} z {total}',

  'customer.reviews.error': 'Hodnocení se nepodařilo načíst.',
  'customer.reviews.list': 'Hodnocení zákazníků',
} as const;
addCzechTexts(csCompany);
