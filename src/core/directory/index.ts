import type { Wiring } from '../unit-of-work.js';
import { createBrowseRepository } from './browse.repository.js';
import { createCompanyRepository } from './company.repository.js';
import { createDirectoryRepository } from './directory.repository.js';
import { createSearchRepository } from './search.repository.js';
import { createDirectoryService } from './directory.service.js';

/** The public directory: listings, their search and browsing, a listing's page (the featured ones first). */
export function createDirectory(deps: Pick<Wiring, 'db' | 'clock'> & Pick<Parameters<typeof createDirectoryService>[0], 'featured'>) {
  const { db } = deps;
  return createDirectoryService({
    repo: createDirectoryRepository(db),
    companies: createCompanyRepository(db),
    searches: createSearchRepository(db),
    browse: createBrowseRepository(db),
    featured: deps.featured,
    clock: deps.clock,
  });
}
