/** Titles and descriptions the server writes into page heads, per interface language. */
export type SeoLanguage = 'cs' | 'sk' | 'pl';

export const SITE_NAME = 'Marketplace';

const CS_TEXTS = {
  homeTitle: 'Rezervace místních služeb – kadeřnictví, wellness, kosmetika',
  homeDescription: 'Najděte a rezervujte ověřené místní služby: kadeřnictví, barbershopy, wellness, kosmetiku, sport a další.',
  citiesTitle: 'Všechna města',
  citiesDescription: 'Města s firmami a službami k rezervaci online.',
  searchTitle: 'Vyhledávání služeb',
  catalogTitle: 'Katalog služeb',
  catalogDescription: 'Všechny kategorie služeb: krása, wellness, zdraví, sport, auto, zvířata a další.',
  categoryTitle: '{name} – {count} firem',
  categoryDescription: '{name}: ověřené firmy s online rezervací. Porovnejte hodnocení, ceny a otevírací dobu.',
  cityTitle: '{name} – služby a rezervace',
  cityDescription: 'Kadeřnictví, wellness, kosmetika a další služby v lokalitě {name}. Rezervujte online.',
  companyTitle: '{name} – {what}, {city}',
  businessTitle: 'Pro firmy – ceník a registrace',
  businessDescription: 'Získejte nové zákazníky a online rezervace. Tarify od 0 Kč měsíčně, bez poplatků za zřízení.',
  loginTitle: 'Přihlášení',
  registerTitle: 'Registrace',
  companyRegisterTitle: 'Registrace firmy',
  eshopTitle: 'Firemní E-shop',
  notFoundTitle: 'Stránka nenalezena',
  privateTitle: 'Můj účet',
};

export type SeoTextKey = keyof typeof CS_TEXTS;

export const SEO_TEXTS: Record<SeoLanguage, Record<SeoTextKey, string>> = {
  cs: CS_TEXTS,
  sk: {
    homeTitle: 'Rezervácia miestnych služieb – kaderníctvo, wellness, kozmetika',
    homeDescription: 'Nájdite a rezervujte overené miestne služby: kaderníctva, barbershopy, wellness, kozmetiku, šport a ďalšie.',
    citiesTitle: 'Všetky mestá',
    citiesDescription: 'Mestá s firmami a službami na online rezerváciu.',
    searchTitle: 'Vyhľadávanie služieb',
    catalogTitle: 'Katalóg služieb',
    catalogDescription: 'Všetky kategórie služieb: krása, wellness, zdravie, šport, auto, zvieratá a ďalšie.',
    categoryTitle: '{name} – {count} firiem',
    categoryDescription: '{name}: overené firmy s online rezerváciou. Porovnajte hodnotenia, ceny a otváracie hodiny.',
    cityTitle: '{name} – služby a rezervácie',
    cityDescription: 'Kaderníctva, wellness, kozmetika a ďalšie služby v lokalite {name}. Rezervujte online.',
    companyTitle: '{name} – {what}, {city}',
    businessTitle: 'Pre firmy – cenník a registrácia',
    businessDescription: 'Získajte nových zákazníkov a online rezervácie. Bez poplatkov za zriadenie.',
    loginTitle: 'Prihlásenie',
    registerTitle: 'Registrácia',
    companyRegisterTitle: 'Registrácia firmy',
    eshopTitle: 'Firemný E-shop',
    notFoundTitle: 'Stránka sa nenašla',
    privateTitle: 'Môj účet',
  },
  pl: {
    homeTitle: 'Rezerwacja lokalnych usług – fryzjer, wellness, kosmetyka',
    homeDescription: 'Znajdź i zarezerwuj sprawdzone lokalne usługi: fryzjerów, barberów, wellness, kosmetykę, sport i inne.',
    citiesTitle: 'Wszystkie miasta',
    citiesDescription: 'Miasta z firmami i usługami do rezerwacji online.',
    searchTitle: 'Wyszukiwanie usług',
    catalogTitle: 'Katalog usług',
    catalogDescription: 'Wszystkie kategorie usług: uroda, wellness, zdrowie, sport, motoryzacja, zwierzęta i inne.',
    categoryTitle: '{name} – {count} firm',
    categoryDescription: '{name}: sprawdzone firmy z rezerwacją online. Porównaj oceny, ceny i godziny otwarcia.',
    cityTitle: '{name} – usługi i rezerwacje',
    cityDescription: 'Fryzjerzy, wellness, kosmetyka i inne usługi w lokalizacji {name}. Zarezerwuj online.',
    companyTitle: '{name} – {what}, {city}',
    businessTitle: 'Dla firm – cennik i rejestracja',
    businessDescription: 'Zdobądź nowych klientów i rezerwacje online. Bez opłat za uruchomienie.',
    loginTitle: 'Logowanie',
    registerTitle: 'Rejestracja',
    companyRegisterTitle: 'Rejestracja firmy',
    eshopTitle: 'Firmowy E-shop',
    notFoundTitle: 'Nie znaleziono strony',
    privateTitle: 'Moje konto',
  },
};

export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
