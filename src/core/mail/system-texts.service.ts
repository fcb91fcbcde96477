import type { PlaceholderValues } from './render.js';
import type { SystemTemplateKey, TemplateFiles, TemplateLanguage } from './template-files.js';
import type { TemplateRepository } from './template.repository.js';

/** The text of one of the product's own messages: the admin's template when active, else the file's. */
export interface ResolvedText {
  /** the template row used (null: the package's file) */
  templateId: number | null;
  subject: string;
  html: string | null;
  text: string | null;
}

export type TextsOf = (key: SystemTemplateKey) => ResolvedText;

/**
 * One source of each text the product sends: the email_templates row of the key and language when
 * present and active (an admin may edit it), else the package's templates/ file.
 */
export function createSystemTexts(deps: { templates: Pick<TemplateRepository, 'findBySystemKey'>; files: TemplateFiles }) {
  return {
    async of(language: TemplateLanguage, keys: readonly SystemTemplateKey[]): Promise<TextsOf> {
      const found = new Map<SystemTemplateKey, ResolvedText>();
      for (const key of keys) {
        const row = await deps.templates.findBySystemKey(key, language);
        const file = deps.files.read(key, language);
        found.set(
          key,
          row?.is_active
            ? { templateId: row.id, subject: row.subject || file.subject, html: row.html_content, text: row.text_content || null }
            : { templateId: null, ...file },
        );
      }
      return (key) => {
        const text = found.get(key);
        if (!text) throw new Error(`The text of ${key} was not loaded`);
        return text;
      };
    },
  };
}
export type SystemTexts = ReturnType<typeof createSystemTexts>;

const PLACEHOLDER_IN_LINE = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Leaves out every line of a template that uses a placeholder whose value is empty (an optional fact:
 * no employee, no note, no link), so that no 'Poznámka: ' line stays behind.
 */
export function withoutEmptyLines(template: string, values: PlaceholderValues): string {
  const lines = template.split('\n');
  const kept = lines.filter((line) => ![...line.matchAll(PLACEHOLDER_IN_LINE)].some((m) => values[m[1] as keyof PlaceholderValues] === ''));
  return kept.length === lines.length
    ? template
    : kept
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .replace(/\s+$/, '');
}

/** A resolved text with its facts: what OutboundMessage needs. */
export const renderedText = (t: ResolvedText, values: PlaceholderValues) => ({
  subject: t.subject,
  html: t.html ? withoutEmptyLines(t.html, values) : null,
  text: t.text ? withoutEmptyLines(t.text, values) : null,
  placeholders: values,
  templateId: t.templateId,
});
