import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the booking dialog (a company's page, the customer's repeat booking) and of the choice of
 * a company's branch. Not in the home page's bundle: each module that shows one of them imports this file,
 * which adds them to `translate` when its chunk loads (cs-public.ts).
 */
export const csBooking = {
  'booking.title': 'Rezervace – {company}',
  'booking.stepOf': 'Krok {step} ze 2',
  'booking.step1': 'Vyberte datum a čas',
  'booking.step2': 'Kontaktní údaje',
  'booking.doneTitle': 'Hotovo',
  'booking.serviceLabel': 'Služba',
  'booking.servicePlaceholder': 'Vyberte službu',
  'booking.serviceOption': '{service} ({minutes} min)',
  'booking.employeeLabel': 'Pracovník',
  'booking.anyone': 'Kdokoli',
  'booking.date': 'Datum',
  'booking.time': 'Čas',
  'booking.moreDates': 'Další termíny',
  'booking.loadingSlots': 'Načítám volné termíny...',
  'booking.slotsError': 'Volné termíny se nepodařilo načíst.',
  'booking.noSlots': 'V příštích 14 dnech není volný žádný termín.',
  'booking.noTimes': 'Tento den už není volný žádný čas.',
  'booking.continue': 'Pokračovat',
  'booking.back': 'Zpět',
  'booking.summaryWhen': 'Termín',
  'booking.summaryAt': '{date} v {time}',
  'booking.summaryDuration': 'Délka',
  'booking.minutes': '{minutes} min',
  'booking.summaryPrice': 'Cena',
  'booking.name': 'Jméno a příjmení *',
  'booking.phone': 'Telefon *',
  'booking.email': 'Email *',
  'booking.note': 'Poznámka (volitelné)',
  'booking.submit': 'Rezervovat',
  'booking.submitting': 'Rezervuji...',
  'booking.success': 'Rezervace byla úspěšně odeslána! Brzy vás kontaktujeme pro potvrzení.',
  'booking.failed': 'Rezervaci se nepodařilo odeslat. Zkuste to prosím znovu.',
  'booking.promotionLabel': 'Akce',
  'booking.promotionNone': 'Bez akce',
  'booking.promotionOption': '{title}: {price} místo {original}',
  'booking.promotionSummary': '{title} (původně {original})',

  'companyBranch.title': 'Pobočky',
  'companyBranch.label': 'Pobočka',
  'companyBranch.main': 'Hlavní provozovna',
  'companyBranch.phone': 'Telefon',
  'companyBranch.book': 'Rezervovat v této pobočce',
} as const;
addCzechTexts(csBooking);
