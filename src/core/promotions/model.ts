/** Promotions (salon Marketing): options, and the Czech texts the server sends. */

export interface PromotionOptions {
  /** MARKETPLACE_PROMOTION_EMAILS_PER_DAY: promotion e-mails one company may queue in a calendar day (its zone) */
  emailsPerDay: number;
  /**
   * MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK: promotion e-mails one company may send one customer
   * e-mail in a week (the 7 days back from now), across all its promotions
   */
  emailsPerCustomerWeek: number;
}
export const DEFAULT_PROMOTION_OPTIONS: PromotionOptions = { emailsPerDay: 500, emailsPerCustomerWeek: 2 };

const CZECH_PLURALS = new Intl.PluralRules('cs');
/** '1 zákazník dosáhl … a byl přeskočen', '3 zákazníci dosáhli … a byli přeskočeni', '5 zákazníků dosáhlo … a bylo přeskočeno' */
const skippedCs = (n: number, max: number) => {
  const form = CZECH_PLURALS.select(n);
  const [who, reached, skipped] =
    form === 'one'
      ? ['zákazník', 'dosáhl', 'byl přeskočen']
      : form === 'few'
        ? ['zákazníci', 'dosáhli', 'byli přeskočeni']
        : ['zákazníků', 'dosáhlo', 'bylo přeskočeno'];
  return `${n} ${who} ${reached} týdenního limitu akčních e-mailů (${max} za 7 dní) a ${skipped}`;
};

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
  sent: (queued: number, later: number, skippedWeekly = 0, weeklyMax = 0) =>
    (later > 0
      ? `Odesíláme ${queued} zákazníkům; dalších ${later} dostane akci po obnovení denního limitu`
      : `Odesíláme ${queued} zákazníkům`) + (skippedWeekly > 0 ? `; ${skippedCs(skippedWeekly, weeklyMax)}` : ''),
  noRecipients: 'Nikdo další nečeká na tuto akci: zákazníci se souhlasem s nabídkami ji už dostali',
  dailyLimit: 'Dnešní limit rozesílání je vyčerpán. Zkuste to zítra.',
} as const;
