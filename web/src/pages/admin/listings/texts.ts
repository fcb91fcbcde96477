import type { ListingDecision, ListingState } from '../../../api/listings.js';

/** Czech texts of 'Zápisy firem', the moderation of business listings (the spec is silent on it). */
export const LISTING_TEXTS = {
  states: { unverified: 'Čeká na ověření', verified: 'Ověřená', rejected: 'Zamítnutá', suspended: 'Pozastavená' } satisfies Record<
    ListingState,
    string
  >,
  stateFilter: 'Stav zápisu',
  allStates: 'Vše',
  countryFilter: 'Země',
  allCountries: 'Všechny země',
  countries: { CZ: 'Česko', SK: 'Slovensko', PL: 'Polsko' } as Record<string, string>,
  search: 'Hledat zápisy',
  searchPlaceholder: 'Název firmy nebo e-mail',
  searchHint: 'Hledá se chvíli po dopsání (nebo hned po Enter).',
  refresh: 'Obnovit seznam',

  loading: 'Načítám zápisy firem…',
  loadTitle: 'Zápisy firem se nepodařilo načíst',
  tryAgain: 'Zkusit znovu',
  emptyFiltered: 'Žádné zápisy neodpovídají filtru.',
  emptyAll: 'Zatím tu nejsou žádné zápisy firem.',
  emptyWaiting: 'Žádná firma nečeká na ověření.',
  shown: (from: number, to: number, total: number) => `Zobrazeno ${from}–${to} z ${total}`,
  tableCaption: 'Zápisy firem: nejdřív ty, které čekají na ověření, pak nejnovější',
  columns: { name: 'Firma', state: 'Stav', contact: 'Kontakt', country: 'Země', created: 'Registrace', actions: 'Akce' },
  reason: 'Důvod',
  publicProfile: 'Veřejný profil',
  publicProfileOf: (name: string) => `Veřejný profil firmy ${name} (nové okno)`,
  owner: 'Účet',

  actions: { verify: 'Ověřit', reject: 'Zamítnout', suspend: 'Pozastavit', reinstate: 'Obnovit' } satisfies Record<ListingDecision, string>,
  actionOf: (action: string, name: string) => `${action}: ${name}`,
  edit: 'Upravit',
  working: 'Pracuji…',
  failed: (message: string) => `Akce se nezdařila: ${message}`,
  unknownError: 'Neznámá chyba',

  reasonTitle: { reject: 'Zamítnout registraci', suspend: 'Pozastavit firmu' } as Record<'reject' | 'suspend', string>,
  reasonIntro: {
    reject: 'Firma zůstane skrytá a dostane e-mail s důvodem a s tím, co má udělat.',
    suspend: 'Firma zmizí z vyhledávání, mapy stránek i veřejného profilu a dostane e-mail s důvodem.',
  } as Record<'reject' | 'suspend', string>,
  reasonLabel: 'Důvod (firma ho dostane e-mailem)',
  reasonRequired: 'Uveďte důvod',
  confirm: { reject: 'Zamítnout', suspend: 'Pozastavit' } as Record<'reject' | 'suspend', string>,
  cancel: 'Zrušit',

  editTitle: 'Upravit údaje firmy',
  fields: { name: 'Název firmy', email: 'E-mail', phone: 'Telefon', website: 'Web', city: 'Město', category: 'Kategorie' },
  websiteHint: 'Celá adresa včetně https://, nebo nechte prázdné.',
  cityHint: 'Město musí být v zemi firmy.',
  save: 'Uložit',
  saving: 'Ukládám…',
  categoriesFailed: 'Kategorie se nepodařilo načíst.',
};
