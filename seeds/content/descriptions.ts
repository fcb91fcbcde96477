import type { T3 } from './category-def.js';

/** Opening sentences of demo company descriptions, by group key ('barbershop' also serves barber subcategories). */
export const GROUP_SENTENCES: Record<string, T3[]> = {
  krasa: [
    [
      'Moderní salon s příjemnou atmosférou a zkušeným týmem.',
      'Moderný salón s príjemnou atmosférou a skúseným tímom.',
      'Nowoczesny salon z przyjemną atmosferą i doświadczonym zespołem.',
    ],
    [
      'Pečujeme o vaši krásu s důrazem na kvalitní a šetrnou kosmetiku.',
      'Staráme sa o vašu krásu s dôrazom na kvalitnú a šetrnú kozmetiku.',
      'Dbamy o Twoją urodę, korzystając z wysokiej jakości kosmetyków.',
    ],
    [
      'Sledujeme aktuální trendy a pravidelně se vzděláváme.',
      'Sledujeme aktuálne trendy a pravidelne sa vzdelávame.',
      'Śledzimy najnowsze trendy i stale podnosimy kwalifikacje.',
    ],
  ],
  wellness: [
    [
      'Místo pro odpočinek těla i mysli uprostřed města.',
      'Miesto na oddych tela aj mysle uprostred mesta.',
      'Miejsce odpoczynku dla ciała i umysłu w samym sercu miasta.',
    ],
    [
      'Nabízíme masáže, saunu a relaxační procedury pro jednotlivce i páry.',
      'Ponúkame masáže, saunu a relaxačné procedúry pre jednotlivcov aj páry.',
      'Oferujemy masaże, saunę i zabiegi relaksacyjne dla jednej osoby i par.',
    ],
  ],
  zdravi: [
    [
      'Poskytujeme odbornou péči s individuálním přístupem ke každému klientovi.',
      'Poskytujeme odbornú starostlivosť s individuálnym prístupom ku každému klientovi.',
      'Zapewniamy profesjonalną opiekę i indywidualne podejście do każdego pacjenta.',
    ],
    [
      'Naše pracoviště je vybaveno moderní technikou.',
      'Naše pracovisko je vybavené modernou technikou.',
      'Nasz gabinet jest wyposażony w nowoczesny sprzęt.',
    ],
  ],
  sport: [
    [
      'Trénujte pod vedením zkušených trenérů v příjemném prostředí.',
      'Trénujte pod vedením skúsených trénerov v príjemnom prostredí.',
      'Trenuj pod okiem doświadczonych trenerów w przyjaznej atmosferze.',
    ],
    ['Vhodné pro začátečníky i pokročilé.', 'Vhodné pre začiatočníkov aj pokročilých.', 'Zajęcia dla początkujących i zaawansowanych.'],
  ],
  auto: [
    [
      'Rychlý a spolehlivý servis pro osobní i užitková vozidla.',
      'Rýchly a spoľahlivý servis pre osobné aj úžitkové vozidlá.',
      'Szybki i rzetelny serwis samochodów osobowych i dostawczych.',
    ],
    [
      'Pracujeme s originálními i kvalitními náhradními díly.',
      'Pracujeme s originálnymi aj kvalitnými náhradnými dielmi.',
      'Korzystamy z oryginalnych i sprawdzonych części zamiennych.',
    ],
  ],
  zvirata: [
    [
      'Vaši mazlíčci jsou u nás v dobrých rukou.',
      'Vaši miláčikovia sú u nás v dobrých rukách.',
      'Twoje zwierzaki są u nas w dobrych rękach.',
    ],
    [
      'Pečujeme o psy, kočky i drobná zvířata.',
      'Staráme sa o psy, mačky aj drobné zvieratá.',
      'Opiekujemy się psami, kotami i małymi zwierzętami.',
    ],
  ],
  poradenstvi: [
    [
      'Pomáháme firmám i jednotlivcům s odbornými a srozumitelnými radami.',
      'Pomáhame firmám aj jednotlivcom s odbornými a zrozumiteľnými radami.',
      'Pomagamy firmom i osobom prywatnym, doradzając fachowo i zrozumiale.',
    ],
    [
      'První konzultaci domluvíte rychle a bez závazků.',
      'Prvú konzultáciu dohodnete rýchlo a bez záväzkov.',
      'Pierwszą konsultację umówisz szybko i bez zobowiązań.',
    ],
  ],
  kurzy: [
    [
      'Kurzy vedou zkušení lektoři v malých skupinách i individuálně.',
      'Kurzy vedú skúsení lektori v malých skupinách aj individuálne.',
      'Zajęcia prowadzą doświadczeni lektorzy w małych grupach i indywidualnie.',
    ],
    ['Výuku přizpůsobíme vašemu tempu a cílům.', 'Výučbu prispôsobíme vášmu tempu a cieľom.', 'Dopasujemy naukę do Twojego tempa i celów.'],
  ],
  zabava: [
    [
      'Zábava pro přátele, rodiny i firemní kolektivy.',
      'Zábava pre priateľov, rodiny aj firemné kolektívy.',
      'Rozrywka dla przyjaciół, rodzin i zespołów firmowych.',
    ],
    [
      'Připravíme pro vás nezapomenutelný zážitek.',
      'Pripravíme pre vás nezabudnuteľný zážitok.',
      'Przygotujemy dla Ciebie niezapomniane przeżycia.',
    ],
  ],
  obchody: [
    ['Rodinná provozovna s dlouholetou tradicí.', 'Rodinná prevádzka s dlhoročnou tradíciou.', 'Rodzinny zakład z wieloletnią tradycją.'],
    ['Zakázky vyřizujeme rychle a pečlivě.', 'Zákazky vybavujeme rýchlo a starostlivo.', 'Zlecenia realizujemy szybko i starannie.'],
  ],
  hotely: [
    [
      'Útulné ubytování s domácí atmosférou a výbornou snídaní.',
      'Útulné ubytovanie s domácou atmosférou a výbornými raňajkami.',
      'Przytulny obiekt z domową atmosferą i pysznym śniadaniem.',
    ],
    [
      'Ideální výchozí bod pro poznávání města i okolí.',
      'Ideálne východisko na spoznávanie mesta aj okolia.',
      'Idealna baza do zwiedzania miasta i okolic.',
    ],
  ],
  gastronomie: [
    [
      'Vaříme z čerstvých sezónních surovin od místních dodavatelů.',
      'Varíme z čerstvých sezónnych surovín od miestnych dodávateľov.',
      'Gotujemy ze świeżych, sezonowych produktów od lokalnych dostawców.',
    ],
    [
      'Rádi pro vás připravíme i firemní či rodinnou oslavu.',
      'Radi pre vás pripravíme aj firemnú či rodinnú oslavu.',
      'Chętnie zorganizujemy też przyjęcie firmowe lub rodzinne.',
    ],
  ],
  barbershop: [
    [
      'Klasický barbershop pro pány, kteří dbají na svůj styl.',
      'Klasický barbershop pre pánov, ktorí dbajú na svoj štýl.',
      'Klasyczny barber shop dla panów, którzy dbają o swój styl.',
    ],
    [
      'Střih, úprava vousů a holení břitvou v příjemné atmosféře.',
      'Strih, úprava brady a holenie britvou v príjemnej atmosfére.',
      'Strzyżenie, trymowanie brody i golenie brzytwą w męskiej atmosferze.',
    ],
  ],
  kadernictvo: [
    [
      'Kadeřnictví s dlouholetou praxí a individuálním přístupem.',
      'Kaderníctvo s dlhoročnou praxou a individuálnym prístupom.',
      'Salon fryzjerski z wieloletnim doświadczeniem.',
    ],
    [
      'Pracujeme s profesionální vlasovou kosmetikou.',
      'Pracujeme s profesionálnou vlasovou kozmetikou.',
      'Pracujemy na profesjonalnych kosmetykach do włosów.',
    ],
  ],
  kozmetika: [
    [
      'Kosmetický salon se širokou nabídkou ošetření pleti.',
      'Kozmetický salón so širokou ponukou ošetrení pleti.',
      'Gabinet kosmetyczny z szeroką ofertą zabiegów.',
    ],
    [
      'Používáme ověřenou profesionální kosmetiku.',
      'Používame overenú profesionálnu kozmetiku.',
      'Używamy sprawdzonych, profesjonalnych kosmetyków.',
    ],
  ],
};

/** Closing sentences shared by all groups. */
export const CLOSING_SENTENCES: T3[] = [
  ['Rezervujte si termín online.', 'Rezervujte si termín online.', 'Zarezerwuj wizytę online.'],
  ['Těšíme se na vaši návštěvu.', 'Tešíme sa na vašu návštevu.', 'Serdecznie zapraszamy!'],
  [
    'Najdete nás v centru města, snadno dostupné MHD.',
    'Nájdete nás v centre mesta, ľahko dostupné MHD.',
    'Znajdziesz nas w centrum miasta, z łatwym dojazdem komunikacją miejską.',
  ],
  ['Platit můžete hotově i kartou.', 'Platiť môžete v hotovosti aj kartou.', 'Płatność gotówką lub kartą.'],
  ['Objednat se můžete i na poslední chvíli.', 'Objednať sa môžete aj na poslednú chvíľu.', 'Umówisz się także w ostatniej chwili.'],
];
