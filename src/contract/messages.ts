/**
 * The contract's messages: every message a contract schema gives a bad field, by key, in Czech (the
 * API's language). A schema carries the key ('registration.companyName') as its issue message; the
 * server answers a bad field as `{ field, message, key }` with this catalog's Czech text as the
 * message, and the web app translates the key into the interface language (`regmsg.*` for the
 * registration keys) instead of matching Czech text. Pure, imports nothing.
 */
export const CONTRACT_MESSAGES = {
  /** the company registration's rules; the password length: docs/decisions.md */
  registration: {
    companyName: 'Název firmy je povinný',
    emailRequired: 'Email je povinný',
    emailInvalid: 'Neplatný email',
    phone: 'Telefon je povinný',
    phoneInvalid: 'Zadejte platné telefonní číslo',
    passwordRequired: 'Heslo je povinné',
    passwordLong: 'Heslo může mít nejvýše 128 znaků',
    passwordMismatch: 'Hesla se neshodují',
    contactPerson: 'Kontaktní osoba je povinná',
    category: 'Kategorie je povinná',
    subcategory: 'Podkategorie je povinná',
    city: 'Město je povinné',
    address: 'Adresa je povinná',
    description: 'Popis je povinný',
    website: 'Neplatná webová adresa',
    name: 'Jméno je povinné',
    failed: 'Registrace se nezdařila. Zkuste to znovu.',
  },
  /** login and the admin's new user */
  auth: {
    emailRequired: 'Email je povinný',
    emailInvalid: 'Neplatný email',
    passwordRequired: 'Heslo je povinné',
    passwordLong: 'Heslo může mít nejvýše 128 znaků',
    twoFactorCode: 'Zadejte 6místný kód z aplikace nebo záložní kód',
  },
  /** listing moderation (admin 'Zápisy firem', `marketplace listings`) */
  listing: {
    state: 'Stav: unverified, verified, rejected nebo suspended',
    reason: 'Uveďte důvod',
    reasonLong: 'Důvod může mít nejvýše 1000 znaků',
    name: 'Název firmy je povinný',
    email: 'Neplatný email',
    emailRequired: 'Email je povinný',
    phone: 'Zadejte platné telefonní číslo',
    phoneRequired: 'Telefon je povinný',
    website: 'Neplatná webová adresa',
    city: 'Město je povinné',
    category: 'Kategorie je povinná',
  },
  /** the public booking modal */
  booking: {
    service: 'Vyberte službu',
    date: 'Datum ve tvaru RRRR-MM-DD',
    start: 'Vyberte datum a čas',
    name: 'Vyplňte jméno a příjmení',
    emailRequired: 'Vyplňte email',
    email: 'Neplatný email',
    phoneRequired: 'Vyplňte telefon',
    phone: 'Neplatné telefonní číslo',
    note: 'Poznámka může mít nejvýše 2000 znaků',
  },
  /** the customer dashboard /klient */
  customer: {
    rating: 'Vyberte hodnocení od 1 do 5 hvězdiček',
    reviewLong: 'Recenze může mít nejvýše 2000 znaků',
    name: 'Jméno je povinné',
    nameLong: 'Jméno i příjmení mohou mít nejvýše 100 znaků',
    phoneRequired: 'Telefon je povinný',
    phone: 'Zadejte platné telefonní číslo',
  },
  /** the salon dashboard /firma */
  salon: {
    name: 'Vyplňte název',
    personName: 'Vyplňte jméno',
    fullName: 'Vyplňte jméno a příjmení',
    duration: 'Délka musí být 5 až 720 minut po 5 minutách',
    serviceCategory: 'Kategorie může mít nejvýše 100 znaků',
    serviceDescription: 'Popis může mít nejvýše 1000 znaků',
    price: 'Cena musí být celé číslo od 0',
    color: 'Barva musí být ve tvaru #rrggbb',
    email: 'Neplatný email',
    emailRequired: 'Vyplňte email',
    phone: 'Neplatné telefonní číslo',
    phoneRequired: 'Vyplňte telefon',
    time: 'Čas ve tvaru HH:MM',
    weekday: 'Neplatný den v týdnu',
    interval: 'Konec musí být po začátku',
    website: 'Neplatná webová adresa',
    address: 'Vyplňte adresu',
    city: 'Vyplňte město',
    service: 'Vyberte službu',
    start: 'Vyberte datum a čas',
    date: 'Datum ve tvaru RRRR-MM-DD',
    description: 'Popis může mít nejvýše 5000 znaků',
    note: 'Poznámka může mít nejvýše 2000 znaků',
    postalCode: 'PSČ může mít nejvýše 16 znaků',
    district: 'Městská část může mít nejvýše 120 znaků',
  },
  /** the sales CRM (admin 'Firmy') */
  prospects: {
    scoreFilter: 'Filtr skóre: 1-2, 3-4, 5+ nebo číslo 1 až 10',
    socialUrl: 'Zadejte adresu',
    template: 'Vyberte šablonu',
    recipient: 'Zadejte e-mail příjemce',
  },
  /** e-mail templates, compose and the SMTP settings */
  mail: {
    templateName: 'Název může mít nejvýše 190 znaků',
    templateSubject: 'Předmět může mít nejvýše 500 znaků',
    templateText: 'Text je příliš dlouhý',
    templateHtml: 'HTML je příliš dlouhé',
    ccTooMany: 'Kopie: příliš mnoho adres',
    bccTooMany: 'Skrytá kopie: příliš mnoho adres',
    smtpPort: 'Port musí být číslo',
    fromEmail: 'Email odesílatele: neplatná e-mailová adresa',
    replyToEmail: 'Email pro odpovědi: neplatná e-mailová adresa',
  },
  /** the application settings (Nastavení: general, security, notifications, appearance, database) */
  settings: {
    siteName: 'Název webu je povinný (nejvýše 100 znaků)',
    siteUrl: 'URL webu: zadejte celou adresu (https://…), nebo pole nechte prázdné',
    language: 'Jazyk: cs, sk nebo pl',
    socialLink: 'Zadejte celou adresu stránky (https://…), nebo pole nechte prázdné',
    contactEmail: 'Kontaktní email: neplatná e-mailová adresa',
    defaultCountry: 'Výchozí země: CZ, SK nebo PL',
    timeZone: 'Časové pásmo: Europe/Prague, UTC nebo America/New_York',
    sessionTimeout: 'Časový limit relace je celé číslo od 5 do 1440 minut',
    passwordMinLength: 'Minimální délka hesla je celé číslo od 6 do 128',
    loginAttempts: 'Počet pokusů o přihlášení je celé číslo od 1 do 100',
    lockoutDuration: 'Doba zablokování je celé číslo od 1 do 1440 minut',
    theme: 'Motiv: light, dark nebo system',
    accentColor: 'Barva zvýraznění: zadejte barvu ve tvaru #rrggbb',
    accentContrast: 'Barva zvýraznění má příliš malý kontrast s bílým textem (alespoň 4,5:1)',
    backupRetention: 'Počet uchovávaných záloh je celé číslo od 1 do 365',
  },
  /** the IMAP mail accounts (the operator's and a business's inbox) */
  inbox: {
    host: 'Zadejte server IMAP',
    port: 'Port musí být číslo 1 až 65535',
    tls: 'Šifrování: tls, starttls nebo none',
    username: 'Zadejte uživatele',
    archiveMailbox: 'Složka archivu může mít nejvýše 255 znaků',
  },
  /** notifications of the back office (the bell) */
  notification: {
    isRead: 'Uveďte is_read: true nebo false',
  },
  /** bulk campaigns (the Campaign screen, `marketplace campaign`) */
  campaign: {
    nameAndSubject: 'Vyplňte název a předmět kampaně',
    recipients: 'Zadejte alespoň jeden platný email',
    interval: 'Interval je počet sekund od 0 do 86400',
    scheduledAt: 'Zadejte platné datum a čas odeslání',
    status: 'Stav příjemce: pending, queued, sent, failed, bounced, suppressed nebo unknown',
    score: 'Skóre: 1-2, 3-4, 5+ nebo jedno číslo 0 až 10',
    content: 'Obsah kampaně může mít nejvýše 1 000 000 znaků',
  },
  /** e-mail analytics (admin Analytika) */
  emailAnalytics: {
    period: 'Období: 7, 30 nebo 90 dní',
  },
  /** website analytics (admin Analytics) and the page views the public site reports */
  webAnalytics: {
    period: 'Období: 7d, 30d, 90d nebo 365d',
    path: 'Cesta stránky musí začínat lomítkem a mít nejvýše 200 znaků',
    referrer: 'Odkazující adresa může mít nejvýše 500 znaků',
    width: 'Šířka obrazovky musí být celé číslo 0–20000',
  },
  /** the Email Center: scheduled e-mails, labels, folders */
  emailCenter: {
    toEmail: 'Zadejte platný e-mail příjemce',
    ccEmail: 'Kopie: neplatná e-mailová adresa',
    bccEmail: 'Skrytá kopie: neplatná e-mailová adresa',
    subject: 'Zadejte předmět',
    subjectLong: 'Předmět může mít nejvýše 998 znaků',
    scheduledAt: 'Zadejte datum a čas odeslání',
    scheduledPast: 'Čas odeslání už uplynul',
    timezone: 'Neznámé časové pásmo',
    contentLong: 'Obsah je příliš dlouhý',
    personalization: 'Personalizace: dvojice název a text',
    name: 'Zadejte název',
    nameLong: 'Název může mít nejvýše 100 znaků',
    descriptionLong: 'Popis může mít nejvýše 1000 znaků',
    emailType: 'Typ emailu: received nebo sent',
    emailId: 'Uveďte email',
    labelId: 'Uveďte label',
    folderId: 'Uveďte složku',
  },
  /** webhosting projects and their payments (admin Webhosting, `marketplace hosting`) */
  hosting: {
    companyName: 'Zadejte název firmy',
    domain: 'Zadejte doménu, např. salon-eva.cz',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    fee: 'Částka je celé číslo od 0 do 10 000 000 Kč',
    status: 'Stav: auto, active, expiring_soon nebo expired',
    text: 'Text je příliš dlouhý',
    email: 'Zadejte platný e-mail',
    year: 'Rok: 2000 až 2100',
  },
  /** web projects (admin Webové stránky) */
  webProject: {
    companyName: 'Zadejte název firmy',
    status: 'Neznámý stav projektu',
    projectType: 'Typ projektu: landing, website, eshop nebo app',
    price: 'Cena je celé číslo od 0 do 100 000 000 Kč',
    text: 'Text je příliš dlouhý',
  },
  /** outdoor advertising (salon Outdoorová reklama, /outdoor-ad/{id}, the admin's ad spaces) */
  outdoor: {
    campaign: 'Zadejte název kampaně (nejvýše 200 znaků)',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    dateOrder: 'Konec kampaně nesmí být před jejím začátkem',
    months: 'Počet měsíců: 1 až 24',
    type: 'Zadejte typ plochy',
    location: 'Zadejte umístění',
    city: 'Zadejte město',
    latitude: 'Zeměpisná šířka: -90 až 90',
    longitude: 'Zeměpisná délka: -180 až 180',
    size: 'Zadejte rozměr, např. 5,1 x 2,4 m',
    price: 'Cena za měsíc je celé číslo od 0 do 100 000 000 (v haléřích / centech / groších)',
    status: 'Stav: available, occupied nebo maintenance',
    occupancy: 'Obsazenost: 0 až 100 %',
    text: 'Text je příliš dlouhý',
    imageUrl: 'Obrázek: adresa https://… nebo cesta začínající /',
  },
  /** the salon's Finance (GET /api/company/finance, src/contract/finance.ts) */
  finance: {
    period: 'Období: day, week, month nebo year',
    from: 'Zadejte datum ve tvaru RRRR-MM-DD',
  },
  /** the salon's reports (Reporty, GET /api/company/reports/{name}) */
  reports: {
    name: 'Neznámý report',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    dateOrder: 'Datum „do“ nesmí být před datem „od“',
    format: 'Formát: json nebo csv',
  },
  /** featured campaigns (salon Reklamní kampaně, src/contract/featured.ts) */
  featured: {
    name: 'Zadejte název kampaně (nejvýše 120 znaků)',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    dateOrder: 'Konec kampaně nesmí být před jejím začátkem',
  },
  /** the e-shop: catalogue filters, cart, orders, the admin's products and promotional items (src/contract/shop.ts) */
  shop: {
    category: 'Neznámá kategorie',
    subcategory: 'Neznámá podkategorie',
    query: 'Hledaný text může mít nejvýše 100 znaků',
    brand: 'Značka může mít nejvýše 100 znaků',
    maxPrice: 'Maximální cena je celé číslo od 0 do 100 000',
    flag: 'Hodnota musí být ano nebo ne',
    sort: 'Řazení: name, price_asc, price_desc, rating nebo newest',
    page: 'Stránka je celé číslo od 1',
    limit: 'Počet na stránku je 1 až 100',
    productId: 'Neplatný produkt',
    promoItemId: 'Neplatný reklamní předmět',
    itemKind: 'Položka musí mít buď produkt, nebo reklamní předmět',
    quantity: 'Množství musí být kladné celé číslo',
    items: 'Objednávka musí mít 1 až 100 položek',
    street: 'Ulice je povinná',
    city: 'Město je povinné',
    postalCode: 'PSČ může mít nejvýše 20 znaků',
    country: 'Země je povinná',
    paymentMethod: 'Vyberte způsob platby: card, bank_transfer nebo cash_on_delivery',
    note: 'Poznámka může mít nejvýše 1000 znaků',
    status: 'Stav: pending, paid, shipped, delivered nebo cancelled',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    format: 'Formát: json nebo csv',
    rating: 'Hodnocení je celé číslo od 1 do 5',
    reviewText: 'Napište text recenze (nejvýše 2000 znaků)',
    name: 'Název je povinný (nejvýše 200 znaků)',
    slug: 'Slug smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky',
    description: 'Popis je příliš dlouhý',
    price: 'Cena je celé číslo v haléřích (centech) od 0',
    originalPrice: 'Původní cena je celé číslo v haléřích (centech) od 0',
    stock: 'Sklad je celé číslo od 0',
    features: 'Vlastnosti: nejvýše 30 textů po 200 znacích',
    specification: 'Specifikace: nejvýše 50 dvojic název a hodnota',
    tags: 'Štítky: nejvýše 20 textů po 50 znacích',
    minOrder: 'Minimální odběr je celé číslo od 1',
    material: 'Materiál může mít nejvýše 200 znaků',
    colors: 'Barvy: nejvýše 30 textů po 50 znacích',
    printing: 'Potisk může mít nejvýše 200 znaků',
    imageUrl: 'Adresa obrázku musí začínat https:// nebo /',
  },
  /** tasks (admin Úkoly, salon Úlohy) */
  tasks: {
    title: 'Název úkolu je povinný',
    titleLong: 'Název může mít nejvýše 200 znaků',
    descriptionLong: 'Popis může mít nejvýše 5000 znaků',
    assignedTo: 'Vyberte, komu je úkol přiřazen',
    priority: 'Priorita: low, medium, high nebo urgent',
    status: 'Stav: todo, in_progress, review, completed nebo cancelled',
    category: 'Neznámá kategorie úkolu',
    tags: 'Úkol může mít nejvýše 10 štítků',
    tagLong: 'Štítek může mít nejvýše 30 znaků',
    dueDate: 'Termín zadejte ve tvaru RRRR-MM-DD',
    startDate: 'Datum zahájení zadejte ve tvaru RRRR-MM-DD',
    hours: 'Počet hodin musí být číslo od 0 do 100 000',
    progress: 'Pokrok je celé číslo od 0 do 100',
    comment: 'Napište text komentáře',
    commentLong: 'Komentář může mít nejvýše 5000 znaků',
    subtaskTitle: 'Název podúkolu je povinný',
  },
  /** social posting (Sociální sítě, admin /admin/social) */
  social: {
    title: 'Název příspěvku je povinný',
    titleLong: 'Název může mít nejvýše 255 znaků',
    content: 'Obsah příspěvku je povinný',
    contentLong: 'Obsah může mít nejvýše 2200 znaků',
    hashtags: 'Hashtagy jsou příliš dlouhé',
    platform: 'Platforma: facebook, instagram, twitter nebo linkedin',
    imageUrl: 'Zadejte platnou adresu obrázku (http nebo https)',
    status: 'Stav: draft nebo scheduled',
    date: 'Zadejte datum a čas',
    displayName: 'Zadejte název účtu',
    adapter: 'Způsob zveřejnění: webhook nebo manual',
    webhookUrl: 'Zadejte platnou adresu webhooku (http nebo https)',
    category: 'Kategorie: service, promotion, general nebo event',
    value: 'Hodnota je příliš dlouhá',
    count: 'Zadejte celé číslo od 0',
  },
  /** branches (salon Pobočky, src/contract/branches.ts) */
  branches: {
    name: 'Vyplňte název pobočky (nejvýše 190 znaků)',
    address: 'Vyplňte ulici a číslo (nejvýše 255 znaků)',
    postalCode: 'PSČ může mít nejvýše 16 znaků',
    city: 'Vyberte město pobočky',
    phone: 'Neplatné telefonní číslo',
    coordinate: 'Neplatná souřadnice',
    employee: 'Neplatný zaměstnanec',
    branch: 'Neplatná pobočka',
  },
  /** plans (Nastavení › Tarif, the admin's plan of a listing) */
  plans: {
    plan: 'Tarif: free, starter, professional, business nebo enterprise',
  },
  /** the company's promotions (salon Marketing, src/contract/promotions.ts) and a promotion chosen in a booking */
  promotion: {
    title: 'Zadejte název akce (nejvýše 190 znaků)',
    description: 'Popis může mít nejvýše 2000 znaků',
    discountType: 'Typ slevy: percentage nebo fixed',
    discount: 'Sleva je celé číslo od 1',
    percentage: 'Procentní sleva je celé číslo od 1 do 100',
    fixedAbovePrice: 'Sleva nesmí být vyšší než cena služby',
    service: 'Vyberte službu vaší firmy',
    date: 'Zadejte datum ve tvaru RRRR-MM-DD',
    dateOrder: 'Konec platnosti nesmí být před jejím začátkem',
    usageLimit: 'Limit použití je celé číslo od 1 do 1 000 000',
    promotion: 'Vyberte platnou akci',
  },
  /** AI právník: the salon's documents (src/contract/legal-documents.ts) */
  legalDocuments: {
    name: 'Neznámý dokument',
    language: 'Jazyk: cs, sk nebo pl',
    format: 'Formát: json, html nebo pdf',
    body: 'Napište text dokumentu',
    bodyLong: 'Text dokumentu je příliš dlouhý',
    registrationNumber: 'IČO může mít nejvýše 20 znaků (číslice, mezery, pomlčky)',
    taxNumber: 'DIČ může mít nejvýše 20 znaků (písmena a číslice)',
  },
  /** bank statements and their transactions (admin E-shop › Platby) */
  bankPayments: {
    state: 'Stav: matched, partial, unmatched nebo ignored',
    page: 'Stránka je celé číslo od 1',
    limit: 'Počet na stránku je 1 až 100',
    paymentId: 'ID platby je kladné celé číslo',
    variableSymbol: 'Variabilní symbol má 1 až 10 číslic',
    target: 'Zadejte ID platby nebo variabilní symbol',
  },
  /** card payments: the admin's refunds and list (src/contract/card-payments.ts) */
  cardPayments: {
    refundAmount: 'Částka vrácení: celé kladné číslo v haléřích (centech, groších)',
    refundReason: 'Důvod vrácení může mít nejvýše 500 znaků',
    method: 'Způsob platby: card nebo bank_transfer',
    status: 'Stav platby: awaiting, paid nebo cancelled',
    page: 'Stránka musí být kladné celé číslo',
    limit: 'Počet na stránku: 1 až 100',
  },
} as const;

