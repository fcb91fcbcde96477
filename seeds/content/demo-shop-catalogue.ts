import type { ShopCategory, ShopSubcategory } from '../../src/contract/shop.js';

/** One demo product of the CZ edition (prices with VAT in haléře). */
export interface DemoProduct {
  name: string;
  brand: string;
  category: ShopCategory;
  subcategory: ShopSubcategory;
  price: number;
  /** before the sale; null: not on sale */
  original: number | null;
  stock: number;
  features: string[];
  specifications: Array<{ name: string; value: string }>;
  description: string;
}

type Row = [
  name: string,
  brand: string,
  price: number,
  original: number | null,
  stock: number,
  features: string[],
  specs: Array<[string, string]>,
];

/** Six products per category, one per e-shop subcategory (nábytek, přístroje, nářadí, kosmetika, spotřební materiál, textil). */
const ROWS: Record<ShopCategory, Row[]> = {
  krasa: [
    [
      'Kadeřnické křeslo Milano',
      'Salonia',
      1_249_000,
      1_490_000,
      6,
      ['Hydraulické zvedání', 'Otočné o 360°', 'Omyvatelná koženka'],
      [
        ['Nosnost', '150 kg'],
        ['Výška sedáku', '48–63 cm'],
        ['Barva', 'černá'],
      ],
    ],
    [
      'Profesionální fén Ionic 2400',
      'ProStyle',
      189_000,
      null,
      24,
      ['Ionizace', '3 teploty, 2 rychlosti', 'Studený vzduch'],
      [
        ['Příkon', '2400 W'],
        ['Délka kabelu', '3 m'],
        ['Hmotnost', '520 g'],
      ],
    ],
    [
      'Sada kadeřnických nůžek Sakura',
      'Sakura',
      329_000,
      389_000,
      12,
      ['Japonská ocel', 'Efilační a střihací nůžky', 'Pouzdro'],
      [
        ['Délka', '5,5"'],
        ['Materiál', 'ocel 440C'],
      ],
    ],
    [
      'Regenerační maska na vlasy 1 l',
      'Natura Hair',
      54_900,
      null,
      60,
      ['Keratin a arganový olej', 'Pro poškozené vlasy'],
      [
        ['Objem', '1000 ml'],
        ['Původ', 'Itálie'],
      ],
    ],
    [
      'Alobal na melír 100 m',
      'Salonia',
      24_900,
      null,
      0,
      ['Šířka 12 cm', 'Síla 15 µm'],
      [
        ['Délka', '100 m'],
        ['Šířka', '12 cm'],
      ],
    ],
    [
      'Kadeřnická pláštěnka Premium',
      'ProStyle',
      39_900,
      49_900,
      35,
      ['Nepromokavá', 'Zapínání na patentky'],
      [
        ['Rozměr', '140 × 160 cm'],
        ['Materiál', 'polyester'],
      ],
    ],
  ],
  wellness: [
    [
      'Masážní lehátko Relax Pro',
      'ZenLine',
      899_000,
      null,
      4,
      ['Skládací', 'Otvor pro obličej', 'Nastavitelná výška'],
      [
        ['Nosnost', '250 kg'],
        ['Rozměr', '186 × 70 cm'],
        ['Hmotnost', '14 kg'],
      ],
    ],
    [
      'Aromadifuzér Zen 500 ml',
      'ZenLine',
      119_000,
      149_000,
      30,
      ['Ultrazvukový', 'LED podsvícení', 'Časovač'],
      [
        ['Objem', '500 ml'],
        ['Provoz', 'až 12 h'],
      ],
    ],
    [
      'Sada lávových kamenů 20 ks',
      'StoneSpa',
      149_000,
      null,
      15,
      ['Čedičové kameny', 'Různé velikosti'],
      [
        ['Počet', '20 ks'],
        ['Materiál', 'čedič'],
      ],
    ],
    ['Masážní olej mandlový 1 l', 'Aroma Lab', 42_900, null, 80, ['Za studena lisovaný', 'Bez parfemace'], [['Objem', '1000 ml']]],
    [
      'Jednorázové podložky na lehátko 100 ks',
      'StoneSpa',
      59_900,
      null,
      40,
      ['Savé', 'Netkaná textilie'],
      [
        ['Rozměr', '80 × 200 cm'],
        ['Počet', '100 ks'],
      ],
    ],
    [
      'Bambusový župan Spa',
      'Aroma Lab',
      89_000,
      109_000,
      3,
      ['Bambusové vlákno', 'Kapuce'],
      [
        ['Velikost', 'S–XXL'],
        ['Gramáž', '380 g/m²'],
      ],
    ],
  ],
  zdravi: [
    [
      'Vyšetřovací lůžko Medic',
      'MediCare',
      1_590_000,
      null,
      2,
      ['Polohovatelné opěradlo', 'Držák na papírovou roli'],
      [
        ['Nosnost', '200 kg'],
        ['Rozměr', '190 × 65 cm'],
      ],
    ],
    [
      'Digitální tlakoměr BP-200',
      'MediCare',
      129_000,
      159_000,
      18,
      ['Detekce arytmie', 'Paměť 2 × 90 měření'],
      [
        ['Manžeta', '22–42 cm'],
        ['Napájení', '4 × AA'],
      ],
    ],
    [
      'Sada diagnostických nástrojů',
      'HealthPro',
      249_000,
      null,
      7,
      ['Otoskop a oftalmoskop', 'LED osvětlení', 'Pouzdro'],
      [['Počet dílů', '8']],
    ],
    ['Dezinfekční gel na ruce 5 l', 'CleanMed', 69_900, null, 90, ['70 % alkoholu', 'S aloe vera'], [['Objem', '5 l']]],
    [
      'Nitrilové rukavice 100 ks',
      'CleanMed',
      19_900,
      24_900,
      200,
      ['Bez pudru', 'Modré'],
      [
        ['Velikosti', 'S, M, L, XL'],
        ['Počet', '100 ks'],
      ],
    ],
    [
      'Zdravotnická halena',
      'HealthPro',
      64_900,
      null,
      0,
      ['Bavlna s elastanem', 'Dvě kapsy'],
      [
        ['Velikost', 'XS–XXL'],
        ['Barva', 'bílá'],
      ],
    ],
  ],
  sport: [
    [
      'Posilovací lavice Strong',
      'FitGear',
      549_000,
      649_000,
      5,
      ['Nastavitelný sklon', 'Skládací'],
      [
        ['Nosnost', '300 kg'],
        ['Hmotnost', '22 kg'],
      ],
    ],
    [
      'Běžecký pás Runner X',
      'FitGear',
      2_490_000,
      null,
      2,
      ['Rychlost až 18 km/h', 'Sklon 0–15 %', '12 programů'],
      [
        ['Běžecká plocha', '140 × 50 cm'],
        ['Motor', '3 HP'],
      ],
    ],
    ['Sada jednoručních činek 2–10 kg', 'IronLine', 399_000, null, 9, ['Pogumované', 'Stojan'], [['Hmotnosti', '2, 4, 6, 8, 10 kg']]],
    ['Regenerační krém po sportu', 'SportCare', 29_900, null, 70, ['Arnika a mentol', 'Chladivý efekt'], [['Objem', '250 ml']]],
    [
      'Tejpovací páska 5 m',
      'SportCare',
      14_900,
      19_900,
      120,
      ['Elastická', 'Hypoalergenní lepidlo'],
      [
        ['Šířka', '5 cm'],
        ['Délka', '5 m'],
      ],
    ],
    [
      'Funkční tričko trenéra',
      'IronLine',
      49_900,
      null,
      28,
      ['Odvádí pot', 'Reflexní prvky'],
      [
        ['Velikost', 'S–XXL'],
        ['Materiál', 'polyester'],
      ],
    ],
  ],
  auto: [
    [
      'Dílenský ponk Workbench',
      'GaragePro',
      689_000,
      null,
      3,
      ['Ocelová konstrukce', 'Zásuvky s zámkem'],
      [
        ['Rozměr', '160 × 70 cm'],
        ['Nosnost', '500 kg'],
      ],
    ],
    [
      'Kompresor 50 l',
      'AirTech',
      599_000,
      699_000,
      6,
      ['Olejový', 'Tlakoměr a regulátor'],
      [
        ['Objem', '50 l'],
        ['Tlak', '8 bar'],
        ['Příkon', '1800 W'],
      ],
    ],
    [
      'Sada gola klíčů 94 ks',
      'GaragePro',
      219_000,
      null,
      14,
      ['Chrom-vanad', 'Kufr'],
      [
        ['Počet dílů', '94'],
        ['Unašeč', '1/4", 1/2"'],
      ],
    ],
    [
      'Autokosmetika sada Shine',
      'ShineCar',
      79_900,
      99_900,
      45,
      ['Šampon, vosk, čistič disků', 'Mikrovláknové utěrky'],
      [['Počet dílů', '6']],
    ],
    ['Papírové utěrky v roli 2 ks', 'ShineCar', 39_900, null, 0, ['Dvouvrstvé', 'Vysoká savost'], [['Délka role', '300 m']]],
    [
      'Pracovní kombinéza',
      'AirTech',
      89_900,
      null,
      20,
      ['Odolná bavlna', 'Mnoho kapes'],
      [
        ['Velikost', '48–62'],
        ['Barva', 'modrá'],
      ],
    ],
  ],
  zvirata: [
    [
      'Stříhací stůl pro psy',
      'PetPro',
      749_000,
      849_000,
      3,
      ['Elektrické zvedání', 'Protiskluzová deska'],
      [
        ['Nosnost', '120 kg'],
        ['Rozměr', '110 × 60 cm'],
      ],
    ],
    [
      'Strojek na stříhání srsti',
      'PetPro',
      279_000,
      null,
      11,
      ['Akumulátor', '5 nástavců'],
      [
        ['Výdrž', '120 min'],
        ['Hlučnost', '55 dB'],
      ],
    ],
    [
      'Sada hřebenů a kartáčů',
      'GroomLine',
      89_000,
      null,
      25,
      ['Pro krátkou i dlouhou srst', 'Ergonomické rukojeti'],
      [['Počet dílů', '6']],
    ],
    ['Šampon pro psy 1 l', 'GroomLine', 34_900, 39_900, 55, ['Pro citlivou pokožku', 'Ovesný extrakt'], [['Objem', '1000 ml']]],
    [
      'Podložky pro štěňata 50 ks',
      'PetPro',
      44_900,
      null,
      65,
      ['Pětivrstvé', 'S atraktantem'],
      [
        ['Rozměr', '60 × 60 cm'],
        ['Počet', '50 ks'],
      ],
    ],
    ['Ochranná zástěra groomera', 'GroomLine', 59_900, null, 8, ['Voděodolná', 'Antistatická'], [['Velikost', 'univerzální']]],
  ],
};

