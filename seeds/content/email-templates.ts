import { readTemplateFile, SYSTEM_TEMPLATE_KEYS } from '../../src/core/mail/template-files.js';

/**
 * The five built-in templates the first mail migration installed (welcome,
 * reservation confirmation, promotion; the offer sent to prospect companies; the booking received
 * message), in Czech. Their texts live in the package's templates/cs/ folder (templates/README.md).
 */
export interface SystemTemplate {
  system_key: 'welcome' | 'booking_confirmation' | 'booking_received' | 'promotion' | 'offer';
  name: string;
  subject: string;
  template_type: 'welcome' | 'promotional' | 'transactional';
  html_content: string;
  text_content: string;
}

export const FIRST_SYSTEM_KEYS = ['welcome', 'booking_confirmation', 'booking_received', 'promotion', 'offer'] as const;

export function firstSystemTemplates(): SystemTemplate[] {
  return FIRST_SYSTEM_KEYS.map((key) => {
    const text = readTemplateFile(key, 'cs');
    return {
      system_key: key,
      name: SYSTEM_TEMPLATE_KEYS[key].name,
      subject: text.subject,
      template_type: SYSTEM_TEMPLATE_KEYS[key].type,
      html_content: text.html,
      text_content: text.text,
    };
  });
}