type Catalog = typeof CONTRACT_MESSAGES;
export type ContractMessageArea = keyof Catalog;
type AreaKeys<A extends ContractMessageArea> = { [K in keyof Catalog[A] & string]: `${A}.${K}` };
/** 'registration.companyName', 'salon.duration' … */
export type ContractMessageKey = { [A in ContractMessageArea]: AreaKeys<A>[keyof AreaKeys<A>] }[ContractMessageArea];

/** The keys of one area by name (`messageKeys('registration').companyName` is 'registration.companyName'): what schemas carry. */
export function messageKeys<A extends ContractMessageArea>(area: A): AreaKeys<A> {
  return Object.fromEntries(Object.keys(CONTRACT_MESSAGES[area]).map((name) => [name, `${area}.${name}`])) as AreaKeys<A>;
}

/** Whether `message` (a zod issue's message) is one of the catalog's keys. */
export function isContractMessageKey(message: string): message is ContractMessageKey {
  const dot = message.indexOf('.');
  if (dot < 1) return false;
  const area = message.slice(0, dot);
  const name = message.slice(dot + 1);
  if (!Object.hasOwn(CONTRACT_MESSAGES, area)) return false;
  return Object.hasOwn(CONTRACT_MESSAGES[area as ContractMessageArea], name);
}

/** The Czech text of a key. */
function contractText(key: ContractMessageKey): string {
  const dot = key.indexOf('.');
  const area = CONTRACT_MESSAGES[key.slice(0, dot) as ContractMessageArea] as Record<string, string>;
  return area[key.slice(dot + 1)]!;
}

/** A schema issue's message as the API answers it: the Czech text and its key, or (a framework message) the text alone. */
export function contractMessage(message: string): { message: string; key?: ContractMessageKey } {
  return isContractMessageKey(message) ? { message: contractText(message), key: message } : { message };
}

/** A bad field named with a contract message (what core answers when a value passes the schema but not the data). */
export function contractProblem(field: string, key: ContractMessageKey): { field: string; message: string; key: ContractMessageKey } {
  return { field, message: contractText(key), key };
}
