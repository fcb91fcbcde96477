/** Promotions (salon Marketing): options, and the Czech texts the server sends. */

/** MARKETPLACE_PROMOTION_EMAILS_PER_DAY: promotion e-mails one company may queue in a calendar day (its zone). */
export interface PromotionOptions {
  emailsPerDay: number;
}
export const DEFAULT_PROMOTION_OPTIONS: PromotionOptions = { emailsPerDay: 500 };

export const PROMOTION_TEXTS = {
  notFound: 'Akce nenalezena',
  created: 'Akce byla vytvořena',
  updated: 'Akce byla upravena',
  ended: 'Akce byla ukončena; zůstává v přehledu jako ukončená',
  deleted: 'Akce byla smazána',
  serviceNotFound: 'Vyberte službu vaší firmy',
  fixedAbovePrice: 'Sleva nesmí být vyšší než cena služby',
  usageBelowUsed: (used: number) => `Limit použití nesmí být nižší než počet už použitých (${used})`,
  endedCannotChange: 'Ukončenou akci nelze upravit',
  untilInPast: 'Konec platnosti nesmí být v minulosti',
  // a promotion chosen in a booking (field promotion_id)
  unavailable: 'Zvolená akce neplatí pro tuto službu nebo termín rezervace',
  usedUp: 'Zvolená akce už byla vyčerpána. Vyberte jinou nebo rezervujte bez ní.',
  // e-mailing
  sendEnded: 'Ukončenou nebo vyčerpanou akci nelze rozeslat',
  sent: (queued: number, later: number) =>
    later > 0
      ? `Odesíláme ${queued} zákazníkům; dalších ${later} dostane akci po obnovení denního limitu`
      : `Odesíláme ${queued} zákazníkům`,
  noRecipients: 'Nikdo další nečeká na tuto akci: zákazníci se souhlasem s nabídkami ji už dostali',
  dailyLimit: 'Dnešní limit rozesílání je vyčerpán. Zkuste to zítra.',
} as const;
