import type { SocialTemplateCategory, SocialTemplateDto, SocialTemplateValues } from '../../contract/social.js';
import { scopeKeyOf, type SocialScope } from './model.js';
import type { SocialRepository } from './social.repository.js';
import { placeholderValues, templateDto } from './templates.js';

/** Post templates (the built-in ones of the 4 categories and the scope's own) with a preview filled from the company's data. */
export function createSocialTemplateService(deps: { repo: SocialRepository }) {
  return {
    async list(scope: SocialScope, query: SocialTemplateValues & { category?: SocialTemplateCategory }): Promise<SocialTemplateDto[]> {
      const { category, ...values } = query;
      const company = scope.companyId === null ? undefined : await deps.repo.companyFacts(scope.companyId);
      const filled = placeholderValues(company, values);
      return (await deps.repo.templates(scopeKeyOf(scope), category)).map((t) => templateDto(t, filled));
    },
  };
}
