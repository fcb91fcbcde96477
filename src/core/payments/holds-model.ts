/**
 * Holds (core/payments/holds.service.ts): a featured campaign or an outdoor contract bought by a company takes its
 * slot or space at once but is a hold awaiting payment until it is paid (a card, a matched transfer, the
 * operator's confirmation); unpaid after MARKETPLACE_FEATURED_HOLD_HOURS it is cancelled and frees them.
 */

export interface HoldOptions {
  /** MARKETPLACE_FEATURED_HOLD_HOURS: how long an unpaid purchase holds its slot or space */
  holdHours: number;
  /** MARKETPLACE_FEATURED_MAX_HOLDS: open holds (campaigns and outdoor contracts awaiting payment) of one company */
  maxHolds: number;
  /** MARKETPLACE_SHOP_BANK_ACCOUNT: the account a transfer goes to ('' : no transfer details and no QR code) */
  bankAccount: string;
  /** whether cards are offered (a card payment provider is configured) */
  cardPayments: boolean;
  /** the payee's name in a PAY by square code */
  beneficiary: string;
}

export const DEFAULT_HOLD_OPTIONS: HoldOptions = {
  holdHours: 48,
  maxHolds: 3,
  bankAccount: '',
  cardPayments: false,
  beneficiary: 'Marketplace',
};

const PLURAL = new Intl.PluralRules('cs');

export const HOLD_TEXTS = {
  /** 403 of a purchase by a listing not verified yet */
  notVerified:
    'Reklamu lze koupit až po ověření vašeho profilu. Nejprve musí administrátor ověřit váš zápis firmy, pak můžete objednat kampaň nebo reklamní plochu.',
  /** 409 of one more open hold than MARKETPLACE_FEATURED_MAX_HOLDS */
  tooManyHolds: (max: number) => {
    const form = PLURAL.select(max);
    const what = form === 'one' ? 'nezaplacenou objednávku' : form === 'few' ? 'nezaplacené objednávky' : 'nezaplacených objednávek';
    return `Máte už ${max} ${what} reklamy. Nejprve je prosím zaplaťte, pak můžete objednat další.`;
  },
  /** the note of a campaign's transfer and of an outdoor contract's */
  featuredMessage: (name: string) => `Kampaň ${name}`,
  outdoorMessage: (campaign: string) => `Outdoor ${campaign}`,
  confirmed: 'Platba byla potvrzena',
  notAwaiting: 'Platba už nečeká na zaplacení (je zaplacena nebo zrušena)',
  /** 409 of 'Zaplatit kartou' on a payment that is not an awaiting card payment */
  notCardPayable: 'Tuto platbu už nelze zaplatit kartou (je zaplacena, zrušena nebo se platí převodem).',
  /** 503 when the payment page could not be opened (the hold stays; 'Zaplatit kartou' tries again) */
  checkoutFailed: 'Platební bránu se teď nepodařilo otevřít. Objednávka reklamy je uložena a čeká na platbu; zkuste prosím zaplatit znovu.',
  /** the company's notification of a purchase paid */
  featuredPaidTitle: 'Kampaň je zaplacena',
  outdoorPaidTitle: 'Outdoorová reklama je zaplacena',
  featuredExpiredTitle: 'Nezaplacená kampaň byla zrušena',
  outdoorExpiredTitle: 'Nezaplacená outdoorová reklama byla zrušena',
} as const;
