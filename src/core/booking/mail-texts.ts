import { readTemplateFile, type SystemTemplateKey, type TemplateText } from '../mail/template-files.js';

/**
 * What booking e-mails say, by the booking's status, in the edition's language. The texts are the
 * package's templates/ files (templates/README.md), installed as templates an admin may edit; the
 * admin's template wins when active (mail/system-texts.service.ts). A business name is never declined: the
 * texts name it after a noun ('u firmy Studio Markéta', 'vo firme …', 'w firmie …').
 */

export type BookingTemplateText = TemplateText;

/** A Czech built-in text, read from its file when first asked (no file is read on import). */
const czech = (key: SystemTemplateKey): BookingTemplateText => ({
  get subject() {
    return readTemplateFile(key, 'cs').subject;
  },
  get html() {
    return readTemplateFile(key, 'cs').html;
  },
  get text() {
    return readTemplateFile(key, 'cs').text;
  },
});

/** A confirmed booking: confirmed by the business, or entered by the business itself (Czech built-in text). */
export const BOOKING_CONFIRMED = czech('booking_confirmation');

/** The built-in confirmation template as migration 000006 shipped it (it said 'confirmed' for every new booking). */
export const BOOKING_CONFIRMATION_V1 = {
  subject: 'Potvrzení rezervace: {{company_name}}, {{date}} v {{time}}',
  text_content:
    'Vaše rezervace je potvrzena\n\nDobrý den,\n\ntěšíme se na vás v {{company_name}} dne {{date}} v {{time}}.\n\n' +
    'Pokud nemůžete přijít, rezervaci prosím zrušte: {{cta_link}}\n\nS pozdravem\ntým Marketplace',
};

/** The template of each booking message. */
export const BOOKING_MAIL_KEYS = {
  received: 'booking_received',
  confirmed: 'booking_confirmation',
  cancelledToCustomer: {
    customer: 'booking_cancelled_by_customer',
    company: 'booking_cancelled_by_company',
    admin: 'booking_cancelled_by_admin',
  },
  businessNew: 'business_booking_new',
  businessCancelled: { customer: 'business_booking_cancelled_by_customer', admin: 'business_booking_cancelled_by_admin' },
} as const satisfies Record<string, SystemTemplateKey | Record<string, SystemTemplateKey>>;
