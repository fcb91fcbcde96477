/** Texts of the back office UI kit (Czech: the back office is Czech). */
export const UI_TEXTS = {
  close: 'Zavřít',
  cancel: 'Zrušit',
  delete: 'Smazat',
  deleting: 'Mazání...',
  irreversible: 'Tato akce je nevratná.',
  connectionError: 'Chyba připojení',
  tryAgain: 'Zkusit znovu',
  loading: 'Načítám...',
  dismiss: 'Skrýt zprávu',
  unknownError: 'Neznámá chyba',
  networkError: 'Server není dostupný. Zkontrolujte připojení.',
  loadFailed: 'Data se nepodařilo načíst.',
} as const;
