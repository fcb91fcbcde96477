import { ALL_COUNTRIES, sameSlug, sub, sv, type GroupDef } from './category-def.js';

/** Advice, courses, entertainment and shops. */
export const SERVICE_GROUPS: GroupDef[] = [
  {
    key: 'poradenstvi',
    slug: sameSlug('poradenstvi'),
    name: ['Poradenství', 'Poradenstvo', 'Doradztwo'],
    icon: '💼',
    weight: 4,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Účetnictví', 'Účtovníctvo', 'Księgowość'],
        [
          sv('Vedení účetnictví (měsíc)', 'Vedenie účtovníctva (mesiac)', 'Prowadzenie księgowości (miesiąc)', 60, 2500),
          sv('Daňové přiznání', 'Daňové priznanie', 'Zeznanie podatkowe', 60, 1500),
          sv('Mzdová agenda', 'Mzdová agenda', 'Obsługa kadrowo-płacowa', 60, 2000),
          sv('Konzultace', 'Konzultácia', 'Konsultacja', 30, 600),
        ],
        { weight: 2, label: ['Účetní kancelář', 'Účtovná kancelária', 'Biuro rachunkowe'] },
      ),
      sub(
        ['Právní služby', 'Právne služby', 'Usługi prawne'],
        [
          sv('Právní konzultace', 'Právna konzultácia', 'Porada prawna', 60, 2000),
          sv('Sepsání smlouvy', 'Spísanie zmluvy', 'Sporządzenie umowy', 90, 3000),
          sv('Kontrola smlouvy', 'Kontrola zmluvy', 'Analiza umowy', 60, 2500),
          sv('Ověření podpisu', 'Overenie podpisu', 'Poświadczenie podpisu', 15, 200),
        ],
        { label: ['Advokátní kancelář', 'Advokátska kancelária', 'Kancelaria prawna'] },
      ),
      sub(
        ['Daňové poradenství', 'Daňové poradenstvo', 'Doradztwo podatkowe'],
        [
          sv('Daňová konzultace', 'Daňová konzultácia', 'Konsultacja podatkowa', 60, 1800),
          sv('Daňové přiznání pro OSVČ', 'Daňové priznanie pre SZČO', 'Rozliczenie roczne firmy', 90, 2500),
          sv('Optimalizace daní', 'Optimalizácia daní', 'Optymalizacja podatkowa', 90, 3000),
          sv('Přiznání k DPH', 'Priznanie k DPH', 'Deklaracja VAT', 60, 1200),
        ],
        { label: ['Daňová kancelář', 'Daňová kancelária', 'Kancelaria podatkowa'] },
      ),
      sub(
        ['Finanční poradenství', 'Finančné poradenstvo', 'Doradztwo finansowe'],
        [
          sv('Finanční plán', 'Finančný plán', 'Plan finansowy', 90, 2000),
          sv('Konzultace hypotéky', 'Konzultácia hypotéky', 'Konsultacja kredytu hipotecznego', 60, 1000),
          sv('Revize pojištění', 'Revízia poistenia', 'Przegląd ubezpieczeń', 60, 800),
          sv('Investiční poradenství', 'Investičné poradenstvo', 'Doradztwo inwestycyjne', 60, 1500),
        ],
        { label: ['Finanční poradna', 'Finančná poradňa', 'Doradca finansowy'] },
      ),
      sub(
        ['Reality', 'Reality', 'Nieruchomości'],
        [
          sv('Ocenění nemovitosti', 'Ocenenie nehnuteľnosti', 'Wycena nieruchomości', 60, 2500),
          sv('Prohlídka nemovitosti', 'Obhliadka nehnuteľnosti', 'Prezentacja nieruchomości', 45, 300),
          sv('Konzultace prodeje', 'Konzultácia predaja', 'Konsultacja sprzedaży', 60, 500),
          sv('Fotografie nemovitosti', 'Fotografovanie nehnuteľnosti', 'Sesja zdjęciowa nieruchomości', 90, 2000),
        ],
        { label: ['Reality', 'Reality', 'Biuro nieruchomości'] },
      ),
      sub(
        ['Koučink', 'Koučing', 'Coaching'],
        [
          sv('Úvodní sezení', 'Úvodné sedenie', 'Sesja wstępna', 60, 900),
          sv('Kariérní koučink', 'Kariérny koučing', 'Coaching kariery', 90, 1800),
          sv('Life koučink', 'Life koučing', 'Life coaching', 60, 1500),
          sv('Online sezení', 'Online sedenie', 'Sesja online', 45, 1000),
        ],
      ),
    ],
  },
  {
    key: 'kurzy',
    slug: sameSlug('kurzy'),
    name: ['Kurzy', 'Kurzy', 'Kursy'],
    icon: '🎓',
    weight: 5,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Jazykové kurzy', 'Jazykové kurzy', 'Kursy językowe'],
        [
          sv('Angličtina – individuální lekce', 'Angličtina – individuálna lekcia', 'Angielski – lekcja indywidualna', 60, 600),
          sv('Němčina – individuální lekce', 'Nemčina – individuálna lekcia', 'Niemiecki – lekcja indywidualna', 60, 600),
          sv('Konverzace s rodilým mluvčím', 'Konverzácia s rodeným hovorcom', 'Konwersacje z native speakerem', 45, 550),
          sv('Rozřazovací test', 'Rozraďovací test', 'Test poziomujący', 30, 150),
        ],
        { weight: 3, label: ['Jazyková škola', 'Jazyková škola', 'Szkoła językowa'] },
      ),
      sub(
        ['Autoškola', 'Autoškola', 'Szkoła jazdy'],
        [
          sv('Kondiční jízda', 'Kondičná jazda', 'Jazda doszkalająca', 60, 700),
          sv('Úvodní lekce', 'Úvodná lekcia', 'Lekcja wprowadzająca', 90, 900),
          sv('Konzultace teorie', 'Konzultácia teórie', 'Konsultacja teoretyczna', 45, 400),
          sv('Jízda po dálnici', 'Jazda po diaľnici', 'Jazda po autostradzie', 90, 1000),
        ],
        { weight: 2 },
      ),
      sub(
        ['Hudební kurzy', 'Hudobné kurzy', 'Kursy muzyczne'],
        [
          sv('Lekce kytary', 'Lekcia gitary', 'Lekcja gry na gitarze', 45, 450),
          sv('Lekce klavíru', 'Lekcia klavíra', 'Lekcja gry na pianinie', 45, 500),
          sv('Lekce zpěvu', 'Lekcia spevu', 'Lekcja śpiewu', 45, 500),
          sv('Lekce bicích', 'Lekcia bicích', 'Lekcja gry na perkusji', 60, 550),
        ],
        { label: ['Hudební škola', 'Hudobná škola', 'Szkoła muzyczna'] },
      ),
      sub(
        ['Taneční kurzy', 'Tanečné kurzy', 'Kursy tańca'],
        [
          sv('Standardní tance pro páry', 'Štandardné tance pre páry', 'Taniec towarzyski dla par', 90, 600),
          sv('Salsa', 'Salsa', 'Salsa', 60, 250),
          sv('Svatební tanec', 'Svadobný tanec', 'Pierwszy taniec', 60, 900),
          sv('Zumba', 'Zumba', 'Zumba', 60, 150),
        ],
        { label: ['Taneční škola', 'Tanečná škola', 'Szkoła tańca'] },
      ),
      sub(
        ['Doučování', 'Doučovanie', 'Korepetycje'],
        [
          sv('Matematika', 'Matematika', 'Matematyka', 60, 450),
          sv('Čeština', 'Slovenčina', 'Język polski', 60, 450),
          sv('Příprava na přijímačky', 'Príprava na prijímačky', 'Przygotowanie do egzaminu', 90, 700),
          sv('Fyzika', 'Fyzika', 'Fizyka', 60, 450),
        ],
      ),
      sub(
        ['Kurzy vaření', 'Kurzy varenia', 'Kursy gotowania'],
        [
          sv('Italská kuchyně', 'Talianska kuchyňa', 'Kuchnia włoska', 120, 1900),
          sv('Asijská kuchyně', 'Ázijská kuchyňa', 'Kuchnia azjatycka', 120, 1900),
          sv('Pečení chleba', 'Pečenie chleba', 'Pieczenie chleba', 120, 1500),
          sv('Vaření pro děti', 'Varenie pre deti', 'Warsztaty kulinarne dla dzieci', 90, 900),
        ],
        { label: ['Kuchařská škola', 'Kuchárska škola', 'Szkoła gotowania'] },
      ),
    ],
  },
  {
    key: 'zabava',
    slug: sameSlug('zabava'),
    name: ['Zábava', 'Zábava', 'Rozrywka'],
    icon: '🎉',
    weight: 4,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Escape room', 'Úniková hra', 'Escape room'],
        [
          sv('Hra pro 2–3 hráče', 'Hra pre 2–3 hráčov', 'Gra dla 2–3 osób', 60, 1200),
          sv('Hra pro 4–6 hráčů', 'Hra pre 4–6 hráčov', 'Gra dla 4–6 osób', 60, 1800),
          sv('Firemní teambuilding', 'Firemný teambuilding', 'Integracja firmowa', 120, 3000),
          sv('Dětská hra', 'Detská hra', 'Gra dla dzieci', 45, 900),
        ],
        { weight: 2 },
      ),
      sub(
        ['Bowling', 'Bowling', 'Kręgle'],
        [
          sv('Dráha na hodinu', 'Dráha na hodinu', 'Tor na godzinę', 60, 450),
          sv('Dráha na 2 hodiny', 'Dráha na 2 hodiny', 'Tor na 2 godziny', 120, 850),
          sv('Párty balíček', 'Párty balíček', 'Pakiet imprezowy', 120, 2500),
          sv('Kulečník', 'Biliard', 'Bilard', 60, 200),
        ],
        { label: ['Bowling', 'Bowling', 'Kręgielnia'] },
      ),
      sub(
        ['Fotograf', 'Fotograf', 'Fotograf'],
        [
          sv('Portrétní focení', 'Portrétne fotenie', 'Sesja portretowa', 60, 1500),
          sv('Rodinné focení', 'Rodinné fotenie', 'Sesja rodzinna', 90, 2200),
          sv('Fotky na doklady', 'Fotky na doklady', 'Zdjęcia do dokumentów', 15, 200),
          sv('Produktové focení', 'Produktové fotenie', 'Sesja produktowa', 120, 3000),
        ],
        { label: ['Fotoateliér', 'Fotoateliér', 'Studio fotograficzne'] },
      ),
      sub(
        ['Hudba a DJ', 'Hudba a DJ', 'Muzyka i DJ'],
        [
          sv('DJ na oslavu (hodina)', 'DJ na oslavu (hodina)', 'DJ na imprezę (godzina)', 60, 1500),
          sv('Ozvučení akce', 'Ozvučenie akcie', 'Nagłośnienie imprezy', 120, 2500),
          sv('Světelná show', 'Svetelná show', 'Oświetlenie imprezy', 120, 2000),
          sv('Konzultace playlistu', 'Konzultácia playlistu', 'Konsultacja playlisty', 30, 300),
        ],
        { label: ['DJ', 'DJ', 'DJ'] },
      ),
      sub(
        ['Dětské oslavy', 'Detské oslavy', 'Przyjęcia dla dzieci'],
        [
          sv('Oslava v herně', 'Oslava v herni', 'Urodziny w sali zabaw', 120, 2500),
          sv('Animátor', 'Animátor', 'Animator', 60, 1200),
          sv('Malování na obličej', 'Maľovanie na tvár', 'Malowanie twarzy', 30, 400),
          sv('Skákací hrad', 'Skákací hrad', 'Dmuchany zamek', 120, 1800),
        ],
        { label: ['Dětská herna', 'Detská herňa', 'Sala zabaw'] },
      ),
      sub(
        ['Paintball', 'Paintball', 'Paintball'],
        [
          sv('Hra pro skupinu', 'Hra pre skupinu', 'Gra grupowa', 120, 2500),
          sv('Laser game', 'Laser game', 'Laser tag', 60, 350),
          sv('Zapůjčení výstroje', 'Zapožičanie výstroja', 'Wypożyczenie sprzętu', 15, 200),
          sv('Teambuilding', 'Teambuilding', 'Teambuilding', 120, 3000),
        ],
      ),
    ],
  },
  {
    key: 'obchody',
    slug: sameSlug('obchody'),
    name: ['Obchody', 'Obchody', 'Sklepy'],
    icon: '🛍️',
    weight: 4,
    style: 'solid',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Květinářství', 'Kvetinárstvo', 'Kwiaciarnia'],
        [
          sv('Kytice na přání', 'Kytica na želanie', 'Bukiet na zamówienie', 30, 650),
          sv('Svatební kytice', 'Svadobná kytica', 'Bukiet ślubny', 60, 1800),
          sv('Výzdoba události', 'Výzdoba udalosti', 'Dekoracja okolicznościowa', 120, 3000),
          sv('Rozvoz květin', 'Rozvoz kvetov', 'Dostawa kwiatów', 30, 150),
        ],
        { weight: 2 },
      ),
      sub(
        ['Krejčovství', 'Krajčírstvo', 'Krawiectwo'],
        [
          sv('Zkrácení kalhot', 'Skrátenie nohavíc', 'Skracanie spodni', 15, 200),
          sv('Výměna zipu', 'Výmena zipsu', 'Wymiana zamka', 30, 250),
          sv('Šití na míru – konzultace', 'Šitie na mieru – konzultácia', 'Szycie na miarę – konsultacja', 45, 500),
          sv('Úprava šatů', 'Úprava šiat', 'Przeróbka sukienki', 60, 700),
        ],
        { label: ['Krejčovství', 'Krajčírstvo', 'Pracownia krawiecka'] },
      ),
      sub(
        ['Opravna obuvi', 'Oprava obuvi', 'Szewc'],
        [
          sv('Výměna podpatků', 'Výmena podpätkov', 'Wymiana fleków', 15, 200),
          sv('Nová podrážka', 'Nová podrážka', 'Wymiana zelówki', 30, 450),
          sv('Broušení nožů', 'Brúsenie nožov', 'Ostrzenie noży', 15, 150),
          sv('Výroba klíčů', 'Výroba kľúčov', 'Dorabianie kluczy', 15, 150),
        ],
        { label: ['Opravna obuvi', 'Opravovňa obuvi', 'Zakład szewski'] },
      ),
      sub(
        ['Klenoty a hodinky', 'Klenoty a hodinky', 'Biżuteria i zegarki'],
        [
          sv('Výměna baterie v hodinkách', 'Výmena batérie v hodinkách', 'Wymiana baterii w zegarku', 15, 150),
          sv('Gravírování', 'Gravírovanie', 'Grawerowanie', 30, 300),
          sv('Čištění šperků', 'Čistenie šperkov', 'Czyszczenie biżuterii', 30, 250),
          sv('Úprava velikosti prstenu', 'Úprava veľkosti prsteňa', 'Zmiana rozmiaru pierścionka', 60, 800),
        ],
        { label: ['Klenotnictví', 'Klenotníctvo', 'Jubiler'] },
      ),
      sub(
        ['Oprava elektroniky', 'Oprava elektroniky', 'Serwis elektroniki'],
        [
          sv('Výměna displeje', 'Výmena displeja', 'Wymiana wyświetlacza', 60, 2500),
          sv('Výměna baterie telefonu', 'Výmena batérie telefónu', 'Wymiana baterii w telefonie', 45, 900),
          sv('Diagnostika závady', 'Diagnostika poruchy', 'Diagnoza usterki', 30, 300),
          sv('Čištění notebooku', 'Čistenie notebooku', 'Czyszczenie laptopa', 60, 800),
        ],
        { label: ['Servis elektroniky', 'Servis elektroniky', 'Serwis GSM'] },
      ),
      sub(
        ['Čistírna', 'Čistiareň', 'Pralnia chemiczna'],
        [
          sv('Čištění obleku', 'Čistenie obleku', 'Czyszczenie garnituru', 30, 350),
          sv('Čištění kabátu', 'Čistenie kabáta', 'Czyszczenie płaszcza', 30, 400),
          sv('Praní košil', 'Pranie košieľ', 'Pranie koszul', 15, 150),
          sv('Čištění peřin', 'Čistenie perín', 'Czyszczenie kołdry', 30, 500),
        ],
        { label: ['Čistírna', 'Čistiareň', 'Pralnia'] },
      ),
    ],
  },
];
