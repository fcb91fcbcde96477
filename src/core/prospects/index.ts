import { createTemplateRepository } from '../mail/template.repository.js';
import type { CoreConfig, CoreDeps } from '../core-deps.js';
import type { Wiring } from '../unit-of-work.js';
import { createImportRepository, createProspectImporter } from './import/index.js';
import { createOfferService, type OfferDeps } from './offer.service.js';
import { createProspectRepository } from './prospects.repository.js';
import { createScoringRepository } from './scoring/scoring.repository.js';
import { createScoringService } from './scoring/scoring.service.js';
import { createProspectService } from './prospects.service.js';

/** Prospects (businesses not yet listed): the list and its edits, the CSV import, the scoring and the offer e-mail. */
export function createProspects(
  deps: Wiring &
    Pick<OfferDeps, 'outbound' | 'queue' | 'baseUrl'> & {
      config: Pick<CoreConfig, 'secret'>;
      /** the website auditor of the web score; without it, scoring uses the data only */
      adapters: Pick<CoreDeps, 'auditor'>;
    },
) {
  const { db, clock } = deps;
  const { secret } = deps.config;
  const repo = createProspectRepository(db);
  return {
    prospects: createProspectService({ repo, clock, secret }),
    prospectImport: createProspectImporter({ repo: createImportRepository(db), clock }),
    scoring: createScoringService({ uow: deps.uow, repo: createScoringRepository(db), clock, auditor: deps.adapters.auditor }),
    offers: createOfferService({
      prospects: repo,
      templates: createTemplateRepository(db),
      outbound: deps.outbound,
      queue: deps.queue,
      clock,
      secret,
      baseUrl: deps.baseUrl,
    }),
  };
}
