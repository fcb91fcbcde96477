import type { salonPlanCs } from './texts.js';

/** The salon's plan panel texts in Slovak (composed into i18n/sk-back-office.ts). */
export const salonPlanSk: Record<keyof typeof salonPlanCs, string> = {
  'salonPlan.title': 'Tarifa',
  'salonPlan.current': 'Vaša tarifa: {plan}',
  'salonPlan.bookings': 'Rezervácie tento mesiac: {count} z {limit}',
  'salonPlan.bookingsUnlimited': 'Rezervácie tento mesiac: {count} (bez obmedzenia)',
  'salonPlan.bookingsMeter': 'Využitie mesačného limitu rezervácií',
  'salonPlan.limitReached':
    'Limit online rezervácií je tento mesiac vyčerpaný. Zákazníci si u vás teraz nemôžu rezervovať online; rezervácie zadané tu v administrácii fungujú ďalej.',
  'salonPlan.limitNear': 'Blížite sa k mesačnému limitu online rezervácií.',
  'salonPlan.pending': 'Čaká na potvrdenie: zmena na tarifu {plan} (požiadané {date}).',
  'salonPlan.withdraw': 'Zrušiť žiadosť',
  'salonPlan.withdrawn': 'Žiadosť o zmenu tarify bola zrušená.',
  'salonPlan.choose': 'Požadovaná tarifa',
  'salonPlan.option': '{plan} – {price} / mesiac',
  'salonPlan.optionLimit': '{plan} – {price} / mesiac, {count} rezervácií mesačne',
  'salonPlan.request': 'Požiadať o zmenu tarify',
  'salonPlan.requested': 'Žiadosť o zmenu tarify sme prijali. Zmenu potvrdí prevádzkovateľ.',
  'salonPlan.note': 'Platby neprebiehajú online: zmenu tarify potvrdí prevádzkovateľ portálu a ozve sa vám s faktúrou.',
  'salonPlan.hintBranches': 'Pobočky sú k dispozícii od tarify Business.',
  'salonPlan.hintAnalytics': 'Pokročilé štatistiky sú k dispozícii od tarify Professional.',
  'salonPlan.plansFailed': 'Tarify sa nepodarilo načítať.',
};

/** The salon's plan panel texts in Polish (composed into i18n/pl-back-office.ts). */
export const salonPlanPl: Record<keyof typeof salonPlanCs, string> = {
  'salonPlan.title': 'Plan',
  'salonPlan.current': 'Twój plan: {plan}',
  'salonPlan.bookings': 'Rezerwacje w tym miesiącu: {count} z {limit}',
  'salonPlan.bookingsUnlimited': 'Rezerwacje w tym miesiącu: {count} (bez limitu)',
  'salonPlan.bookingsMeter': 'Wykorzystanie miesięcznego limitu rezerwacji',
  'salonPlan.limitReached':
    'Limit rezerwacji online w tym miesiącu został wyczerpany. Klienci nie mogą teraz rezerwować u Ciebie online; rezerwacje wprowadzone tutaj w panelu działają nadal.',
  'salonPlan.limitNear': 'Zbliżasz się do miesięcznego limitu rezerwacji online.',
  'salonPlan.pending': 'Oczekuje na potwierdzenie: zmiana na plan {plan} (wniosek z {date}).',
  'salonPlan.withdraw': 'Wycofaj wniosek',
  'salonPlan.withdrawn': 'Wniosek o zmianę planu został wycofany.',
  'salonPlan.choose': 'Wybrany plan',
  'salonPlan.option': '{plan} – {price} / miesiąc',
  'salonPlan.optionLimit': '{plan} – {price} / miesiąc, {count} rezerwacji miesięcznie',
  'salonPlan.request': 'Poproś o zmianę planu',
  'salonPlan.requested': 'Przyjęliśmy wniosek o zmianę planu. Zmianę potwierdzi operator.',
  'salonPlan.note':
    'Płatności nie odbywają się online: zmianę planu potwierdzi operator portalu i skontaktuje się z Tobą, przesyłając fakturę.',
  'salonPlan.hintBranches': 'Oddziały są dostępne od planu Business.',
  'salonPlan.hintAnalytics': 'Zaawansowane statystyki są dostępne od planu Professional.',
  'salonPlan.plansFailed': 'Nie udało się wczytać planów.',
};
