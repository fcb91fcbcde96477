import { BOOKING_CONFIRMED, BOOKING_RECEIVED } from '../../src/core/booking/mail-texts.js';

/**
 * The product's built-in e-mail templates (back-office.md §8: welcome, reservation confirmation,
 * promotion; plus the offer sent to prospect companies, and the booking received message of a booking
 * that waits for the business: src/core/booking/mail-texts.ts). Placeholders: {{company_name}}, {{cta_link}},
 * {{unsubscribe_link}}, {{date}}, {{time}}; they are filled with escaped values when a message is queued.
 */
export interface SystemTemplate {
  system_key: 'welcome' | 'booking_confirmation' | 'booking_received' | 'promotion' | 'offer';
  name: string;
  subject: string;
  template_type: 'welcome' | 'promotional' | 'transactional';
  html_content: string;
  text_content: string;
}

export const SYSTEM_TEMPLATES: SystemTemplate[] = [
  {
    system_key: 'welcome',
    name: 'Uvítací e-mail',
    subject: 'Vítejte v Marketplace, {{company_name}}!',
    template_type: 'welcome',
    html_content:
      '<h2>Vítejte v Marketplace!</h2><p>Dobrý den,</p><p>děkujeme, že jste se zaregistrovali. Váš profil <strong>{{company_name}}</strong> je připraven.' +
      ' Doplňte fotografie, služby a otevírací dobu, ať vás zákazníci snadno najdou.</p>' +
      '<p><a href="{{cta_link}}">Dokončit profil</a></p><p>S pozdravem<br>tým Marketplace</p>',
    text_content:
      'Vítejte v Marketplace!\n\nDobrý den,\n\nděkujeme, že jste se zaregistrovali. Váš profil {{company_name}} je připraven. ' +
      'Doplňte fotografie, služby a otevírací dobu, ať vás zákazníci snadno najdou.\n\nDokončit profil: {{cta_link}}\n\nS pozdravem\ntým Marketplace',
  },
  {
    system_key: 'booking_confirmation',
    name: 'Potvrzení rezervace',
    subject: BOOKING_CONFIRMED.subject,
    template_type: 'transactional',
    html_content: BOOKING_CONFIRMED.html,
    text_content: BOOKING_CONFIRMED.text,
  },
  {
    system_key: 'booking_received',
    name: 'Rezervace přijata (čeká na potvrzení)',
    subject: BOOKING_RECEIVED.subject,
    template_type: 'transactional',
    html_content: BOOKING_RECEIVED.html,
    text_content: BOOKING_RECEIVED.text,
  },
  {
    system_key: 'promotion',
    name: 'Akční nabídka',
    subject: 'Speciální nabídka od {{company_name}}',
    template_type: 'promotional',
    html_content:
      '<h2>Speciální nabídka jen pro vás</h2><p>Dobrý den,</p><p><strong>{{company_name}}</strong> pro vás připravil akci platnou do {{date}}.' +
      ' Rezervujte si termín online.</p><p><a href="{{cta_link}}">Zobrazit nabídku</a></p>' +
      '<p><small>Nechcete dostávat nabídky? <a href="{{unsubscribe_link}}">Odhlásit odběr</a></small></p>',
    text_content:
      'Speciální nabídka jen pro vás\n\nDobrý den,\n\n{{company_name}} pro vás připravil akci platnou do {{date}}. Rezervujte si termín online.\n\n' +
      'Zobrazit nabídku: {{cta_link}}\n\nNechcete dostávat nabídky? Odhlásit odběr: {{unsubscribe_link}}',
  },
  {
    system_key: 'offer',
    name: 'Nabídka pro firmy',
    subject: '{{company_name}}: nové zákazníky a online rezervace zdarma',
    template_type: 'promotional',
    html_content:
      '<p>Dobrý den,</p><p>zákazníci dnes hledají služby na internetu a chtějí si termín zarezervovat hned. ' +
      'Pro <strong>{{company_name}}</strong> jsme připravili profil v katalogu Marketplace: stačí ho převzít a doplnit.</p>' +
      '<ul><li>profil s fotografiemi, službami a otevírací dobou</li><li>online rezervace 24 hodin denně</li><li>připomínky termínů zákazníkům e-mailem</li></ul>' +
      '<p><a href="{{cta_link}}">Převzít profil zdarma</a></p><p>S pozdravem<br>tým Marketplace</p>' +
      '<p><small>Tento e-mail jsme poslali jednorázově. Další nabídky nechcete? <a href="{{unsubscribe_link}}">Odhlásit odběr</a></small></p>',
    text_content:
      'Dobrý den,\n\nzákazníci dnes hledají služby na internetu a chtějí si termín zarezervovat hned. ' +
      'Pro {{company_name}} jsme připravili profil v katalogu Marketplace: stačí ho převzít a doplnit.\n\n' +
      '- profil s fotografiemi, službami a otevírací dobou\n- online rezervace 24 hodin denně\n- připomínky termínů zákazníkům e-mailem\n\n' +
      'Převzít profil zdarma: {{cta_link}}\n\nS pozdravem\ntým Marketplace\n\n' +
      'Tento e-mail jsme poslali jednorázově. Další nabídky nechcete? Odhlásit odběr: {{unsubscribe_link}}',
  },
];
