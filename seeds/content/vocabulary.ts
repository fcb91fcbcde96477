import type { NameStyle } from './category-def.js';

export type Lang = 'cs' | 'sk' | 'pl';

export interface Vocabulary {
  firstNames: string[];
  surnames: string[];
  /** pleasant words for beauty, wellness and hospitality names */
  softWords: string[];
  /** plain words for trades and services */
  solidWords: string[];
  /** traditional inn names ('U Zlatého lva') */
  innNames: string[];
  streets: string[];
  features: string[];
  salon: string;
  studio: string;
  photo: string;
  /** name patterns by style; tokens: {label} {first} {surname} {word} {city} {inn} {barber} {salon} {studio} */
  patterns: Record<NameStyle, string[]>;
}

const BARBER_PATTERNS = ['Barber Shop {city}', '{surname} Barbers', '{barber} Barbershop', '{barber} Barber {city}'];
export const BARBER_WORDS = ['Old School', 'Royal', 'Classic', 'Black Beard', 'Sharp', 'Brothers', 'Urban', 'Gentlemen'];

const patterns = (extra: Partial<Record<NameStyle, string[]>> = {}): Record<NameStyle, string[]> => ({
  personal: ['{label} {first}', '{label} {word}', '{salon} {word}', '{studio} {first}'],
  soft: ['{label} {word}', '{label} {word}', '{label} {city}'],
  hospitality: ['{label} {word}', '{label} {inn}', '{label} {inn}', '{label} {city}'],
  solid: ['{label} {surname}', '{label} {word}', '{label} {city}'],
  barber: BARBER_PATTERNS,
  ...extra,
});

export const VOCABULARY: Record<Lang, Vocabulary> = {
  cs: {
    firstNames: ['Jana', 'Petra', 'Lucie', 'Kateřina', 'Tereza', 'Eva', 'Martina', 'Veronika', 'Lenka', 'Markéta', 'Michaela', 'Barbora'],
    surnames: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pokorný', 'Král'],
    softWords: ['Elegance', 'Harmonie', 'Relax', 'Bella', 'Luna', 'Lotus', 'Aura', 'Orchidea', 'Perla', 'Venuše', 'Iris', 'Magnolie', 'Safír', 'Jasmín'],
    solidWords: ['Profi', 'Expert', 'Centrum', 'Plus', 'Komplet', 'Prima', 'Optimum', 'Delta', 'Alfa', 'Garant'],
    innNames: ['U Zlatého lva', 'U Tří růží', 'U Lípy', 'U Modré hvězdy', 'U Kalicha', 'Na Rynku', 'U Staré pošty', 'U Mlýna'],
    streets: [
      'Národní', 'Vodičkova', 'Hlavní', 'Nádražní', 'Palackého', 'Masarykova', 'Husova', 'Komenského', 'Smetanova', 'Jiráskova',
      'Tyršova', 'Žižkova', 'Riegrova', 'Havlíčkova', 'Nerudova', 'Školní', 'Zahradní', 'Sokolská', 'Lidická', 'Dukelská',
      'náměstí Míru', 'náměstí Svobody', 'Na Příkopě', 'Karlova',
    ],
    features: ['Wi-Fi zdarma', 'Parkování', 'Platba kartou', 'Bezbariérový přístup', 'Online rezervace', 'Klimatizace', 'Dárkové poukazy', 'Vhodné pro děti', 'Mluvíme anglicky', 'Věrnostní program'],
    salon: 'Salon',
    studio: 'Studio',
    photo: 'fotografie',
    patterns: patterns(),
  },
  sk: {
    firstNames: ['Jana', 'Zuzana', 'Lucia', 'Katarína', 'Martina', 'Monika', 'Veronika', 'Simona', 'Lenka', 'Michaela', 'Dominika', 'Barbora'],
    surnames: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Balog', 'Lukáč', 'Kollár', 'Novák'],
    softWords: ['Elegancia', 'Harmónia', 'Relax', 'Bella', 'Luna', 'Lotos', 'Aura', 'Orchidea', 'Perla', 'Venuša', 'Iris', 'Magnólia', 'Zafír', 'Jazmín'],
    solidWords: ['Profi', 'Expert', 'Centrum', 'Plus', 'Komplet', 'Prima', 'Optimum', 'Delta', 'Alfa', 'Garant'],
    innNames: ['U Zlatého jeleňa', 'U Troch ruží', 'Pod Lipou', 'U Modrej hviezdy', 'Na námestí', 'U Starej pošty', 'Pri mlyne', 'Pod hradom'],
    streets: [
      'Hlavná', 'Obchodná', 'Štúrova', 'Hviezdoslavova', 'Kollárova', 'Mierová', 'Záhradnícka', 'Športová', 'Nová', 'Dlhá',
      'Krátka', 'Sládkovičova', 'Jesenského', 'Komenského', 'Hurbanova', 'Štefánikova', 'Masarykova', 'Školská', 'Partizánska',
      'Námestie SNP', 'Radlinského', 'Poštová',
    ],
    features: ['Wi-Fi zadarmo', 'Parkovanie', 'Platba kartou', 'Bezbariérový prístup', 'Online rezervácia', 'Klimatizácia', 'Darčekové poukážky', 'Vhodné pre deti', 'Hovoríme po anglicky', 'Vernostný program'],
    salon: 'Salón',
    studio: 'Štúdio',
    photo: 'fotografia',
    patterns: patterns(),
  },
  pl: {
    firstNames: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Ewa', 'Marta', 'Aleksandra', 'Natalia', 'Karolina', 'Paulina'],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Mazur'],
    softWords: ['Elegancja', 'Harmonia', 'Relaks', 'Bella', 'Luna', 'Lotos', 'Aura', 'Orchidea', 'Perła', 'Wenus', 'Iris', 'Magnolia', 'Szafir', 'Jaśmin'],
    solidWords: ['Profi', 'Ekspert', 'Centrum', 'Plus', 'Komplet', 'Prima', 'Optimum', 'Delta', 'Alfa', 'Gwarant'],
    innNames: ['Pod Lipą', 'Pod Złotym Lwem', 'Stara Kamienica', 'Pod Różą', 'Przy Rynku', 'Stary Młyn', 'Pod Gwiazdą', 'Zielony Dom'],
    streets: [
      'ul. Marszałkowska', 'ul. Piotrkowska', 'ul. Długa', 'ul. Mickiewicza', 'ul. Słowackiego', 'ul. Kościuszki', 'ul. Sienkiewicza',
      'ul. Polna', 'ul. Ogrodowa', 'ul. Kwiatowa', 'ul. Lipowa', 'ul. Szkolna', 'ul. Jana Pawła II', 'ul. Krakowska', 'ul. Piłsudskiego',
      'ul. Kolejowa', 'ul. Wojska Polskiego', 'ul. Zielona', 'al. Niepodległości', 'pl. Wolności', 'Rynek',
    ],
    features: ['Darmowe Wi-Fi', 'Parking', 'Płatność kartą', 'Dostęp dla niepełnosprawnych', 'Rezerwacja online', 'Klimatyzacja', 'Bony podarunkowe', 'Przyjazne dzieciom', 'Mówimy po angielsku', 'Program lojalnościowy'],
    salon: 'Salon',
    studio: 'Studio',
    photo: 'zdjęcie',
    patterns: patterns(),
  },
};
