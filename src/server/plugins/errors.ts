import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError, type ErrorCode } from '../../core/errors.js';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** Framework errors that are the client's fault, mapped to our codes. */
/** PostgreSQL refusing a value the client sent (a NUL byte in text, a bad encoding). */
const PG_BAD_INPUT = new Set(['22021', '22P05']);

function clientErrorCode(error: FastifyError): ErrorCode | undefined {
  if (PG_BAD_INPUT.has(String(error.code))) return 'validation';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'too_large';
  if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) return 'validation';
  return undefined;
}

const CLIENT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  validation: 'Neplatný požadavek',
  too_large: 'Požadavek je příliš velký',
};

/** The one place that turns errors into HTTP answers. 5xx hide internals and carry the request id. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      const status = HTTP_STATUS[error.code];
      if (error.details.retryAfterSeconds) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      return reply.status(status).send({
        success: false,
        error: error.message,
        code: error.code,
        ...(error.details.fields ? { fields: error.details.fields } : {}),
      });
    }
    const code = clientErrorCode(error);
    if (code) {
      return reply.status(HTTP_STATUS[code]).send({ success: false, error: CLIENT_MESSAGES[code] ?? error.message, code });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({
      success: false,
      error: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
      code: 'internal',
      requestId: request.id,
    });
  });
});
