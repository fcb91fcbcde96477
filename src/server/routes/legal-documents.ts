import {
  legalDetailsRequest,
  legalDetailsResponse,
  legalDocumentEditRequest,
  legalDocumentLanguageQuery,
  legalDocumentParams,
  legalDocumentQuery,
  legalDocumentResponse,
  legalDocumentsQuery,
  legalDocumentsResponse,
} from '../../contract/legal-documents.js';
import { type Core, LEGAL_TEXTS } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { contentDisposition } from './content-disposition.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const ONE = '/api/company/documents/:name';

/** AI právník (salon ?sekce=ai-pravnik): the documents of the caller's company, never another's. */
export const legalDocumentRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const documents = core.legalDocuments;
  const disclaimer = LEGAL_TEXTS.disclaimer;

  app.get(
    '/api/company/documents',
    { ...companyRoute, schema: { querystring: legalDocumentsQuery, response: { 200: legalDocumentsResponse } } },
    async (request) => ({ success: true as const, ...(await documents.list(companyIdOf(request), request.query.language)), disclaimer }),
  );

  // json: the preview; html and pdf: the download (no response schema: a file is not the API's JSON)
  app.get(ONE, { ...companyRoute, schema: { params: legalDocumentParams, querystring: legalDocumentQuery } }, async (request, reply) => {
    const companyId = companyIdOf(request);
    const { name } = request.params;
    const { language, format } = request.query;
    if (format === 'json') {
      return legalDocumentResponse.parse({ success: true, document: await documents.document(companyId, name, language), disclaimer });
    }
    const file =
      format === 'pdf' ? await documents.pdfFile(companyId, name, language) : await documents.htmlFile(companyId, name, language);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.content);
  });

  app.put(
    ONE,
    { ...companyRoute, schema: { params: legalDocumentParams, body: legalDocumentEditRequest, response: { 200: legalDocumentResponse } } },
    async (request) => ({
      success: true as const,
      message: LEGAL_TEXTS.saved,
      document: await documents.save(companyIdOf(request), request.user!.id, request.params.name, request.body),
      disclaimer,
    }),
  );

  app.delete(
    ONE,
    {
      ...companyRoute,
      schema: { params: legalDocumentParams, querystring: legalDocumentLanguageQuery, response: { 200: legalDocumentResponse } },
    },
    async (request) => ({
      success: true as const,
      message: LEGAL_TEXTS.reset,
      document: await documents.reset(companyIdOf(request), request.params.name, request.query.language),
      disclaimer,
    }),
  );

  app.put(
    '/api/company/documents-details',
    { ...companyRoute, schema: { body: legalDetailsRequest, response: { 200: legalDetailsResponse } } },
    async (request) => ({
      success: true as const,
      message: LEGAL_TEXTS.detailsSaved,
      details: await documents.saveDetails(companyIdOf(request), request.body),
    }),
  );
};
