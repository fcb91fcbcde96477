import type { LegalTexts } from './legal-document.js';

/** Privacy notice, short and plain. */
export const PRIVACY: LegalTexts = {
  cs: {
    title: 'Ochrana osobních údajů',
    intro: 'Vaše osobní údaje zpracováváme jen v rozsahu nutném pro provoz služby a v souladu s nařízením GDPR.',
    sections: [
      {
        heading: 'Jaké údaje zpracováváme',
        text: 'Jméno, e-mail a telefon při registraci a rezervaci, historii rezervací a technické údaje nutné k zabezpečení účtu.',
      },
      {
        heading: 'Proč je zpracováváme',
        text: 'Abychom mohli vést váš účet, předat rezervaci vybrané firmě a poslat vám potvrzení a připomínky.',
      },
      { heading: 'Komu je předáváme', text: 'Údaje k rezervaci předáváme jen firmě, u které rezervujete. Údaje neprodáváme.' },
      { heading: 'Jak dlouho je uchováváme', text: 'Po dobu trvání účtu a dále jen tak dlouho, jak vyžadují právní předpisy.' },
      {
        heading: 'Cookies a analytika',
        text: 'Používáme jen nezbytné úložiště prohlížeče (přihlášení, motiv vzhledu) a anonymní měření návštěvnosti bez cookies.',
      },
      {
        heading: 'Vaše práva',
        text: 'Máte právo na přístup, opravu, výmaz a přenositelnost údajů a právo podat stížnost u dozorového úřadu. Napište nám na kontaktní e-mail.',
      },
    ],
  },
  sk: {
    title: 'Ochrana osobných údajov',
    intro: 'Vaše osobné údaje spracúvame len v rozsahu nevyhnutnom na prevádzku služby a v súlade s nariadením GDPR.',
    sections: [
      {
        heading: 'Aké údaje spracúvame',
        text: 'Meno, e-mail a telefón pri registrácii a rezervácii, históriu rezervácií a technické údaje potrebné na zabezpečenie účtu.',
      },
      {
        heading: 'Prečo ich spracúvame',
        text: 'Aby sme mohli viesť váš účet, odovzdať rezerváciu vybranej firme a poslať vám potvrdenie a pripomienky.',
      },
      { heading: 'Komu ich odovzdávame', text: 'Údaje k rezervácii odovzdávame len firme, u ktorej rezervujete. Údaje nepredávame.' },
      { heading: 'Ako dlho ich uchovávame', text: 'Počas trvania účtu a ďalej len tak dlho, ako vyžadujú právne predpisy.' },
      {
        heading: 'Cookies a analytika',
        text: 'Používame len nevyhnutné úložisko prehliadača (prihlásenie, motív vzhľadu) a anonymné meranie návštevnosti bez cookies.',
      },
      {
        heading: 'Vaše práva',
        text: 'Máte právo na prístup, opravu, vymazanie a prenosnosť údajov a právo podať sťažnosť dozornému orgánu. Napíšte nám na kontaktný e-mail.',
      },
    ],
  },
  pl: {
    title: 'Polityka prywatności',
    intro: 'Twoje dane osobowe przetwarzamy wyłącznie w zakresie niezbędnym do działania serwisu i zgodnie z RODO.',
    sections: [
      {
        heading: 'Jakie dane przetwarzamy',
        text: 'Imię i nazwisko, e-mail i telefon podane przy rejestracji i rezerwacji, historię rezerwacji oraz dane techniczne potrzebne do zabezpieczenia konta.',
      },
      {
        heading: 'W jakim celu',
        text: 'Aby prowadzić Twoje konto, przekazać rezerwację wybranej firmie oraz wysyłać potwierdzenia i przypomnienia.',
      },
      { heading: 'Komu je przekazujemy', text: 'Dane rezerwacji przekazujemy tylko firmie, w której rezerwujesz. Nie sprzedajemy danych.' },
      {
        heading: 'Jak długo je przechowujemy',
        text: 'Przez czas istnienia konta, a następnie tylko tak długo, jak wymagają tego przepisy.',
      },
      {
        heading: 'Pliki cookies i analityka',
        text: 'Używamy tylko niezbędnej pamięci przeglądarki (logowanie, motyw) oraz anonimowego pomiaru ruchu bez cookies.',
      },
      {
        heading: 'Twoje prawa',
        text: 'Masz prawo dostępu, sprostowania, usunięcia i przenoszenia danych oraz prawo wniesienia skargi do organu nadzorczego. Napisz do nas na adres kontaktowy.',
      },
    ],
  },
};
