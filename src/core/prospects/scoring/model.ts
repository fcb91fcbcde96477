/** Web quality score of prospects: constants and the reasons' texts. */

export const SCORE_MAX = 10;

/** Booking services: a 'website' on one of them is a booking link, not an own web; a link to one is online booking. */
export const BOOKING_HOSTS = [
  'reservio.com',
  'reservio.cz',
  'booksy.com',
  'noona.app',
  'noona.is',
  'fresha.com',
  'treatwell.cz',
  'treatwell.sk',
  'treatwell.pl',
  'treatwell.com',
  'bookio.com',
  'rezervace.cz',
  'mojerezervace.cz',
  'reservanto.cz',
  'reservanto.com',
  'calendly.com',
  'simplybook.me',
  'simplybook.it',
  'setmore.com',
  'supersaas.com',
  'versum.com',
  'booksy.net',
  'bookinghero.cz',
];

/** Social networks (Instagram, Facebook, TikTok) and link pages standing in for them. */
export const SOCIAL_HOSTS = ['facebook.com', 'fb.com', 'fb.me', 'instagram.com', 'tiktok.com', 'linktr.ee'];

/** Words of a booking link ('Rezervace', 'Objednat se', 'Book now') in Czech, Slovak, Polish and English. */
export const BOOKING_WORDS = /(?:^|[^a-z])(rezerv|objedn|zarezerwuj|rezerwac|rezerwuj|umów|booking|book(?:-?now)?(?![a-z])|reservation)/i;

/** Thresholds of the audit rule (see rules.ts). */
export const SCORING_LIMITS = {
  /** a copyright at most this many years old is current */
  freshCopyrightYears: 1,
  /** a copyright at least this many years old marks the site as outdated */
  outdatedCopyrightYears: 5,
  /** answered within this: fast */
  fastResponseMs: 1000,
  /** answered after this: slow */
  slowResponseMs: 3000,
} as const;

/** Default number of websites audited at the same time. */
export const DEFAULT_AUDIT_CONCURRENCY = 4;

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');
const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} a ${names[names.length - 1]}` : names[0]);

/** The reasons stored beside a score: short Czech sentences for the sales team. */
export const SCORE_TEXTS = {
  noPresence: 'Nemá web ani sociální sítě',
  socialOnly: (networks: string[]) => `Jen ${list(networks)}`,
  bookingOnly: (host: string) => `Jen rezervační odkaz (${host})`,
  invalidUrl: 'Neplatná adresa webu',
  notVerified: 'Web neověřen',
  unreachable: (why: string) => `Web není dostupný (${why})`,
  httpError: (status: number | null) => `Web vrací chybu HTTP ${status ?? ''}`.trim(),
  forbiddenRedirect: (scheme: string) => `Web přesměrovává na nepovolenou adresu (${scheme})`,
  tooManyRedirects: 'Web přesměrovává příliš mnohokrát',
  nonPublicAddress: (host: string) => `Adresa webu vede do neveřejné sítě (${host})`,
  redirectsToNonPublic: (host: string) => `Web přesměrovává na adresu v neveřejné síti (${host})`,
  forbiddenPort: (port: string) => `Adresa webu používá nepovolený port (${port})`,
  redirectsToForbiddenPort: (port: string) => `Web přesměrovává na nepovolený port (${port})`,
  redirectsToBooking: (host: string) => `Web přesměrovává na rezervační systém (${host})`,
  redirectsToSocial: (host: string) => `Web přesměrovává na sociální síť (${host})`,
  https: 'Web používá HTTPS',
  noHttps: 'Web nepoužívá HTTPS',
  mobile: 'Web je přizpůsobený mobilům',
  noMobile: 'Web není přizpůsobený mobilům',
  currentCopyright: (year: number) => `Aktuální copyright (${year})`,
  copyright: (year: number) => `Copyright z roku ${year}`,
  booking: 'Web má online rezervace',
  noBooking: 'Web nemá online rezervace',
  social: 'Odkazy na sociální sítě',
  noSocial: 'Web neodkazuje na sociální sítě',
  fast: 'Web odpovídá rychle',
  slow: (ms: number) => `Web odpovídá pomalu (${seconds(ms)} s)`,
  networkWhy: {
    timeout: 'neodpověděl včas',
    ENOTFOUND: 'doména neexistuje',
    EAI_AGAIN: 'doména neexistuje',
    ECONNREFUSED: 'spojení odmítnuto',
    ECONNRESET: 'spojení přerušeno',
    other: 'chyba spojení',
  } satisfies Record<string, string>,
  auditorMissing: 'Kontrola webů není k dispozici (chybí auditor)',
} as const;
