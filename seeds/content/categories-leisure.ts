import { ALL_COUNTRIES, sameSlug, sub, sv, type GroupDef } from './category-def.js';

/** Hotels and gastronomy. */
export const LEISURE_GROUPS: GroupDef[] = [
  {
    key: 'hotely',
    slug: sameSlug('hotely'),
    name: ['Hotely', 'Hotely', 'Hotele'],
    icon: '🏨',
    weight: 4,
    style: 'hospitality',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Hotel', 'Hotel', 'Hotel'],
        [
          sv('Privátní wellness', 'Privátny wellness', 'Prywatne spa', 120, 1500),
          sv('Snídaně', 'Raňajky', 'Śniadanie', 60, 290),
          sv('Pronájem salonku', 'Prenájom salónika', 'Wynajem sali', 120, 2500),
          sv('Degustační večeře', 'Degustačná večera', 'Kolacja degustacyjna', 120, 1900),
        ],
        { weight: 2 },
      ),
      sub(
        ['Penzion', 'Penzión', 'Pensjonat'],
        [
          sv('Snídaně formou bufetu', 'Raňajky formou bufetu', 'Śniadanie w formie bufetu', 60, 220),
          sv('Půjčení kol', 'Požičanie bicyklov', 'Wypożyczenie rowerów', 120, 300),
          sv('Sauna pro hosty', 'Sauna pre hostí', 'Sauna dla gości', 60, 300),
          sv('Grilovací večer', 'Grilovací večer', 'Wieczór grillowy', 120, 450),
        ],
        { weight: 2 },
      ),
      sub(
        ['Apartmány', 'Apartmány', 'Apartamenty'],
        [
          sv('Pozdní odjezd', 'Neskorý odchod', 'Późne wymeldowanie', 120, 500),
          sv('Úklid na přání', 'Upratovanie na želanie', 'Dodatkowe sprzątanie', 60, 400),
          sv('Transfer z letiště', 'Transfer z letiska', 'Transfer z lotniska', 60, 900),
          sv('Parkovací místo (den)', 'Parkovacie miesto (deň)', 'Miejsce parkingowe (doba)', 120, 250),
        ],
      ),
      sub(
        ['Hostel', 'Hostel', 'Hostel'],
        [
          sv('Úschova zavazadel', 'Úschova batožiny', 'Przechowalnia bagażu', 120, 150),
          sv('Komentovaná procházka', 'Komentovaná prechádzka', 'Wycieczka z przewodnikiem', 120, 350),
          sv('Pub crawl', 'Pub crawl', 'Pub crawl', 120, 450),
          sv('Snídaně', 'Raňajky', 'Śniadanie', 30, 150),
        ],
      ),
    ],
  },
  {
    key: 'gastronomie',
    slug: sameSlug('gastronomie'),
    name: ['Gastronomie', 'Gastronómia', 'Gastronomia'],
    icon: '🍽️',
    weight: 8,
    style: 'hospitality',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Restaurace', 'Reštaurácia', 'Restauracja'],
        [
          sv('Degustační menu', 'Degustačné menu', 'Menu degustacyjne', 120, 1500),
          sv('Polední menu', 'Obedové menu', 'Lunch dnia', 45, 189),
          sv('Večeře pro dva', 'Večera pre dvoch', 'Kolacja dla dwojga', 90, 1200),
          sv('Rodinná oslava (osoba)', 'Rodinná oslava (osoba)', 'Przyjęcie rodzinne (osoba)', 120, 650),
        ],
        { weight: 3 },
      ),
      sub(
        ['Kavárna', 'Kaviareň', 'Kawiarnia'],
        [
          sv('Snídaně', 'Raňajky', 'Śniadanie', 45, 250),
          sv('Brunch', 'Brunch', 'Brunch', 90, 390),
          sv('Káva a dezert', 'Káva a dezert', 'Kawa i deser', 30, 150),
          sv('Kurz latte art', 'Kurz latte art', 'Warsztaty latte art', 90, 1200),
        ],
        { weight: 2 },
      ),
      sub(
        ['Cukrárna', 'Cukráreň', 'Cukiernia'],
        [
          sv('Dort na zakázku', 'Torta na objednávku', 'Tort na zamówienie', 30, 900),
          sv('Svatební dort', 'Svadobná torta', 'Tort weselny', 60, 3000),
          sv('Zákusky na oslavu', 'Zákusky na oslavu', 'Ciasta na przyjęcie', 30, 600),
          sv('Ochutnávka dortů', 'Ochutnávka tort', 'Degustacja tortów', 45, 350),
        ],
      ),
      sub(
        ['Catering', 'Catering', 'Catering'],
        [
          sv('Firemní catering (10 osob)', 'Firemný catering (10 osôb)', 'Catering firmowy (10 osób)', 120, 3000),
          sv('Raut', 'Raut', 'Bankiet', 120, 3000),
          sv('Coffee break', 'Coffee break', 'Przerwa kawowa', 60, 1500),
          sv('Konzultace menu', 'Konzultácia menu', 'Konsultacja menu', 30, 300),
        ],
      ),
      sub(
        ['Bistro', 'Bistro', 'Bistro'],
        [
          sv('Polední menu', 'Obedové menu', 'Zestaw lunchowy', 30, 169),
          sv('Burger menu', 'Burger menu', 'Zestaw burgerowy', 45, 259),
          sv('Salát', 'Šalát', 'Sałatka', 30, 179),
          sv('Vegetariánské menu', 'Vegetariánske menu', 'Menu wegetariańskie', 45, 209),
        ],
      ),
      sub(
        ['Pivnice', 'Piváreň', 'Pub'],
        [
          sv('Degustace piv', 'Degustácia piva', 'Degustacja piw', 90, 450),
          sv('Rezervace salonku', 'Rezervácia salónika', 'Rezerwacja sali', 120, 1000),
          sv('Sledování zápasu (stůl)', 'Sledovanie zápasu (stôl)', 'Mecz na żywo (stolik)', 120, 300),
          sv('Pivní menu', 'Pivné menu', 'Zestaw piwny', 60, 350),
        ],
      ),
    ],
  },
];
