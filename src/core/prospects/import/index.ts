export {
  createProspectImporter,
  CHUNK_ROWS,
  IMPORT_MAX_BYTES,
  REJECTS_KEPT,
  type ImportOptions,
  type ImportProgress,
  type ImportResult,
  type ImportSummary,
  type ProspectImporter,
  type Rejection,
} from './service.js';
export { createImportRepository } from './repository.js';
export { DELIMITERS, ENCODINGS, IMPORT_COUNTRIES, type Delimiter, type ImportEncoding } from './detect.js';
export { IMPORT_TEXTS } from './texts.js';
