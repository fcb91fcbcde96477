import type { LegalDocumentLanguage } from '../model.js';
import { cs } from './cs/index.js';
import { pl } from './pl/index.js';
import { sk } from './sk/index.js';
import type { LanguageTemplates } from './types.js';

/** The fixed, reviewed templates of each language (templates/<lang>/<document>.ts). */
export const TEMPLATES: Record<LegalDocumentLanguage, LanguageTemplates> = { cs, sk, pl };
