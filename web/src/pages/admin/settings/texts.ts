/** Czech texts of the settings screen (spec §2 Settings, §3 Settings). */
export const SETTINGS_TEXTS = {
  tabsLabel: 'Sekce nastavení',
  tabs: {
    general: 'Obecné',
    email: 'Email',
    security: 'Zabezpečení',
    notifications: 'Notifikace',
    appearance: 'Vzhled',
    database: 'Databáze',
  },
  readOnly: 'Tyto údaje vycházejí z konfigurace serveru; v administraci se nemění.',

  general: {
    edition: 'Edice',
    domain: 'Doména',
    timeZone: 'Časové pásmo',
    language: 'Jazyk',
    currency: 'Měna',
  },
  security: {
    passwordMin: 'Minimální délka hesla',
    passwordMax: 'Maximální délka hesla',
    adminAccess: 'Přístup do administrace',
    adminAccessValue: 'Jen účty s rolí administrátor',
    chars: (n: number) => `${n} znaků`,
  },
  notifications: {
    text: 'Upozornění na nové a odeslané emaily přibudou s příjmem pošty. Zatím se zde nic nenastavuje.',
  },
  appearance: {
    theme: 'Barevný režim',
    themeHint: 'Volba platí pro tento prohlížeč.',
  },
  database: {
    engine: 'Databázový stroj',
    version: 'Verze aplikace',
    engines: { sqlite: 'SQLite (vestavěná)', postgres: 'PostgreSQL' } as Record<string, string>,
  },

  email: {
    heading: 'Nastavení SMTP',
    intro: 'Server a odesílatel, přes které se odesílají emaily z administrace a kampaní.',
    override:
      'Odesílání řídí proměnná prostředí MARKETPLACE_SMTP_URL; ta má přednost před nastavením níže. Uložené hodnoty se použijí, až proměnná nebude nastavena.',
    smtp_host: 'SMTP server',
    smtp_port: 'Port',
    smtp_user: 'Uživatelské jméno',
    smtp_password: 'Heslo',
    passwordSet:
      'Heslo je uloženo. Ponechte pole beze změny, chcete-li ho zachovat, nebo zadejte nové. Změníte-li server, port, uživatele nebo SSL/TLS, zadejte heslo znovu: jinak se uložené heslo smaže.',
    passwordUnset: 'Heslo zatím není uloženo.',
    from_name: 'Jméno odesílatele',
    from_email: 'Email odesílatele',
    reply_to_email: 'Email pro odpovědi',
    use_ssl: 'Použít SSL/TLS',
    save: 'Uložit nastavení',
    saving: 'Ukládám...',
    saved: 'Nastavení emailu bylo uloženo.',
    saveFailed: (message: string) => `Chyba při ukládání nastavení: ${message}`,
    test: 'Otestovat připojení',
    testing: 'Testuji...',
    testHint: 'Test použije uložené nastavení; změny nejdříve uložte.',
    testFailed: (message: string) => `Připojení selhalo: ${message}`,
    unsaved: 'Máte neuložené změny.',
  },
} as const;
