import type { SocialTemplateDto, SocialTemplateValues } from '../../contract/social.js';
import type { CompanyFacts, TemplateRow } from './social.repository.js';

/** Czech weekday names, 0 = sunday (as opening_hours stores them), shown from monday. */
const WEEKDAYS = ['Ne', 'Po', 'Út', 'St', 'Čt', 'Pá', 'So'];
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** 'Po 9:00–18:00, Út 9:00–18:00 …, Ne zavřeno': the week's hours, split hours joined. */
function openingHoursText(hours: CompanyFacts['hours']): string {
  if (!hours.length) return '';
  const time = (t: string) => t.replace(/^0(\d)/, '$1');
  return WEEK_ORDER.map((day) => {
    const intervals = hours.filter((h) => h.weekday === day).map((h) => `${time(h.opens)}–${time(h.closes)}`);
    return `${WEEKDAYS[day]} ${intervals.length ? intervals.join(' a ') : 'zavřeno'}`;
  }).join(', ');
}

/** The placeholders and their values: the company's data, then what the user typed. */
export function placeholderValues(company: CompanyFacts | undefined, values: SocialTemplateValues): Record<string, string> {
  return {
    company: company?.name ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    opening_hours: company ? openingHoursText(company.hours) : '',
    service_name: values.service_name ?? '',
    discount: values.discount ?? '',
    end_date: values.end_date ?? '',
    event_name: values.event_name ?? '',
    date: values.date ?? '',
    description: values.description ?? '',
    registration: values.registration ?? '',
  };
}

/**
 * `{name}` replaced by its value; a placeholder without a value stays as it is, so the user sees what
 * is left to fill. Unknown braces are left alone.
 */
function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (values[name] ? values[name] : whole));
}

export function templateDto(template: TemplateRow, values: Record<string, string>): SocialTemplateDto {
  return {
    id: template.id,
    category: template.category,
    name: template.name,
    title: template.title,
    content: template.content,
    hashtags: template.hashtags,
    image_url: template.image_url,
    built_in: template.scope_key === null,
    preview: {
      title: fillPlaceholders(template.title, values),
      content: fillPlaceholders(template.content, values),
      hashtags: template.hashtags,
    },
  };
}
