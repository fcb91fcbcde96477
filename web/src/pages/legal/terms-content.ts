import type { LegalTexts } from './legal-document.js';

/** Terms of use, short and plain. */
export const TERMS: LegalTexts = {
  cs: {
    title: 'Obchodní podmínky',
    intro: 'Tyto podmínky upravují používání katalogu a rezervačního systému Marketplace zákazníky i firmami.',
    sections: [
      {
        heading: '1. Služba',
        text: 'Marketplace zprostředkovává vyhledání místních firem a rezervaci jejich služeb. Smlouvu o poskytnutí služby uzavírá zákazník přímo s firmou.',
      },
      {
        heading: '2. Uživatelský účet',
        text: 'Uživatel odpovídá za pravdivost údajů a za utajení svého hesla. Účet lze kdykoli zrušit na žádost zaslanou na kontaktní e-mail.',
      },
      {
        heading: '3. Rezervace',
        text: 'Rezervace je závazná po potvrzení firmou. Zrušení nebo změnu termínu řeší zákazník podle podmínek konkrétní firmy.',
      },
      {
        heading: '4. Firemní tarify',
        text: 'Placené tarify se hradí měsíčně, bez zřizovacích poplatků a lze je kdykoli zrušit. Do 30 dnů od první platby vracíme peníze bez udání důvodu.',
      },
      {
        heading: '5. Obsah a recenze',
        text: 'Firmy odpovídají za správnost svého profilu. Recenze musí být pravdivé a slušné; nevhodný obsah můžeme odstranit.',
      },
      {
        heading: '6. Závěrečná ustanovení',
        text: 'Podmínky se řídí právem země, jejíž edici uživatel používá. O změně podmínek informujeme s dostatečným předstihem.',
      },
    ],
  },
  sk: {
    title: 'Obchodné podmienky',
    intro: 'Tieto podmienky upravujú používanie katalógu a rezervačného systému Marketplace zákazníkmi aj firmami.',
    sections: [
      {
        heading: '1. Služba',
        text: 'Marketplace sprostredkúva vyhľadanie miestnych firiem a rezerváciu ich služieb. Zmluvu o poskytnutí služby uzatvára zákazník priamo s firmou.',
      },
      {
        heading: '2. Používateľský účet',
        text: 'Používateľ zodpovedá za pravdivosť údajov a za utajenie svojho hesla. Účet možno kedykoľvek zrušiť na žiadosť zaslanú na kontaktný e-mail.',
      },
      {
        heading: '3. Rezervácie',
        text: 'Rezervácia je záväzná po potvrdení firmou. Zrušenie alebo zmenu termínu rieši zákazník podľa podmienok konkrétnej firmy.',
      },
      {
        heading: '4. Firemné tarify',
        text: 'Platené tarify sa hradia mesačne, bez zriaďovacích poplatkov a možno ich kedykoľvek zrušiť. Do 30 dní od prvej platby vraciame peniaze bez udania dôvodu.',
      },
      {
        heading: '5. Obsah a recenzie',
        text: 'Firmy zodpovedajú za správnosť svojho profilu. Recenzie musia byť pravdivé a slušné; nevhodný obsah môžeme odstrániť.',
      },
      {
        heading: '6. Záverečné ustanovenia',
        text: 'Podmienky sa riadia právom krajiny, ktorej edíciu používateľ používa. O zmene podmienok informujeme s dostatočným predstihom.',
      },
    ],
  },
  pl: {
    title: 'Regulamin',
    intro: 'Niniejszy regulamin określa zasady korzystania z katalogu i systemu rezerwacji Marketplace przez klientów i firmy.',
    sections: [
      {
        heading: '1. Usługa',
        text: 'Marketplace pośredniczy w wyszukiwaniu lokalnych firm i rezerwacji ich usług. Umowę o świadczenie usługi klient zawiera bezpośrednio z firmą.',
      },
      {
        heading: '2. Konto użytkownika',
        text: 'Użytkownik odpowiada za prawdziwość danych i zachowanie hasła w tajemnicy. Konto można w każdej chwili usunąć na prośbę wysłaną na adres kontaktowy.',
      },
      {
        heading: '3. Rezerwacje',
        text: 'Rezerwacja jest wiążąca po potwierdzeniu przez firmę. Odwołanie lub zmianę terminu klient ustala zgodnie z zasadami danej firmy.',
      },
      {
        heading: '4. Plany dla firm',
        text: 'Płatne plany są rozliczane miesięcznie, bez opłat aktywacyjnych, i można z nich zrezygnować w dowolnym momencie. W ciągu 30 dni od pierwszej płatności zwracamy pieniądze bez podania przyczyny.',
      },
      {
        heading: '5. Treści i opinie',
        text: 'Firmy odpowiadają za poprawność swojego profilu. Opinie muszą być prawdziwe i kulturalne; nieodpowiednie treści możemy usunąć.',
      },
      {
        heading: '6. Postanowienia końcowe',
        text: 'Regulamin podlega prawu kraju, z którego wersji korzysta użytkownik. O zmianach regulaminu informujemy z odpowiednim wyprzedzeniem.',
      },
    ],
  },
};
