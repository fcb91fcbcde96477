/** The salon dashboard's E-shop section: its Czech texts (composed in web/src/i18n/cs-back-office.ts). */
export const salonEshopCs = {
  'salon.eshop.search': 'Hledat produkt',
  'salon.eshop.category': 'Kategorie',
  'salon.eshop.allCategories': 'Všechny kategorie',
  'salon.eshop.products': 'Produkty',
  'salon.eshop.orders': 'Objednávky firmy',
  'salon.eshop.noOrders': 'Firma zatím nic neobjednala.',
  'salon.eshop.ordersError': 'Objednávky se nepodařilo načíst.',
  'salon.eshop.payment': 'Platba',
} as const;
