/**
 * Czech texts of what every visitor downloads: the home page and the frame around every public page
 * (header, footer, crash screen, the shared `common.` texts). Each other page's texts are a catalog of
 * their own (`cs-directory.ts`, `cs-company.ts`, `cs-booking.ts`, `cs-login.ts`, `cs-registration.ts`,
 * `cs-customer.ts`, `cs-business.ts`, `cs-shop.ts`, `cs-not-found.ts`, `cs-dev.ts`, the UI kit's `cs-ui.ts`):
 * each module that shows one of their texts imports the catalog, which adds itself to `translate` when its
 * chunk loads, so the home page's bundle carries none of them (tests/unit/bundle-budget.test.ts; that the
 * modules import them: tests/unit/bundle-budget-texts.test.ts). The back office's texts come with its code
 * (`back-office-texts.ts`); `cs.ts` has every key (the type `MessageKey`).
 */
export const csPublic = {
  'app.name': 'Marketplace',
  'app.tagline': 'Rezervace místních služeb',
  'common.loading': 'Načítám...',
  'common.tryAgain': 'Zkusit znovu',
  'common.backHome': 'Zpět na úvodní stránku',
  'common.skipToContent': 'Přeskočit na obsah',
  'common.companies.one': '{count} firma',
  'common.companies.few': '{count} firmy',
  'common.companies.many': '{count} firem',

  'common.close': 'Zavřít',
  'common.connectionError': 'Chyba připojení k databázi',

  'meta.description': 'Najděte a rezervujte místní služby – kadeřnictví, barbershopy, wellness, kosmetiku, sport a další.',
  'meta.home':
    'Najděte a rezervujte místní služby – kadeřnictví, barbershopy, wellness, kosmetiku, sport a další. Ověřené firmy, hodnocení a online rezervace 24/7.',

  'price.from': 'od {price}',
  'rating.label': 'Hodnocení {rating} z 5',

  'cityAc.hint': 'Napište alespoň 2 písmena',
  'cityAc.list': 'Návrhy měst',
  'cityAc.error': 'Nelze se připojit k databázi měst. Zkuste to prosím později.',

  'home.stats': 'Marketplace v číslech',
  'home.statCompanies': 'ověřených firem',
  'home.statRating': 'průměrné hodnocení',
  'home.statOnline': 'online rezervace',
  'home.featured': 'Doporučené firmy',
  'home.featuredError': 'Doporučené firmy se nepodařilo načíst.',
  'home.featuredEmpty': 'Zatím zde nejsou žádné doporučené firmy.',
  'home.searchAll': 'Všechny služby',
  'home.cities': 'Oblíbená města',
  'home.appTitle': 'Stáhněte si naši aplikaci',
  'home.appText': 'Rezervujte služby ještě rychleji z mobilu. Aplikaci pro iOS a Android připravujeme.',
  'home.appSoon': 'Již brzy',

  'company.featured': 'Doporučujeme',
  'company.reviews.one': '{count} hodnocení',
  'company.reviews.few': '{count} hodnocení',
  'company.reviews.many': '{count} hodnocení',
  'company.services': 'Služby',
  'company.priceRange': 'Cenová kategorie {range}',

  'nav.main': 'Hlavní navigace',
  'nav.catalog': 'Katalog',
  'nav.cities': 'Města',
  'nav.eshop': 'E-shop',
  'nav.business': 'Pro firmy',

  'search.form': 'Vyhledávání služeb',
  'search.query': 'Co hledáte?',
  'search.queryPlaceholder': 'Kadeřník, masáž, fitness…',
  'search.city': 'Město',
  'search.cityPlaceholder': 'Např. {city}',
  'search.submit': 'Hledat',

  'auth.login': 'Přihlásit se',
  'auth.register': 'Registrace',
  'auth.logout': 'Odhlásit se',
  'auth.loggingOut': 'Odhlašuji...',
  'auth.checking': 'Ověřuji přihlášení...',
  'account.admin': 'Administrace',
  'account.company': 'Firemní účet',
  'account.customer': 'Můj účet',

  'menu.open': 'Otevřít menu',
  'menu.close': 'Zavřít menu',
  'menu.title': 'Menu',

  'theme.label': 'Motiv',
  'theme.light': 'Světlý',
  'theme.dark': 'Tmavý',
  'theme.system': 'Podle systému',

  'footer.about': 'Katalog a rezervace místních služeb – kadeřnictví, barbershopy, wellness, kosmetika, sport a další.',
  'footer.contact': 'Kontakt',
  'footer.contactText': 'Máte dotaz nebo potřebujete poradit? Napište nám.',
  'footer.categories': 'Kategorie',
  'footer.categoriesLoading': 'Načítám kategorie...',
  'footer.categoriesError': 'Kategorie nedostupné',
  'footer.cities': 'Oblíbená města',
  'footer.citiesLoading': 'Načítám města...',
  'footer.citiesError': 'Města nedostupná',
  'footer.citiesEmpty': 'Žádná města nenalezena',
  'footer.allCities': 'Všechna města',
  'footer.business': 'Pro firmy',
  'footer.addCompany': 'Přidat firmu',
  'footer.pricing': 'Ceník',
  'footer.help': 'Nápověda',
  'footer.contactUs': 'Kontakt',
  'footer.countries': 'Země',
  'footer.currentCountry': '(aktuální)',
  'footer.social': 'Sledujte nás',
  'footer.terms': 'Obchodní podmínky',
  'footer.privacy': 'Ochrana osobních údajů',
  'footer.rights': '© {year} Marketplace. Všechna práva vyhrazena.',
  'footer.legal': 'Právní informace',

  'home.title': 'Najděte a rezervujte služby ve svém okolí',
  'home.subtitle': 'Kadeřnictví, barbershopy, wellness, kosmetika, sport a další – ověřené firmy na jednom místě.',
  'home.categories': 'Kategorie služeb',
  'home.allCategories': 'Celý katalog',
  'home.allCities': 'Procházet města',
  'home.business': 'Máte firmu? Získejte nové zákazníky',
  'categories.error': 'Kategorie se nepodařilo načíst.',
  'categories.empty': 'Zatím zde nejsou žádné kategorie.',

  'notFound.home': 'Úvodní stránka',

  'crash.title': 'Něco se pokazilo',
  'crash.text': 'Při načítání aplikace došlo k technické chybě. Vaše data jsou v pořádku – zkuste stránku obnovit.',
  'crash.reload': 'Obnovit stránku',
  'crash.showDetails': 'Zobrazit podrobnosti chyby',
  'crash.support': 'Pokud problém přetrvává, kontaktujte prosím podporu na {email} a uveďte čas chyby.',
  'crash.time': 'Čas chyby: {time}',
  'crash.details': 'Podrobnosti chyby',
  'crash.message': 'Zpráva',
  'crash.stack': 'Zásobník volání',
  'crash.componentStack': 'Zásobník komponent',

  // the header's cart button (the shop's other texts: cs-shop.ts)
  'cart.open': 'Košík: {count} ks',
} as const;
