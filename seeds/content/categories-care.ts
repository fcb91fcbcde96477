import { ALL_COUNTRIES, sameSlug, sub, sv, type GroupDef } from './category-def.js';

/** Health, sport, cars and animals. */
export const CARE_GROUPS: GroupDef[] = [
  {
    key: 'zdravi',
    slug: { CZ: 'zdravi', SK: 'zdravie', PL: 'zdravi' },
    name: ['Zdraví', 'Zdravie', 'Zdrowie'],
    icon: '🩺',
    weight: 8,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Fyzioterapie', 'Fyzioterapia', 'Fizjoterapia'],
        [
          sv('Vstupní vyšetření', 'Vstupné vyšetrenie', 'Konsultacja fizjoterapeutyczna', 60, 900),
          sv('Individuální terapie', 'Individuálna terapia', 'Terapia indywidualna', 45, 800),
          sv('Kineziotaping', 'Kineziotejping', 'Kinesiotaping', 30, 400),
          sv('Rázová vlna', 'Rázová vlna', 'Fala uderzeniowa', 30, 700),
        ],
        { weight: 3 },
      ),
      sub(
        ['Zubní ordinace', 'Zubná ambulancia', 'Stomatologia'],
        [
          sv('Dentální hygiena', 'Dentálna hygiena', 'Higienizacja zębów', 60, 1500),
          sv('Preventivní prohlídka', 'Preventívna prehliadka', 'Przegląd stomatologiczny', 30, 500),
          sv('Bělení zubů', 'Bielenie zubov', 'Wybielanie zębów', 90, 3000),
          sv('Bílá výplň', 'Biela výplň', 'Wypełnienie kompozytowe', 60, 1800),
        ],
        { weight: 2, label: ['Zubní ordinace', 'Zubná ambulancia', 'Gabinet stomatologiczny'] },
      ),
      sub(
        ['Optika', 'Optika', 'Optyk'],
        [
          sv('Měření zraku', 'Meranie zraku', 'Badanie wzroku', 30, 300),
          sv('Aplikace kontaktních čoček', 'Aplikácia kontaktných šošoviek', 'Dobór soczewek kontaktowych', 45, 500),
          sv('Výběr brýlí s optikem', 'Výber okuliarov s optikom', 'Dobór okularów', 30, 150),
          sv('Servis brýlí', 'Servis okuliarov', 'Serwis okularów', 15, 150),
        ],
        { label: ['Oční optika', 'Očná optika', 'Salon optyczny'] },
      ),
      sub(
        ['Psychologie', 'Psychológia', 'Psychologia'],
        [
          sv('Úvodní konzultace', 'Úvodná konzultácia', 'Konsultacja wstępna', 60, 1200),
          sv('Individuální terapie', 'Individuálna terapia', 'Psychoterapia indywidualna', 60, 1300),
          sv('Párová terapie', 'Párová terapia', 'Terapia par', 90, 1900),
          sv('Online konzultace', 'Online konzultácia', 'Konsultacja online', 45, 1000),
        ],
        { label: ['Psychologická poradna', 'Psychologická poradňa', 'Gabinet psychologiczny'] },
      ),
      sub(
        ['Výživové poradenství', 'Výživové poradenstvo', 'Dietetyka'],
        [
          sv('Vstupní konzultace', 'Vstupná konzultácia', 'Konsultacja dietetyczna', 60, 900),
          sv('Jídelníček na míru', 'Jedálniček na mieru', 'Jadłospis indywidualny', 30, 1200),
          sv('Měření složení těla', 'Meranie zloženia tela', 'Analiza składu ciała', 15, 300),
          sv('Kontrolní konzultace', 'Kontrolná konzultácia', 'Wizyta kontrolna', 30, 500),
        ],
        { label: ['Nutriční poradna', 'Nutričná poradňa', 'Poradnia dietetyczna'] },
      ),
      sub(
        ['Akupunktura', 'Akupunktúra', 'Akupunktura'],
        [
          sv('Akupunktura', 'Akupunktúra', 'Akupunktura', 60, 900),
          sv('Baňkování', 'Baňkovanie', 'Bańki chińskie', 30, 500),
          sv('Diagnostika', 'Diagnostika', 'Diagnostyka', 45, 700),
          sv('Moxování', 'Moxovanie', 'Moksoterapia', 30, 600),
        ],
      ),
    ],
  },
  {
    key: 'sport',
    slug: sameSlug('sport'),
    name: ['Sport', 'Šport', 'Sport'],
    icon: '🏋️',
    weight: 8,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Fitness', 'Fitnes', 'Siłownia'],
        [
          sv('Jednorázový vstup', 'Jednorazový vstup', 'Wejście jednorazowe', 90, 150),
          sv('Kruhový trénink', 'Kruhový tréning', 'Trening obwodowy', 45, 200),
          sv('Úvodní konzultace s trenérem', 'Úvodná konzultácia s trénerom', 'Konsultacja z trenerem', 30, 300),
          sv('Měsíční permanentka', 'Mesačná permanentka', 'Karnet miesięczny', 60, 1200),
        ],
        { weight: 3, label: ['Fitness', 'Fitness', 'Siłownia'] },
      ),
      sub(
        ['Osobní trenér', 'Osobný tréner', 'Trener personalny'],
        [
          sv('Osobní trénink', 'Osobný tréning', 'Trening personalny', 60, 700),
          sv('Trénink ve dvojici', 'Tréning vo dvojici', 'Trening w parze', 60, 1000),
          sv('Tréninkový plán', 'Tréningový plán', 'Plan treningowy', 30, 900),
          sv('Měření InBody', 'Meranie InBody', 'Analiza InBody', 15, 250),
        ],
        { weight: 2 },
      ),
      sub(
        ['Jóga', 'Jóga', 'Joga'],
        [
          sv('Vinyasa jóga', 'Vinyasa jóga', 'Vinyasa joga', 60, 250),
          sv('Jóga pro začátečníky', 'Jóga pre začiatočníkov', 'Joga dla początkujących', 60, 220),
          sv('Power jóga', 'Power jóga', 'Power joga', 60, 250),
          sv('Individuální lekce jógy', 'Individuálna lekcia jógy', 'Indywidualna lekcja jogi', 60, 900),
        ],
        { label: ['Jóga centrum', 'Jóga centrum', 'Szkoła jogi'] },
      ),
      sub(
        ['Pilates', 'Pilates', 'Pilates'],
        [
          sv('Pilates na podložce', 'Pilates na podložke', 'Pilates na macie', 60, 250),
          sv('Reformer pilates', 'Reformer pilates', 'Pilates na reformerze', 60, 450),
          sv('Pilates pro těhotné', 'Pilates pre tehotné', 'Pilates dla kobiet w ciąży', 45, 250),
          sv('Individuální pilates', 'Individuálny pilates', 'Pilates indywidualny', 60, 900),
        ],
        { label: ['Pilates studio', 'Pilates štúdio', 'Studio pilates'] },
      ),
      sub(
        ['Squash a badminton', 'Squash a bedminton', 'Squash i badminton'],
        [
          sv('Pronájem kurtu squash', 'Prenájom kurtu squash', 'Wynajem kortu do squasha', 45, 300),
          sv('Pronájem kurtu badminton', 'Prenájom kurtu bedminton', 'Wynajem kortu do badmintona', 60, 280),
          sv('Půjčení rakety', 'Požičanie rakety', 'Wypożyczenie rakiety', 15, 150),
          sv('Lekce s trenérem', 'Lekcia s trénerom', 'Lekcja z trenerem', 60, 600),
        ],
        { label: ['Squash centrum', 'Squash centrum', 'Centrum squasha'] },
      ),
      sub(
        ['Bojová umění', 'Bojové umenia', 'Sztuki walki'],
        [
          sv('Thajský box', 'Thajský box', 'Muay Thai', 90, 250),
          sv('Krav maga', 'Krav maga', 'Krav maga', 90, 250),
          sv('Brazilské jiu-jitsu', 'Brazílske jiu-jitsu', 'Brazylijskie jiu-jitsu', 90, 250),
          sv('Box pro děti', 'Box pre deti', 'Boks dla dzieci', 60, 200),
        ],
        { label: ['Dojo', 'Dojo', 'Klub sztuk walki'] },
      ),
    ],
  },
  {
    key: 'auto',
    slug: sameSlug('auto'),
    name: ['Auto', 'Auto', 'Motoryzacja'],
    icon: '🚗',
    weight: 8,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Autoservis', 'Autoservis', 'Warsztat samochodowy'],
        [
          sv('Výměna oleje', 'Výmena oleja', 'Wymiana oleju', 30, 900),
          sv('Servisní prohlídka', 'Servisná prehliadka', 'Przegląd serwisowy', 120, 2500),
          sv('Počítačová diagnostika', 'Počítačová diagnostika', 'Diagnostyka komputerowa', 45, 800),
          sv('Výměna brzdových destiček', 'Výmena brzdových doštičiek', 'Wymiana klocków hamulcowych', 90, 1500),
        ],
        { weight: 3 },
      ),
      sub(
        ['Pneuservis', 'Pneuservis', 'Wulkanizacja'],
        [
          sv('Přezutí pneumatik', 'Prezutie pneumatík', 'Wymiana opon', 45, 800),
          sv('Vyvážení kol', 'Vyváženie kolies', 'Wyważanie kół', 30, 400),
          sv('Oprava defektu', 'Oprava defektu', 'Naprawa opony', 30, 300),
          sv('Uskladnění pneumatik', 'Uskladnenie pneumatík', 'Przechowywanie opon', 15, 600),
        ],
        { weight: 2 },
      ),
      sub(
        ['Myčka a čištění', 'Umyváreň a čistenie', 'Myjnia i detailing'],
        [
          sv('Ruční mytí', 'Ručné umývanie', 'Mycie ręczne', 45, 450),
          sv('Čištění interiéru', 'Čistenie interiéru', 'Czyszczenie wnętrza', 90, 1200),
          sv('Voskování', 'Voskovanie', 'Woskowanie', 60, 900),
          sv('Keramická ochrana laku', 'Keramická ochrana laku', 'Powłoka ceramiczna', 120, 3000),
        ],
        { weight: 2, label: ['Autokosmetika', 'Autokozmetika', 'Myjnia'] },
      ),
      sub(
        ['Autoskla', 'Autosklá', 'Szyby samochodowe'],
        [
          sv('Výměna čelního skla', 'Výmena čelného skla', 'Wymiana szyby czołowej', 120, 3000),
          sv('Oprava praskliny', 'Oprava prasklín', 'Naprawa odprysku', 30, 600),
          sv('Tónování skel', 'Tónovanie skiel', 'Przyciemnianie szyb', 120, 2500),
          sv('Kalibrace kamery', 'Kalibrácia kamery', 'Kalibracja kamery', 45, 1500),
        ],
        { label: ['Autoskla', 'Autosklo', 'Autoszyby'] },
      ),
      sub(
        ['Autoelektrika', 'Autoelektrika', 'Elektromechanika'],
        [
          sv('Diagnostika elektroniky', 'Diagnostika elektroniky', 'Diagnostyka elektryki', 45, 800),
          sv('Výměna autobaterie', 'Výmena autobatérie', 'Wymiana akumulatora', 30, 400),
          sv('Servis klimatizace', 'Servis klimatizácie', 'Serwis klimatyzacji', 60, 1200),
          sv('Seřízení světel', 'Nastavenie svetiel', 'Ustawienie świateł', 15, 250),
        ],
        { label: ['Autoelektrika', 'Autoelektrika', 'Auto elektryk'] },
      ),
      sub(
        ['STK a emise', 'STK a emisie', 'Stacja kontroli pojazdów'],
        [
          sv('Technická kontrola', 'Technická kontrola', 'Przegląd techniczny', 45, 1200),
          sv('Měření emisí', 'Emisná kontrola', 'Badanie emisji spalin', 30, 700),
          sv('Evidenční kontrola', 'Kontrola originality', 'Badanie dodatkowe', 30, 500),
          sv('Předregistrační prohlídka', 'Predregistračná prehliadka', 'Kontrola przed rejestracją', 45, 1500),
        ],
        { label: ['STK', 'STK', 'Stacja kontroli pojazdów'] },
      ),
    ],
  },
  {
    key: 'zvirata',
    slug: { CZ: 'zvirata', SK: 'zvierata', PL: 'zvirata' },
    name: ['Zvířata', 'Zvieratá', 'Zwierzęta'],
    icon: '🐾',
    weight: 5,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Veterinář', 'Veterinár', 'Weterynarz'],
        [
          sv('Preventivní prohlídka', 'Preventívna prehliadka', 'Badanie profilaktyczne', 30, 500),
          sv('Očkování', 'Očkovanie', 'Szczepienie', 15, 600),
          sv('Čipování', 'Čipovanie', 'Czipowanie', 15, 500),
          sv('Dentální hygiena zvířat', 'Dentálna hygiena zvierat', 'Skaling zębów', 60, 2500),
        ],
        { weight: 3, label: ['Veterinární ordinace', 'Veterinárna ambulancia', 'Przychodnia weterynaryjna'] },
      ),
      sub(
        ['Psí salon', 'Psí salón', 'Groomer'],
        [
          sv('Stříhání psa', 'Strihanie psa', 'Strzyżenie psa', 90, 800),
          sv('Koupání a fénování', 'Kúpanie a fénovanie', 'Kąpiel i suszenie', 60, 500),
          sv('Trimování', 'Trimovanie', 'Trymowanie', 120, 1000),
          sv('Stříhání drápků', 'Strihanie pazúrikov', 'Obcinanie pazurów', 15, 150),
        ],
        { weight: 2, label: ['Psí salon', 'Psí salón', 'Salon dla psów'] },
      ),
      sub(
        ['Výcvik psů', 'Výcvik psov', 'Szkolenie psów'],
        [
          sv('Individuální výcvik', 'Individuálny výcvik', 'Trening indywidualny', 60, 700),
          sv('Skupinová lekce', 'Skupinová lekcia', 'Zajęcia grupowe', 60, 300),
          sv('Štěňátková školka', 'Šteňacia škôlka', 'Psie przedszkole', 45, 300),
          sv('Konzultace chování', 'Konzultácia správania', 'Konsultacja behawioralna', 90, 1200),
        ],
        { label: ['Psí škola', 'Psia škola', 'Szkoła dla psów'] },
      ),
      sub(
        ['Hlídání zvířat', 'Stráženie zvierat', 'Opieka nad zwierzętami'],
        [
          sv('Venčení psa', 'Venčenie psa', 'Spacer z psem', 60, 200),
          sv('Hlídání na celý den', 'Stráženie na celý deň', 'Opieka dzienna', 120, 500),
          sv('Návštěva u kočky', 'Návšteva u mačky', 'Wizyta u kota', 30, 150),
          sv('Psí hotel (noc)', 'Psí hotel (noc)', 'Hotel dla psa (doba)', 120, 600),
        ],
        { label: ['Hlídání mazlíčků', 'Stráženie miláčikov', 'Hotel dla zwierząt'] },
      ),
      sub(
        ['Chovatelské potřeby', 'Chovateľské potreby', 'Sklep zoologiczny'],
        [
          sv('Poradenství ve výživě', 'Poradenstvo vo výžive', 'Doradztwo żywieniowe', 30, 200),
          sv('Rozvoz krmiva', 'Rozvoz krmiva', 'Dostawa karmy', 30, 150),
          sv('Gravírování známky', 'Gravírovanie známky', 'Grawerowanie adresówki', 15, 150),
          sv('Servis akvária', 'Servis akvária', 'Serwis akwarium', 60, 600),
        ],
      ),
    ],
  },
];
