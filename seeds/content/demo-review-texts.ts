import type { CountryCode } from '../../src/config/schema.js';

/** Texts of demo reviews by edition and stars (5, 4, 3, 2); general enough for any kind of business. */
export const REVIEW_TEXTS: Record<CountryCode, Record<5 | 4 | 3 | 2, string[]>> = {
  CZ: {
    5: [
      'Naprosto spokojenost. Ochotný a milý přístup, vše proběhlo přesně podle domluvy.',
      'Skvělá zkušenost, rádi se vrátíme. Termín dodržen na minutu.',
      'Profesionální přístup a příjemné prostředí. Doporučuji všem.',
      'Rezervace online fungovala bez problémů a na místě se o mě výborně postarali.',
      'Nejlepší služba, jakou tu v okolí znám. Děkuji!',
      'Perfektní práce, férová cena a žádné čekání.',
    ],
    4: [
      'Velmi dobré, jen parkování v okolí je trochu složité.',
      'Spokojenost, příjemný personál. Příště si jen vyberu dřívější termín.',
      'Kvalitní služba za rozumnou cenu, chvíli jsme čekali, ale stálo to za to.',
      'Dobrá zkušenost, milé jednání. Určitě přijdu znovu.',
    ],
    3: [
      'Průměrné. Samotná služba v pořádku, ale museli jsme dost dlouho čekat.',
      'Celkově v pohodě, komunikace před návštěvou mohla být lepší.',
    ],
    2: ['Bohužel jsme čekali přes půl hodiny a nikdo se neomluvil.'],
  },
  SK: {
    5: [
      'Úplná spokojnosť. Ochotný a milý prístup, všetko prebehlo presne podľa dohody.',
      'Skvelá skúsenosť, radi sa vrátime. Termín dodržaný na minútu.',
      'Profesionálny prístup a príjemné prostredie. Odporúčam všetkým.',
      'Online rezervácia fungovala bez problémov a na mieste sa o mňa výborne postarali.',
      'Perfektná práca, férová cena a žiadne čakanie.',
    ],
    4: [
      'Veľmi dobré, len parkovanie v okolí je trochu zložité.',
      'Spokojnosť, príjemný personál. Nabudúce si vyberiem skorší termín.',
      'Kvalitná služba za rozumnú cenu, chvíľu sme čakali, ale stálo to za to.',
    ],
    3: ['Priemer. Samotná služba v poriadku, ale čakali sme dosť dlho.', 'Celkovo v pohode, komunikácia pred návštevou mohla byť lepšia.'],
    2: ['Žiaľ, čakali sme vyše pol hodiny a nikto sa neospravedlnil.'],
  },
  PL: {
    5: [
      'Pełne zadowolenie. Miła i pomocna obsługa, wszystko zgodnie z ustaleniami.',
      'Świetne doświadczenie, na pewno wrócimy. Termin dotrzymany co do minuty.',
      'Profesjonalne podejście i przyjemne miejsce. Polecam każdemu.',
      'Rezerwacja online działała bez problemu, a na miejscu świetnie się mną zajęto.',
      'Doskonała robota, uczciwa cena i zero czekania.',
    ],
    4: [
      'Bardzo dobrze, tylko z parkowaniem w okolicy bywa trudno.',
      'Zadowolenie, sympatyczna obsługa. Następnym razem wybiorę wcześniejszy termin.',
      'Dobra usługa w rozsądnej cenie, chwilę czekaliśmy, ale było warto.',
    ],
    3: ['Przeciętnie. Sama usługa w porządku, ale długo czekaliśmy.', 'Ogólnie w porządku, kontakt przed wizytą mógłby być lepszy.'],
    2: ['Niestety czekaliśmy ponad pół godziny i nikt nas nie przeprosił.'],
  },
};

/**
 * `n` star ratings (2-5) whose average is as close to `target` as whole stars allow, mostly the two
 * nearest values, in a shuffled order.
 */
export function ratingsFor(target: number, n: number, shuffle: <T>(items: T[]) => T[]): Array<5 | 4 | 3 | 2> {
  const total = Math.min(5 * n, Math.max(2 * n, Math.round(target * n)));
  const low = Math.max(2, Math.min(4, Math.floor(total / n)));
  const high = low + 1;
  const highs = total - low * n;
  return shuffle(Array.from({ length: n }, (_, i) => (i < highs ? high : low) as 5 | 4 | 3 | 2));
}
