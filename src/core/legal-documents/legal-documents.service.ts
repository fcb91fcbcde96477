import type { LegalDocumentDto, LegalDocumentSummaryDto, LegalDetailsDto } from '../../contract/legal-documents.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { documentContext, missingFields } from './context.js';
import { renderHtmlFile } from './html-file.js';
import { renderHtmlFragment, sanitizeEditedText } from './markup.js';
import {
  LEGAL_DOCUMENT_NAMES,
  LEGAL_TEXTS,
  languageOfEdition,
  type CompanyDocumentData,
  type LegalDocumentLanguage,
  type LegalDocumentName,
  type StoredDocument,
} from './model.js';
import { renderPdf } from './pdf.js';
import type { LegalDocumentsRepository } from './legal-documents.repository.js';
import { TEMPLATES } from './templates/index.js';

export interface LegalDocumentsDeps {
  uow: UnitOfWork;
  repo: LegalDocumentsRepository;
  clock: Clock;
  /** MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS */
  maxChars: number;
}

/** A file to download: its name (the title and the company, in ASCII-safe form by content-disposition) and content. */
export interface DocumentFile<T> {
  filename: string;
  contentType: string;
  content: T;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);

/** AI právník: the four documents of a company, filled from its data by the templates, or as the salon edited them. */
export function createLegalDocumentsService(deps: LegalDocumentsDeps) {
  async function company(companyId: number): Promise<CompanyDocumentData> {
    const data = await deps.repo.companyData(companyId);
    if (!data) throw new DomainError('not_found', LEGAL_TEXTS.companyNotFound);
    return data;
  }
  const languageFor = (data: CompanyDocumentData, asked?: LegalDocumentLanguage) => asked ?? languageOfEdition(data.country_code);

  /** The template's text with the company's data now. */
  function templateText(data: CompanyDocumentData, name: LegalDocumentName, language: LegalDocumentLanguage): string {
    const pack = TEMPLATES[language];
    return pack.documents[name](documentContext(data, language, pack.words, deps.clock.now()));
  }

  function summary(
    data: CompanyDocumentData,
    name: LegalDocumentName,
    language: LegalDocumentLanguage,
    edit?: StoredDocument,
  ): LegalDocumentSummaryDto {
    return {
      name,
      title: TEMPLATES[language].titles[name],
      language,
      edited: Boolean(edit),
      updated_at: edit?.updated_at ?? null,
      missing: missingFields(data, name),
    };
  }

  async function one(companyId: number, name: LegalDocumentName, asked?: LegalDocumentLanguage) {
    const data = await company(companyId);
    const language = languageFor(data, asked);
    const [edit] = await deps.repo.edits(companyId, language, name);
    const body = edit?.body ?? templateText(data, name, language);
    return { data, language, body, summary: summary(data, name, language, edit) };
  }

  async function document(companyId: number, name: LegalDocumentName, language?: LegalDocumentLanguage): Promise<LegalDocumentDto> {
    const found = await one(companyId, name, language);
    return { ...found.summary, body: found.body, html: renderHtmlFragment(found.body), max_chars: deps.maxChars };
  }

  const fileName = (title: string, company: string, extension: string) => `${slug(title)}-${slug(company)}.${extension}`;

  return {
    async list(companyId: number, asked?: LegalDocumentLanguage) {
      const data = await company(companyId);
      const language = languageFor(data, asked);
      const edits = new Map((await deps.repo.edits(companyId, language)).map((e) => [e.name, e]));
      const details: LegalDetailsDto = { registration_number: data.registration_number, tax_number: data.tax_number };
      return {
        language,
        default_language: languageOfEdition(data.country_code),
        documents: LEGAL_DOCUMENT_NAMES.map((name) => summary(data, name, language, edits.get(name))),
        details,
      };
    },

    document,

    async htmlFile(companyId: number, name: LegalDocumentName, language?: LegalDocumentLanguage): Promise<DocumentFile<string>> {
      const found = await one(companyId, name, language);
      return {
        filename: fileName(found.summary.title, found.data.name, 'html'),
        contentType: 'text/html; charset=utf-8',
        content: renderHtmlFile({ text: found.body, title: found.summary.title, language: found.language }),
      };
    },

    async pdfFile(companyId: number, name: LegalDocumentName, language?: LegalDocumentLanguage): Promise<DocumentFile<Buffer>> {
      const found = await one(companyId, name, language);
      return {
        filename: fileName(found.summary.title, found.data.name, 'pdf'),
        contentType: 'application/pdf',
        content: await renderPdf({ text: found.body, title: found.summary.title, company: found.data.name, language: found.language }),
      };
    },

    /** The salon's text, tags stripped, within the configured length; the document as it is now. */
    async save(companyId: number, userId: number, name: LegalDocumentName, input: { body: string; language?: LegalDocumentLanguage }) {
      const data = await company(companyId);
      const language = languageFor(data, input.language);
      const body = sanitizeEditedText(input.body);
      if (body.length === 0) throw DomainError.validation([{ field: 'body', message: LEGAL_TEXTS.bodyEmpty, key: 'legalDocuments.body' }]);
      if (body.length > deps.maxChars) {
        throw DomainError.validation([{ field: 'body', message: LEGAL_TEXTS.bodyTooLong(deps.maxChars) }]);
      }
      await deps.uow.write((tx) => tx.legalDocuments.saveEdit(companyId, userId, { name, language, body }, deps.clock.now()));
      return document(companyId, name, language);
    },

    /** Back to the template (the edit of that language removed). */
    async reset(companyId: number, name: LegalDocumentName, asked?: LegalDocumentLanguage) {
      const data = await company(companyId);
      const language = languageFor(data, asked);
      await deps.uow.write((tx) => tx.legalDocuments.removeEdit(companyId, name, language));
      return document(companyId, name, language);
    },

    /** The identifiers documents name the salon by (empty: not held). */
    async saveDetails(companyId: number, input: { registration_number: string; tax_number: string }): Promise<LegalDetailsDto> {
      await company(companyId);
      const details = { registration_number: input.registration_number.trim() || null, tax_number: input.tax_number.trim() || null };
      await deps.uow.write((tx) => tx.legalDocuments.saveDetails(companyId, details, deps.clock.now()));
      return details;
    },
  };
}
