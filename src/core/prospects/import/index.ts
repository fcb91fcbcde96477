export { createProspectImporter, IMPORT_MAX_BYTES, type ImportOptions, type ImportResult } from './import.service.js';
export { createImportRepository } from './import.repository.js';
export { type Delimiter, type ImportEncoding } from './detect.js';
export { IMPORT_TEXTS } from './texts.js';
