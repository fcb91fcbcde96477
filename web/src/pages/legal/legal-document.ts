import type { Language } from '../../i18n/catalog.js';

export interface LegalDocument {
  title: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; text: string }>;
}

export type LegalTexts = Record<Language, LegalDocument>;
