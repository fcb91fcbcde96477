import type { TemplateDto, TemplateInput, TemplatePatch } from '../../contract/mail.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { MAIL_TEXTS } from './model.js';
import { sanitizeEmailHtml } from './sanitize.js';
import type { TemplateRepository } from './template.repository.js';

/** Template screen: CRUD, duplicate with ' (kopie)'; HTML sanitised on save. */
export function createTemplateService(repo: TemplateRepository, clock: Clock) {
  const clean = <T extends { html_content?: string | null }>(input: T): T =>
    input.html_content ? { ...input, html_content: sanitizeEmailHtml(input.html_content) } : input;
  const existing = async (id: number): Promise<TemplateDto> => {
    const found = await repo.find(id);
    if (!found) throw new DomainError('not_found', MAIL_TEXTS.templateNotFound);
    return found;
  };
  return {
    list: (filter: Parameters<typeof repo.list>[0]) => repo.list(filter),
    get: existing,
    create: (input: TemplateInput) => repo.insert(clean(input), clock.now()),
    async update(id: number, patch: TemplatePatch): Promise<TemplateDto> {
      const updated = await repo.update(id, clean(patch), clock.now());
      if (!updated) throw new DomainError('not_found', MAIL_TEXTS.templateNotFound);
      return updated;
    },
    async duplicate(id: number): Promise<TemplateDto> {
      const source = await existing(id);
      const { name, subject, text_content, html_content, template_type, is_active, language } = source;
      return repo.insert(
        { name: `${name}${MAIL_TEXTS.copySuffix}`.slice(0, 190), subject, text_content, html_content, template_type, is_active, language },
        clock.now(),
      );
    },
    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new DomainError('not_found', MAIL_TEXTS.templateNotFound);
    },
  };
}
