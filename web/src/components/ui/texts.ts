/** Texts of the back office UI kit, the `ui.` keys of the Czech catalog (the back office is Czech first). */
export const uiCs = {
  'ui.close': 'Zavřít',
  'ui.cancel': 'Zrušit',
  'ui.delete': 'Smazat',
  'ui.deleting': 'Mazání...',
  'ui.irreversible': 'Tato akce je nevratná.',
  'ui.connectionError': 'Chyba připojení',
  'ui.tryAgain': 'Zkusit znovu',
  'ui.loading': 'Načítám...',
  'ui.dismiss': 'Skrýt zprávu',
  'ui.unknownError': 'Neznámá chyba',
  'ui.networkError': 'Server není dostupný. Zkontrolujte připojení.',
  'ui.loadFailed': 'Data se nepodařilo načíst.',
} as const;
