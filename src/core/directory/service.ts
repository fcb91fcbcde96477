import type { CountryCode } from '../../config/schema.js';
import { foldText } from '../text/normalize.js';
import { CITY_LIST_DEFAULT, CITY_LIST_MAX } from './model.js';
import type { DirectoryRepository } from './repository.js';

export function createDirectoryService(repo: DirectoryRepository) {
  return {
    listCities(country: CountryCode, options: { limit?: number; search?: string } = {}) {
      const limit = Math.min(Math.max(options.limit ?? CITY_LIST_DEFAULT, 1), CITY_LIST_MAX);
      const search = options.search ? foldText(options.search) : undefined;
      return repo.listCities(country, limit, search || undefined);
    },
    listRegions: (country: CountryCode) => repo.listRegions(country),
    listCategories: (country: CountryCode) => repo.listCategories(country),
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
