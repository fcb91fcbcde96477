/** Czech texts of the salon's plan panel (Nastavení › Tarif; composed in cs-back-office.ts). */
export const salonPlanCs = {
  'salonPlan.title': 'Tarif',
  'salonPlan.current': 'Váš tarif: {plan}',
  'salonPlan.bookings': 'Rezervace tento měsíc: {count} z {limit}',
  'salonPlan.bookingsUnlimited': 'Rezervace tento měsíc: {count} (bez omezení)',
  'salonPlan.bookingsMeter': 'Využití měsíčního limitu rezervací',
  'salonPlan.limitReached':
    'Limit online rezervací je tento měsíc vyčerpán. Zákazníci vás nyní nemohou rezervovat online; rezervace zadané zde v administraci fungují dál.',
  'salonPlan.limitNear': 'Blížíte se měsíčnímu limitu online rezervací.',
  'salonPlan.pending': 'Čeká na potvrzení: změna na tarif {plan} (požádáno {date}).',
  'salonPlan.withdraw': 'Zrušit žádost',
  'salonPlan.withdrawn': 'Žádost o změnu tarifu byla zrušena.',
  'salonPlan.choose': 'Požadovaný tarif',
  'salonPlan.option': '{plan} – {price} / měsíc',
  'salonPlan.optionLimit': '{plan} – {price} / měsíc, {count} rezervací měsíčně',
  'salonPlan.request': 'Požádat o změnu tarifu',
  'salonPlan.requested': 'Žádost o změnu tarifu jsme přijali. Změnu potvrdí provozovatel.',
  'salonPlan.note': 'Platby neprobíhají online: změnu tarifu potvrdí provozovatel portálu a ozve se vám s fakturou.',
  'salonPlan.hintBranches': 'Pobočky jsou k dispozici od tarifu Business.',
  'salonPlan.hintAnalytics': 'Pokročilé statistiky jsou k dispozici od tarifu Professional.',
  'salonPlan.plansFailed': 'Tarify se nepodařilo načíst.',
} as const;
