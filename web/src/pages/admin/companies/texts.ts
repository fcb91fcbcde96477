import type { ProspectDto, SocialNetwork } from '../../../api/prospects.js';

/**
 * Czech texts of the Companies screen. The quoted ones are the spec's words (back-office.md §2, §5,
 * §8); the rest fill in what the spec leaves unsaid.
 */
export const COMPANY_TEXTS = {
  tabsLabel: 'Sekce firem',
  tabs: { manage: 'Správa firem', analytics: 'Analytics' },

  search: 'Hledat firmy',
  searchPlaceholder: 'Název, adresa, telefon nebo web',
  searchHint: 'Hledá se 3 sekundy po dopsání (nebo hned po Enter).',
  searchPending: 'Hledání se použije za chvíli…',
  scoreFilter: 'Webové skóre',
  scoreAll: 'Všechna skóre',
  scoreGroups: { '1-2': '1-2 Vysoká priorita', '3-4': '3-4 Potřebuje modernizaci', '5+': '5+ Dobrý' },
  scoreExact: 'Přesné skóre',
  scoreExactOption: (n: number) => `Skóre ${n}`,
  pageSize: 'Firem na stránku',
  refresh: 'Obnovit',

  loadTitle: 'Chyba při načítání dat',
  loadDefault: 'Chyba připojení k PostgreSQL databázi',
  tryAgain: 'Zkusit znovu',
  loading: 'Načítám firmy...',
  emptyFiltered: 'Žádné firmy neodpovídají filtru.',
  emptyAll: 'Žádné firmy v databázi.',
  shown: (from: number, to: number, total: number) => `Zobrazeno ${from}–${to} z ${total}`,
  tableCaption: 'Seznam firem',

  columns: {
    name: 'Firma',
    address: 'Adresa / kraj',
    phone: 'Telefon',
    website: 'Web',
    score: 'Skóre',
    ownership: 'Vlastnictví',
    actions: 'Akce',
  },
  noScore: 'Bez skóre',
  scoreLabel: (score: number) => `Webové skóre ${score} z 10`,
  ownership: { unclaimed: 'Nepřevzato', claimed: 'Převzato', other: 'Jiné' } satisfies Record<ProspectDto['ownership_status'], string>,
  none: '—',

  offer: (name: string) => `Poslat nabídku: ${name}`,
  offerSent: (date: string, template: string | null) => `Nabídka odeslána ${date}${template ? ` (šablona ${template})` : ''}`,
  call: (name: string) => `Zaznamenat hovor: ${name}`,
  lastCall: (date: string) => `Poslední hovor ${date}`,
  callRecent: 'hovor v posledních 3 dnech',
  callLogged: (name: string) => `Hovor s firmou ${name} byl zaznamenán.`,
  callFailed: (message: string) => `Chyba při označení hovoru: ${message}`,
  unknownError: 'Neznámá chyba',
  socialAdd: (network: string, name: string) => `${network}: přidat odkaz pro ${name}`,
  socialEdit: (network: string, name: string) => `${network}: upravit odkaz pro ${name}`,

  stats: 'Statistiky firem',
  statsLabels: {
    total: 'Celkem firem',
    barbershops: 'Barbershopy',
    hairSalons: 'Kadeřnictví a salony',
    withWebsite: 'S vlastním webem',
    needsModernisation: 'Potřebuje modernizaci',
  },
  statsFailed: 'Statistiky se nepodařilo načíst; zobrazují se nuly.',

  socialTitle: (network: string) => `${network} – odkaz na profil`,
  socialUrl: (network: string) => `URL profilu na ${network}`,
  socialHint: (network: string) =>
    network === 'Instagram' ? 'Např. https://instagram.com/nazev-salonu' : 'Např. https://facebook.com/nazev-salonu',
  socialCurrent: 'Současný profil',
  save: 'Uložit',
  saving: 'Ukládám...',
  cancel: 'Zrušit',
  socialSaved: (network: string) => `${network} URL úspěšně přidáno!`,
  socialFailed: (message: string) => `Chyba při ukládání URL: ${message}`,

  offerTitle: 'Poslat nabídku',
  offerCompany: 'Firma',
  offerTemplate: 'Šablona',
  offerTemplatePick: 'Vyberte šablonu',
  offerTemplatesFailed: 'Šablony se nepodařilo načíst.',
  offerNoTemplates: 'Žádná aktivní šablona. Vytvořte ji v sekci Šablony.',
  offerSubject: (subject: string) => `Předmět: ${subject}`,
  offerRecipient: 'E-mail příjemce',
  offerRecipientGuess: 'Adresa je odhad z názvu firmy; ověřte ji.',
  offerRecipientOwn: 'Adresa z údajů firmy.',
  offerAlreadySent: (date: string, template: string | null) =>
    `Firmě už byla nabídka odeslána ${date}${template ? ` (šablona ${template})` : ''}.`,
  offerSend: 'Odeslat nabídku',
  offerSending: 'Odesílám...',
  offerRequired: 'Vyberte šablonu a zadejte platný e-mail příjemce.',
  offerOk: 'Email přidán do fronty k odeslání!',
  offerFailed: (reason: string) => `Chyba při odesílání emailu: ${reason}`,

  importOpen: 'Importovat CSV',
  importTitle: 'Import firem z CSV',
  importFile: 'Soubor CSV',
  importHint:
    'Sloupce česky nebo anglicky (název/name, adresa, psč, město, telefon, web, email, instagram, facebook, kategorie, hodnocení, reviews). Kódování UTF-8 nebo windows-1250, oddělovač čárka, středník nebo tabulátor.',
  importCountry: (country: string) => `Firmy se uloží do edice ${country}.`,
  importDryRun: 'Jen zkušební běh (nic se neuloží)',
  importRun: 'Importovat',
  importCheck: 'Zkontrolovat',
  importRunning: 'Importuji...',
  importNoFile: 'Vyberte soubor CSV.',
  importDone: (dry: boolean) => (dry ? 'Zkušební běh dokončen (nic nebylo uloženo):' : 'Import dokončen:'),
  importSummary: (s: { inserted: number; updated: number; unchanged: number; rejected: number }) =>
    `nové ${s.inserted}, aktualizované ${s.updated}, beze změny ${s.unchanged}, odmítnuté ${s.rejected}`,
  importRejected: 'Odmítnuté řádky',
  importLine: (line: number, reason: string) => `Řádek ${line}: ${reason}`,
  importMore: (n: number) => `… a dalších ${n}`,
  importFailed: (message: string) => `Import se nezdařil: ${message}`,
  importUnavailable: 'Import přes web zatím server nenabízí; použijte příkaz marketplace import-companies.',
  close: 'Zavřít',

  analyticsTitle: 'Analytika webu',
  modeLive: 'Live',
  modeDemo: 'Demo',
  modeLiveHint: (host: string) => `Běží na produkční doméně ${host}.`,
  modeDemoHint: (host: string) => `Běží na ${host}, což není produkční doména edice; data návštěvnosti se zde nesbírají.`,
  dashboardOpen: 'Otevřít analytický dashboard',
  newTab: '(otevře se v novém okně)',
  analyticsUnavailable:
    'Webová analytika není k dispozici. Pro měření návštěvnosti nastavte MARKETPLACE_ANALYTICS_SCRIPT a otevřete administraci na doméně edice.',
  analyticsCompanies: 'Databáze firem',
} as const;

export const NETWORK_NAMES: Record<SocialNetwork, 'Instagram' | 'Facebook'> = { instagram: 'Instagram', facebook: 'Facebook' };
