import type { salonEshopCs } from './texts.js';

/** The salon dashboard's E-shop section texts in Slovak (composed into i18n/sk-back-office.ts). */
export const salonEshopSk: Record<keyof typeof salonEshopCs, string> = {
  'salon.eshop.search': 'Hľadať produkt',
  'salon.eshop.category': 'Kategória',
  'salon.eshop.allCategories': 'Všetky kategórie',
  'salon.eshop.products': 'Produkty',
  'salon.eshop.orders': 'Objednávky firmy',
  'salon.eshop.noOrders': 'Firma zatiaľ nič neobjednala.',
  'salon.eshop.ordersError': 'Objednávky sa nepodarilo načítať.',
  'salon.eshop.payment': 'Platba',
};

/** The salon dashboard's E-shop section texts in Polish (composed into i18n/pl-back-office.ts). */
export const salonEshopPl: Record<keyof typeof salonEshopCs, string> = {
  'salon.eshop.search': 'Szukaj produktu',
  'salon.eshop.category': 'Kategoria',
  'salon.eshop.allCategories': 'Wszystkie kategorie',
  'salon.eshop.products': 'Produkty',
  'salon.eshop.orders': 'Zamówienia firmy',
  'salon.eshop.noOrders': 'Firma nie złożyła jeszcze żadnego zamówienia.',
  'salon.eshop.ordersError': 'Nie udało się wczytać zamówień.',
  'salon.eshop.payment': 'Płatność',
};
