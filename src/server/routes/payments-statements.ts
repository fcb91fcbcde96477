import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams } from '../../contract/common.js';
import {
  assignRequest,
  assignResponse,
  statementImportResponse,
  statementListQuery,
  statementListResponse,
  transactionListQuery,
  transactionListResponse,
} from '../../contract/payments-bank.js';
import { BANK_TEXTS, DEFAULT_STATEMENT_MAX_BYTES, DomainError, type Core } from '../../core/index.js';
import type { ZodTypeProvider } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The statement file of the request: a multipart form's `file`, or the whole body (application/octet-stream). */
async function statementFile(request: FastifyRequest, maxBytes: number): Promise<{ content: Buffer; fileName: string | null }> {
  const tooLarge = () => new DomainError('too_large', BANK_TEXTS.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  if (!request.isMultipart()) {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      throw DomainError.validation([{ field: 'file', message: BANK_TEXTS.noFile }]);
    return { content: request.body, fileName: null };
  }
  let found: { content: Buffer; fileName: string | null } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || found) {
        part.file.resume();
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      found = { content, fileName: part.filename ? part.filename.slice(0, 255) : null };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error instanceof DomainError ? error : DomainError.validation([{ field: 'file', message: BANK_TEXTS.badForm }]);
  }
  if (!found || found.content.length === 0) throw DomainError.validation([{ field: 'file', message: BANK_TEXTS.noFile }]);
  return found;
}

/**
 * Admin E-shop › Platby: bank statements (the upload of a GPC file, the same import as `marketplace payments
 * import`), their transactions by state, and the operator's assignment of a transaction to a payment. Admin only.
 */
export async function paymentStatementRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const statements = core.bankStatements;
  const maxBytes = core.config.statementMaxBytes ?? DEFAULT_STATEMENT_MAX_BYTES;
  await app.register(multipart, { throwFileSizeLimit: true });
  // the file as the raw body (curl --data-binary @vypis.gpc -H 'Content-Type: application/octet-stream')
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/payments/statements',
    { config: admin, bodyLimit: maxBytes, schema: { response: { 200: statementImportResponse } } },
    async (request) => {
      const file = await statementFile(request, maxBytes);
      const summary = await statements.importGpc(file.content, { fileName: file.fileName, importedBy: request.user!.id });
      return { success: true as const, message: BANK_TEXTS.summary(summary), ...summary };
    },
  );

  routes.get(
    '/api/admin/payments/statements',
    { config: admin, schema: { querystring: statementListQuery, response: { 200: statementListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await statements.listStatements(request.query.page, request.query.limit)),
      page: request.query.page,
      limit: request.query.limit,
    }),
  );

  routes.get(
    '/api/admin/payments/transactions',
    { config: admin, schema: { querystring: transactionListQuery, response: { 200: transactionListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await statements.listTransactions(request.query.state, request.query.page, request.query.limit)),
      page: request.query.page,
      limit: request.query.limit,
    }),
  );

  routes.post(
    '/api/admin/payments/transactions/:id/assign',
    { config: admin, schema: { params: idParams, body: assignRequest, response: { 200: assignResponse } } },
    async (request) => ({ success: true as const, ...(await statements.assign(request.params.id, request.body, request.user!.id)) }),
  );
}
