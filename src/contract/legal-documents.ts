import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('legalDocuments');

/** The documents of AI právník, in the order the section lists them. */
export const LEGAL_DOCUMENT_NAMES = ['gdpr-consent', 'booking-terms', 'complaints', 'price-list'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENT_NAMES)[number];
/** The languages a document is written in: the edition's (CZ cs, SK sk, PL pl), or another the salon picks. */
export const LEGAL_DOCUMENT_LANGUAGES = ['cs', 'sk', 'pl'] as const;
export type LegalDocumentLanguage = (typeof LEGAL_DOCUMENT_LANGUAGES)[number];
/**
 * The hard ceiling of an edited body in characters; the configured limit
 * (MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS, default 50 000) is checked by the service under it.
 */
const LEGAL_DOCUMENT_BODY_CEILING = 200_000;

/** The fields of the company a document needs; each missing one is listed and marked in the text. */
const LEGAL_DOCUMENT_FIELDS = ['address', 'registration_number', 'email', 'phone', 'services', 'opening_hours'] as const;
export type LegalDocumentField = (typeof LEGAL_DOCUMENT_FIELDS)[number];

const language = z.enum(LEGAL_DOCUMENT_LANGUAGES, { error: M.language });

export const legalDocumentParams = z.object({ name: z.enum(LEGAL_DOCUMENT_NAMES, { error: M.name }) });
export const legalDocumentsQuery = z.object({ language: language.optional() });
export const legalDocumentQuery = z.object({
  language: language.optional(),
  /** json (default): the preview; html and pdf: a download */
  format: z.enum(['json', 'html', 'pdf'], { error: M.format }).default('json'),
});
export const legalDocumentLanguageQuery = z.object({ language: language.optional() });

/** The edit: the whole text (headings `#`/`##`, lists `- `, table rows `| a | b |`, paragraphs split by an empty line). */
export const legalDocumentEditRequest = z.object({
  language: language.optional(),
  body: z
    .string({ error: M.body })
    .min(1, { error: M.body })
    .max(LEGAL_DOCUMENT_BODY_CEILING, { error: M.bodyLong })
    .refine((s) => s.trim().length > 0, { error: M.body }),
});

/** The salon's identifiers that documents name it by (IČO and DIČ; REGON and NIP in Poland). */
export const legalDetailsRequest = z.object({
  registration_number: z
    .string({ error: M.registrationNumber })
    .trim()
    .max(20, { error: M.registrationNumber })
    .regex(/^[0-9 -]*$/, { error: M.registrationNumber }),
  tax_number: z
    .string({ error: M.taxNumber })
    .trim()
    .max(20, { error: M.taxNumber })
    .regex(/^[A-Za-z0-9 -]*$/, { error: M.taxNumber }),
});

const legalDetailsDto = z.object({ registration_number: z.string().nullable(), tax_number: z.string().nullable() });
export type LegalDetailsDto = z.infer<typeof legalDetailsDto>;

const legalMissingFieldDto = z.object({ field: z.enum(LEGAL_DOCUMENT_FIELDS), label: z.string() });

const legalDocumentSummaryDto = z.object({
  name: z.enum(LEGAL_DOCUMENT_NAMES),
  title: z.string(),
  language: language,
  /** true: the salon's edited text; false: the template filled from the company's data */
  edited: z.boolean(),
  /** when it was last edited (null for the template) */
  updated_at: z.string().nullable(),
  /** company data the template needs and the company does not have (Czech labels) */
  missing: z.array(legalMissingFieldDto),
});
export type LegalDocumentSummaryDto = z.infer<typeof legalDocumentSummaryDto>;

const legalDocumentDto = legalDocumentSummaryDto.extend({
  /** the text the edit form starts from */
  body: z.string(),
  /** the rendered body, sanitised HTML for the preview */
  html: z.string(),
  /** the configured limit of an edited body in characters */
  max_chars: z.number(),
});
export type LegalDocumentDto = z.infer<typeof legalDocumentDto>;

export const legalDocumentsResponse = z.object({
  success: z.literal(true),
  /** the language shown (the one asked, else the edition's) and the edition's own */
  language,
  default_language: language,
  documents: z.array(legalDocumentSummaryDto),
  details: legalDetailsDto,
  /** the note that the texts are templates, not legal advice */
  disclaimer: z.string(),
});
export const legalDocumentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  document: legalDocumentDto,
  disclaimer: z.string(),
});
export const legalDetailsResponse = z.object({ success: z.literal(true), message: z.string(), details: legalDetailsDto });
