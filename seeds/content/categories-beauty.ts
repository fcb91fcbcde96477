import { ALL_COUNTRIES, sameSlug, skSv, skText, sub, sv, type GroupDef } from './category-def.js';

/** Beauty and wellness, plus the three Slovak-only beauty categories. */
export const BEAUTY_GROUPS: GroupDef[] = [
  {
    key: 'krasa',
    slug: sameSlug('krasa'),
    name: ['Krása', 'Krása', 'Uroda'],
    icon: '💇',
    weight: 30,
    skWeight: 8,
    style: 'personal',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Kadeřnictví', 'Kaderníctvo', 'Fryzjer'],
        [
          sv('Dámský střih', 'Dámsky strih', 'Strzyżenie damskie', 60, 650),
          sv('Pánský střih', 'Pánsky strih', 'Strzyżenie męskie', 30, 350),
          sv('Barvení vlasů', 'Farbenie vlasov', 'Koloryzacja włosów', 120, 1400),
          sv('Melír', 'Melír', 'Pasemka', 120, 1600),
          sv('Foukaná', 'Fúkaná', 'Modelowanie włosów', 45, 450),
          sv('Společenský účes', 'Spoločenský účes', 'Upięcie okolicznościowe', 60, 900),
        ],
        { weight: 5, label: ['Kadeřnictví', 'Kaderníctvo', 'Salon fryzjerski'] },
      ),
      sub(
        ['Barbershop', 'Barbershop', 'Barber shop'],
        [
          sv('Pánský střih', 'Pánsky strih', 'Strzyżenie męskie', 45, 450),
          sv('Úprava vousů', 'Úprava brady', 'Trymowanie brody', 30, 300),
          sv('Holení břitvou', 'Holenie britvou', 'Golenie brzytwą', 30, 350),
          sv('Střih a vousy', 'Strih a brada', 'Strzyżenie i broda', 60, 650),
          sv('Dětský střih', 'Detský strih', 'Strzyżenie dziecięce', 30, 250),
        ],
        { weight: 4, style: 'barber' },
      ),
      sub(
        ['Kosmetika', 'Kozmetika', 'Kosmetyka'],
        [
          sv('Kosmetické ošetření pleti', 'Kozmetické ošetrenie pleti', 'Zabieg pielęgnacyjny twarzy', 60, 990),
          sv('Hloubkové čištění pleti', 'Hĺbkové čistenie pleti', 'Oczyszczanie twarzy', 60, 890),
          sv('Chemický peeling', 'Chemický peeling', 'Peeling chemiczny', 45, 1200),
          sv('Úprava obočí', 'Úprava obočia', 'Regulacja brwi', 15, 150),
          sv('Denní líčení', 'Denné líčenie', 'Makijaż dzienny', 45, 600),
        ],
        { weight: 4, label: ['Kosmetický salon', 'Kozmetický salón', 'Gabinet kosmetyczny'] },
      ),
      sub(
        ['Manikúra a pedikúra', 'Manikúra a pedikúra', 'Manicure i pedicure'],
        [
          sv('Manikúra', 'Manikúra', 'Manicure klasyczny', 45, 400),
          sv('Gelové nehty', 'Gélové nechty', 'Paznokcie żelowe', 90, 900),
          sv('Gel lak', 'Gél lak', 'Manicure hybrydowy', 60, 550),
          sv('Pedikúra', 'Pedikúra', 'Pedicure', 60, 550),
        ],
        { weight: 3, label: ['Nehtové studio', 'Nechtové štúdio', 'Studio paznokci'] },
      ),
      sub(
        ['Masáže', 'Masáže', 'Masaż'],
        [
          sv('Klasická masáž', 'Klasická masáž', 'Masaż klasyczny', 60, 750),
          sv('Relaxační masáž', 'Relaxačná masáž', 'Masaż relaksacyjny', 60, 800),
          sv('Masáž zad a šíje', 'Masáž chrbta a šije', 'Masaż pleców i karku', 30, 450),
          sv('Masáž lávovými kameny', 'Masáž lávovými kameňmi', 'Masaż gorącymi kamieniami', 90, 1200),
        ],
        { weight: 2, label: ['Masáže', 'Masáže', 'Gabinet masażu'] },
      ),
      sub(
        ['Líčení a vizáž', 'Líčenie a vizáž', 'Makijaż'],
        [
          sv('Svatební líčení', 'Svadobné líčenie', 'Makijaż ślubny', 90, 1800),
          sv('Denní líčení', 'Denné líčenie', 'Makijaż dzienny', 45, 600),
          sv('Večerní líčení', 'Večerné líčenie', 'Makijaż wieczorowy', 60, 900),
          sv('Kurz líčení', 'Kurz líčenia', 'Lekcja makijażu', 90, 1500),
        ],
        { label: ['Studio vizáže', 'Vizážne štúdio', 'Studio makijażu'] },
      ),
      sub(
        ['Řasy a obočí', 'Mihalnice a obočie', 'Rzęsy i brwi'],
        [
          sv('Prodlužování řas', 'Predlžovanie mihalníc', 'Przedłużanie rzęs', 120, 1500),
          sv('Lash lifting', 'Lash lifting', 'Lifting rzęs', 60, 900),
          sv('Laminace obočí', 'Laminácia obočia', 'Laminacja brwi', 45, 700),
          sv('Barvení řas a obočí', 'Farbenie mihalníc a obočia', 'Henna rzęs i brwi', 30, 300),
        ],
        { label: ['Lash studio', 'Lash štúdio', 'Lash studio'] },
      ),
      sub(
        ['Depilace', 'Depilácia', 'Depilacja'],
        [
          sv('Depilace voskem – nohy', 'Depilácia voskom – nohy', 'Depilacja woskiem – nogi', 45, 600),
          sv('Depilace podpaží', 'Depilácia podpazušia', 'Depilacja pach', 15, 200),
          sv('Depilace cukrovou pastou', 'Depilácia cukrovou pastou', 'Depilacja pastą cukrową', 60, 800),
          sv('Laserová epilace', 'Laserová epilácia', 'Depilacja laserowa', 30, 1500),
        ],
        { label: ['Depilační studio', 'Depilačné štúdio', 'Studio depilacji'] },
      ),
    ],
  },
  {
    key: 'wellness',
    slug: sameSlug('wellness'),
    name: ['Wellness', 'Wellness', 'Wellness'],
    icon: '🧖',
    weight: 9,
    style: 'soft',
    countries: ALL_COUNTRIES,
    subs: [
      sub(
        ['Masáže', 'Masáže', 'Masaż'],
        [
          sv('Thajská masáž', 'Thajská masáž', 'Masaż tajski', 60, 900),
          sv('Aromaterapeutická masáž', 'Aromaterapeutická masáž', 'Masaż aromaterapeutyczny', 60, 850),
          sv('Sportovní masáž', 'Športová masáž', 'Masaż sportowy', 45, 700),
          sv('Masáž pro páry', 'Masáž pre páry', 'Masaż dla par', 60, 1800),
        ],
        { weight: 3, label: ['Masážní salon', 'Masážny salón', 'Salon masażu'] },
      ),
      sub(
        ['Sauna', 'Sauna', 'Sauna'],
        [
          sv('Finská sauna', 'Fínska sauna', 'Sauna fińska', 90, 250),
          sv('Privátní sauna', 'Privátna sauna', 'Sauna prywatna', 120, 1200),
          sv('Parní lázeň', 'Parný kúpeľ', 'Łaźnia parowa', 60, 220),
          sv('Saunový ceremoniál', 'Saunový ceremoniál', 'Seans saunowy', 30, 150),
        ],
        { weight: 2 },
      ),
      sub(
        ['Lázně', 'Kúpele', 'Uzdrowisko'],
        [
          sv('Pivní lázeň', 'Pivný kúpeľ', 'Kąpiel piwna', 60, 1500),
          sv('Perličková koupel', 'Perličkový kúpeľ', 'Kąpiel perełkowa', 30, 500),
          sv('Bahenní zábal', 'Bahenný zábal', 'Okład borowinowy', 45, 800),
          sv('Vířivka', 'Vírivka', 'Jacuzzi', 60, 600),
        ],
        { label: ['Lázně', 'Kúpele', 'Spa'] },
      ),
      sub(
        ['Wellness centrum', 'Wellness centrum', 'Centrum wellness'],
        [
          sv('Vstup do wellness', 'Vstup do wellness', 'Wejście do strefy wellness', 120, 450),
          sv('Privátní wellness pro dva', 'Privátny wellness pre dvoch', 'Prywatne spa dla dwojga', 120, 2200),
          sv('Relax balíček', 'Relax balíček', 'Pakiet relaks', 90, 1500),
          sv('Zábal těla', 'Zábal tela', 'Zabieg na ciało', 60, 900),
        ],
        { weight: 2, label: ['Wellness', 'Wellness', 'Wellness'] },
      ),
      sub(
        ['Solná jeskyně', 'Soľná jaskyňa', 'Grota solna'],
        [
          sv('Pobyt v solné jeskyni', 'Pobyt v soľnej jaskyni', 'Seans w grocie solnej', 45, 150),
          sv('Permanentka na 10 vstupů', 'Permanentka na 10 vstupov', 'Karnet na 10 wejść', 45, 1200),
          sv('Solná inhalace', 'Soľná inhalácia', 'Inhalacja solankowa', 30, 200),
          sv('Dětský vstup', 'Detský vstup', 'Wejście dla dzieci', 45, 150),
        ],
      ),
      sub(
        ['Jóga a meditace', 'Jóga a meditácia', 'Joga i medytacja'],
        [
          sv('Hatha jóga', 'Hatha jóga', 'Hatha joga', 90, 250),
          sv('Meditace', 'Meditácia', 'Medytacja', 60, 200),
          sv('Jin jóga', 'Jin jóga', 'Yin joga', 90, 250),
          sv('Individuální lekce', 'Individuálna lekcia', 'Lekcja indywidualna', 60, 900),
        ],
        { label: ['Jóga studio', 'Jóga štúdio', 'Studio jogi'] },
      ),
    ],
  },
  {
    key: 'barbershop',
    slug: sameSlug('barbershop'),
    name: skText('Barbershop'),
    icon: '💈',
    weight: 0,
    skWeight: 8,
    style: 'barber',
    countries: ['SK'],
    subs: [
      sub(
        skText('Pánske strihy'),
        [skSv('Pánsky strih', 45, 450), skSv('Strih strojčekom', 30, 300), skSv('Detský strih', 30, 250), skSv('Strih a umytie', 60, 550)],
        { weight: 3 },
      ),
      sub(
        skText('Úprava brady'),
        [skSv('Úprava brady', 30, 300), skSv('Holenie britvou', 30, 350), skSv('Farbenie brady', 30, 350), skSv('Strih a brada', 60, 650)],
        { weight: 2 },
      ),
      sub(skText('Pánska kozmetika'), [
        skSv('Čistenie pleti pre mužov', 45, 700),
        skSv('Maska na tvár', 30, 400),
        skSv('Depilácia nosa a uší', 15, 150),
        skSv('Úprava obočia', 15, 150),
      ]),
    ],
  },
  {
    key: 'kadernictvo',
    slug: sameSlug('kadernictvo'),
    name: skText('Kaderníctvo'),
    icon: '✂️',
    weight: 0,
    skWeight: 10,
    style: 'personal',
    countries: ['SK'],
    subs: [
      sub(
        skText('Dámske strihy'),
        [skSv('Dámsky strih', 60, 650), skSv('Strih a fúkaná', 60, 700), skSv('Strih ofiny', 15, 150), skSv('Fúkaná', 45, 450)],
        { weight: 3, label: skText('Kaderníctvo') },
      ),
      sub(
        skText('Farbenie vlasov'),
        [skSv('Farbenie odrastov', 90, 1100), skSv('Celofarbenie', 120, 1500), skSv('Balayage', 120, 2600), skSv('Melír', 120, 1600)],
        { weight: 2, label: skText('Kaderníctvo') },
      ),
      sub(
        skText('Svadobné a spoločenské účesy'),
        [skSv('Svadobný účes', 90, 1800), skSv('Spoločenský účes', 60, 900), skSv('Skúšobný účes', 60, 800), skSv('Fúkaná', 45, 450)],
        { label: skText('Kaderníctvo') },
      ),
      sub(
        skText('Predlžovanie vlasov'),
        [
          skSv('Predlžovanie vlasov', 120, 3000),
          skSv('Keratínová regenerácia', 120, 2400),
          skSv('Korekcia predĺženia', 90, 1500),
          skSv('Konzultácia', 15, 150),
        ],
        { label: skText('Vlasové štúdio') },
      ),
    ],
  },
  {
    key: 'kozmetika',
    slug: sameSlug('kozmetika'),
    name: skText('Kozmetika'),
    icon: '💄',
    weight: 0,
    skWeight: 8,
    style: 'personal',
    countries: ['SK'],
    subs: [
      sub(
        skText('Ošetrenie pleti'),
        [
          skSv('Kozmetické ošetrenie', 60, 990),
          skSv('Hĺbkové čistenie pleti', 60, 890),
          skSv('Hydratačné ošetrenie', 60, 1100),
          skSv('Anti-age ošetrenie', 90, 1500),
        ],
        { weight: 3, label: skText('Kozmetický salón') },
      ),
      sub(
        skText('Mihalnice a obočie'),
        [
          skSv('Predlžovanie mihalníc', 120, 1500),
          skSv('Lash lifting', 60, 900),
          skSv('Laminácia obočia', 45, 700),
          skSv('Farbenie obočia', 15, 150),
        ],
        { label: skText('Lash štúdio') },
      ),
      sub(
        skText('Manikúra a pedikúra'),
        [skSv('Manikúra', 45, 400), skSv('Gélové nechty', 90, 900), skSv('Pedikúra', 60, 550), skSv('Gél lak', 60, 550)],
        { weight: 2, label: skText('Nechtové štúdio') },
      ),
      sub(
        skText('Permanentný make-up'),
        [
          skSv('Permanentný make-up obočia', 120, 3000),
          skSv('Permanentný make-up pier', 120, 3000),
          skSv('Očné linky', 90, 2500),
          skSv('Korekcia PMU', 60, 1500),
        ],
        { label: skText('PMU štúdio') },
      ),
    ],
  },
];