const DESCRIPTIONS: Record<ShopSubcategory, string> = {
  nabytek: 'Pevný a pohodlný kus vybavení pro každodenní provoz. Snadno se čistí a vydrží i náročné používání.',
  pristroje: 'Spolehlivý profesionální přístroj s nízkou hlučností a dlouhou životností. Dodáváme se zárukou 24 měsíců.',
  naradi: 'Kvalitní nářadí a pomůcky pro přesnou práci. Ergonomický tvar šetří ruce i při celodenním používání.',
  kosmetika: 'Profesionální přípravek pro salony a studia. Šetrný k pokožce, testovaný dermatology.',
  'spotrebni-material': 'Spotřební materiál ve výhodném balení pro provozovny. Doplňte zásoby dřív, než dojdou.',
  textil: 'Pohodlný a odolný textil pro personál i klienty. Pratelný na 60 °C.',
};

/** The CZ edition's demo products: 36, one per category and subcategory. */
export const DEMO_PRODUCTS: DemoProduct[] = (Object.keys(ROWS) as ShopCategory[]).flatMap((category) =>
  ROWS[category].map(([name, brand, price, original, stock, features, specs], i): DemoProduct => {
    const subcategory = (['nabytek', 'pristroje', 'naradi', 'kosmetika', 'spotrebni-material', 'textil'] as const)[i]!;
    return {
      name,
      brand,
      category,
      subcategory,
      price,
      original,
      stock,
      features,
      specifications: specs.map(([n, value]) => ({ name: n, value })),
      description: DESCRIPTIONS[subcategory],
    };
  }),
);

