/**
 * What booking e-mails say, by the booking's status (Czech; no Slovak or Polish mail texts exist yet,
 * so every edition gets these). A business name is never declined: the texts name it after a noun
 * ('u firmy Studio Markéta', 'firma Studio Markéta'), which reads right whatever the name is.
 *
 * The two customer messages with a template (`booking_received` for a booking waiting for the
 * business, `booking_confirmation` for a confirmed one) are built-in templates an admin may edit;
 * these are their built-in texts (seeds/content/email-templates.ts) and the fallback when a template
 * is missing or switched off. Placeholders: {{company_name}}, {{date}}, {{time}}, {{cta_link}}.
 */

export interface BookingTemplateText {
  subject: string;
  html: string;
  text: string;
}

const SIGNATURE_HTML = '<p>S pozdravem<br>tým Marketplace</p>';
const SIGNATURE_TEXT = 'S pozdravem\ntým Marketplace';

/** A booking made by the customer, waiting for the business to confirm it. */
export const BOOKING_RECEIVED: BookingTemplateText = {
  subject: 'Rezervace přijata, čeká na potvrzení: firma {{company_name}}, {{date}} v {{time}}',
  html:
    '<h2>Rezervace přijata, čeká na potvrzení</h2><p>Dobrý den,</p><p>přijali jsme vaši rezervaci u firmy <strong>{{company_name}}</strong>' +
    ' na <strong>{{date}}</strong> v <strong>{{time}}</strong>. Firma ji zatím nepotvrdila; jakmile ji potvrdí, pošleme vám další e-mail.</p>' +
    '<p>Pokud nemůžete přijít, rezervaci prosím zrušte: <a href="{{cta_link}}">Zrušit rezervaci</a></p>' +
    SIGNATURE_HTML,
  text:
    'Rezervace přijata, čeká na potvrzení\n\nDobrý den,\n\npřijali jsme vaši rezervaci u firmy {{company_name}} na {{date}} v {{time}}. ' +
    'Firma ji zatím nepotvrdila; jakmile ji potvrdí, pošleme vám další e-mail.\n\n' +
    'Pokud nemůžete přijít, rezervaci prosím zrušte: {{cta_link}}\n\n' +
    SIGNATURE_TEXT,
};

/** A confirmed booking: confirmed by the business, or entered by the business itself. */
export const BOOKING_CONFIRMED: BookingTemplateText = {
  subject: 'Rezervace potvrzena: firma {{company_name}}, {{date}} v {{time}}',
  html:
    '<h2>Vaše rezervace je potvrzena</h2><p>Dobrý den,</p><p>vaše rezervace u firmy <strong>{{company_name}}</strong> na <strong>{{date}}</strong>' +
    ' v <strong>{{time}}</strong> je potvrzená. Těšíme se na vás.</p>' +
    '<p>Pokud nemůžete přijít, rezervaci prosím zrušte: <a href="{{cta_link}}">Spravovat rezervaci</a></p>' +
    SIGNATURE_HTML,
  text:
    'Vaše rezervace je potvrzena\n\nDobrý den,\n\nvaše rezervace u firmy {{company_name}} na {{date}} v {{time}} je potvrzená. Těšíme se na vás.\n\n' +
    'Pokud nemůžete přijít, rezervaci prosím zrušte: {{cta_link}}\n\n' +
    SIGNATURE_TEXT,
};

/** The built-in confirmation template as migration 000006 shipped it (it said 'confirmed' for every new booking). */
export const BOOKING_CONFIRMATION_V1 = {
  subject: 'Potvrzení rezervace: {{company_name}}, {{date}} v {{time}}',
  text_content:
    'Vaše rezervace je potvrzena\n\nDobrý den,\n\ntěšíme se na vás v {{company_name}} dne {{date}} v {{time}}.\n\n' +
    'Pokud nemůžete přijít, rezervaci prosím zrušte: {{cta_link}}\n\nS pozdravem\ntým Marketplace',
};

export interface MailFacts {
  company: string;
  service: string;
  date: string;
  time: string;
}

const quoted = (s: string) => `„${s}“`;

/** Who cancelled, as the customer reads it. */
export const CANCELLED_TO_CUSTOMER = {
  subject: (f: MailFacts) => `Rezervace zrušena: ${f.service}, firma ${f.company}, ${f.date} v ${f.time}`,
  customer: (f: MailFacts) =>
    `Dobrý den,\n\nna vaši žádost jsme zrušili rezervaci služby ${quoted(f.service)} u firmy ${f.company} na ${f.date} v ${f.time}.\n\n${SIGNATURE_TEXT}`,
  company: (f: MailFacts) =>
    `Dobrý den,\n\nfirma ${f.company} zrušila vaši rezervaci služby ${quoted(f.service)} na ${f.date} v ${f.time}. ` +
    `Omlouváme se. Jiný termín si můžete vybrat na stránce firmy.\n\n${SIGNATURE_TEXT}`,
  admin: (f: MailFacts) =>
    `Dobrý den,\n\nvaši rezervaci služby ${quoted(f.service)} u firmy ${f.company} na ${f.date} v ${f.time} zrušil správce Marketplace. ` +
    `Jiný termín si můžete vybrat na stránce firmy.\n\n${SIGNATURE_TEXT}`,
} as const;

/** What the business is told. */
export const BUSINESS_NOTICES = {
  newPendingSubject: (f: MailFacts) => `Nová rezervace čeká na potvrzení: ${f.service}, ${f.date} v ${f.time}`,
  newPendingIntro: 'Máte novou rezervaci. Čeká na vaše potvrzení: potvrďte ji, nebo zrušte v sekci Rezervace.',
  cancelledSubject: (f: MailFacts) => `Rezervace zrušena: ${f.service}, ${f.date} v ${f.time}`,
  cancelledBy: { customer: 'Zákazník zrušil rezervaci.', admin: 'Správce Marketplace zrušil rezervaci.' } as Record<
    'customer' | 'admin',
    string
  >,
  lines: (
    f: MailFacts & { duration: number; employee: string | null; name: string; phone: string; email: string; note: string | null },
  ) => [
    `${f.service}, ${f.date} v ${f.time} (${f.duration} min)`,
    ...(f.employee ? [`Pracovník: ${f.employee}`] : []),
    `Zákazník: ${f.name}`,
    `Telefon: ${f.phone}`,
    `E-mail: ${f.email}`,
    ...(f.note ? [`Poznámka: ${f.note}`] : []),
  ],
} as const;