/** Demo reviews by buyers: [author, rating, text]. */
export const DEMO_REVIEWS: Array<[string, number, string]> = [
  ['Petra K.', 5, 'Skvělá kvalita, dorazilo druhý den. Doporučuji.'],
  ['Martin D.', 4, 'Odpovídá popisu, jen balení mohlo být lepší.'],
  ['Lucie V.', 5, 'Používáme denně v salonu a jsme spokojeni.'],
  ['Tomáš H.', 3, 'Funkční, ale čekal jsem trochu víc za tu cenu.'],
  ['Eva S.', 5, 'Zákazníci si toho hned všimli, super nákup.'],
];

/** Promotional items (Reklamní předměty) of the CZ edition; prices per piece with VAT in haléře. */
export const DEMO_PROMO_ITEMS = [
  {
    name: 'Propiska s logem',
    category: 'Psací potřeby',
    price: 1_490,
    min_order: 100,
    material: 'plast',
    colors: ['modrá', 'černá', 'bílá'],
    printing: 'tampotisk 1 barva',
    orders_count: 42,
  },
  {
    name: 'Bavlněné tričko s potiskem',
    category: 'Textil',
    price: 18_900,
    min_order: 20,
    material: '100% bavlna',
    colors: ['bílá', 'černá', 'šedá'],
    printing: 'sítotisk až 4 barvy',
    orders_count: 18,
  },
  {
    name: 'Plátěná taška',
    category: 'Tašky',
    price: 5_900,
    min_order: 50,
    material: 'bavlněné plátno',
    colors: ['přírodní', 'černá'],
    printing: 'sítotisk 1 barva',
    orders_count: 27,
  },
  {
    name: 'Keramický hrnek 300 ml',
    category: 'Kuchyň',
    price: 9_900,
    min_order: 36,
    material: 'keramika',
    colors: ['bílá'],
    printing: 'sublimace plnobarevně',
    orders_count: 15,
  },
  {
    name: 'Stolní kalendář 2027',
    category: 'Kalendáře',
    price: 12_900,
    min_order: 25,
    material: 'křída 250 g',
    colors: ['plnobarevný'],
    printing: 'ofset 4/4',
    orders_count: 9,
  },
  {
    name: 'Vizitky 500 ks',
    category: 'Tiskoviny',
    price: 89_000,
    min_order: 1,
    material: 'křída 350 g',
    colors: ['plnobarevný'],
    printing: 'digitální tisk 4/4',
    orders_count: 61,
  },
  {
    name: 'Roll-up banner 85 × 200 cm',
    category: 'Výstavní systémy',
    price: 249_000,
    min_order: 1,
    material: 'PVC fólie, hliník',
    colors: ['plnobarevný'],
    printing: 'velkoplošný tisk',
    orders_count: 7,
  },
  {
    name: 'Deštník s logem',
    category: 'Textil',
    price: 24_900,
    min_order: 10,
    material: 'polyester',
    colors: ['černá', 'červená', 'modrá'],
    printing: 'sítotisk 1 barva',
    orders_count: 0,
    available: false,
  },
];
