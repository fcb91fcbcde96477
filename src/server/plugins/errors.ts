import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isDomainError, type ErrorCode } from '../../core/index.js';
import { isDatabaseUnreachable } from '../../db/dialect.js';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  no_mail_account: 409,
  plan_limit: 409,
  plan_feature: 403,
};

/** The database cannot be reached or read: every screen's 'Chyba připojení' says so, naming the engine. */
const databaseUnreachableMessage = (engine: 'PostgreSQL' | 'SQLite') =>
  `Nelze načíst data z databáze. ${engine} připojení není k dispozici.`;

/** Default of MARKETPLACE_MAX_URL_LENGTH: the longest request target (path and query) answered. */
const DEFAULT_MAX_URL_LENGTH = 8192;

/** What the client did wrong, in the API's words (Czech, shown to the user as they are). */
const CLIENT_MESSAGES = {
  invalidJson: 'Tělo požadavku není platný JSON.',
  emptyJson: 'Tělo požadavku je prázdné, očekává se JSON.',
  mediaType: 'Tento typ obsahu požadavku není podporován.',
  tooLarge: 'Požadavek je příliš velký',
  urlTooLong: 'Adresa požadavku je příliš dlouhá.',
  headersTooLarge: 'Hlavičky požadavku jsou příliš velké.',
  timeout: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.',
  invalid: 'Neplatný požadavek',
} as const;

/** Other framework 4xx answers: a Czech sentence per code, never the framework's English text. */
const CODE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  unauthenticated: 'Přihlaste se prosím.',
  forbidden: 'K této akci nemáte oprávnění.',
  not_found: 'Nenalezeno',
  conflict: 'Požadavek je v rozporu s aktuálním stavem.',
  too_large: CLIENT_MESSAGES.tooLarge,
  rate_limited: 'Příliš mnoho požadavků. Zkuste to prosím později.',
};

interface ClientProblem {
  status: number;
  code: ErrorCode;
  error: string;
}

/** PostgreSQL refusing a value the client sent (a NUL byte in text, a bad encoding). */
const PG_BAD_INPUT = new Set(['22021', '22P05']);

/** Framework errors that are the client's fault (malformed JSON, wrong content type, body too large …), kept at their status. */
function clientProblem(error: FastifyError): ClientProblem | undefined {
  if (PG_BAD_INPUT.has(String(error.code))) return { status: 400, code: 'validation', error: CLIENT_MESSAGES.invalid };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return { status: 413, code: 'too_large', error: CLIENT_MESSAGES.tooLarge };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, code: 'validation', error: CLIENT_MESSAGES.mediaType };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, code: 'validation', error: CLIENT_MESSAGES.emptyJson };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
    return { status: 400, code: 'validation', error: CLIENT_MESSAGES.invalidJson };
  }
  if (error.validation) return { status: 400, code: 'validation', error: CLIENT_MESSAGES.invalid };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const code = (Object.keys(HTTP_STATUS) as ErrorCode[]).find((c) => HTTP_STATUS[c] === status) ?? 'validation';
  return { status, code, error: CODE_MESSAGES[code] ?? CLIENT_MESSAGES.invalid };
}

const body = (problem: ClientProblem) => ({ success: false, error: problem.error, code: problem.code });

/** The one place that turns errors into HTTP answers. 5xx hide internals and carry the request id. */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { maxUrlLength?: number; databaseEngine?: 'PostgreSQL' | 'SQLite' }) => {
  const maxUrlLength = opts.maxUrlLength ?? DEFAULT_MAX_URL_LENGTH;
  // a request target under Node's header limit but over ours (longer ones never parse: see clientErrorHandler)
  // (callback style: a request passes without a promise; a refused one is answered here, done() not called)
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.raw.url || request.raw.url.length <= maxUrlLength) return done();
    void reply
      .status(414)
      .header('connection', 'close')
      .send(body({ status: 414, code: 'validation', error: CLIENT_MESSAGES.urlTooLong }));
  });
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
    const problem = clientProblem(error);
    if (problem) return reply.status(problem.status).send(body(problem));
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unreachable');
      return reply
        .status(503)
        .header('Retry-After', '30')
        .send({
          success: false,
          error: databaseUnreachableMessage(opts.databaseEngine ?? 'SQLite'),
          code: 'unavailable',
          requestId: request.id,
        });
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

/**
 * Node's HTTP parser: the request line did not end within the bytes read (or is longer than the URL
 * limit), so the overflow is the URL's (414), not the headers' (431).
 */
function requestLineTooLong(error: Error, maxUrlLength: number): boolean {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ \S/.test(raw.subarray(0, 24).toString('latin1'))) return false;
  const end = raw.indexOf('\n');
  return end === -1 || end > maxUrlLength;
}

/**
 * Errors Node's HTTP parser raises before fastify sees a request (URL or headers over the limit,
 * garbage instead of HTTP, a request that did not arrive in time): answered on the socket in the
 * API's shape `{ success: false, error, code }` instead of fastify's default body, then closed.
 */
export function clientErrorHandler(options: { maxUrlLength?: number } = {}) {
  const maxUrlLength = options.maxUrlLength ?? DEFAULT_MAX_URL_LENGTH;
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let problem: ClientProblem;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') problem = { status: 408, code: 'validation', error: CLIENT_MESSAGES.timeout };
    else if (error.code === 'HPE_HEADER_OVERFLOW') {
      problem = requestLineTooLong(error, maxUrlLength)
        ? { status: 414, code: 'validation', error: CLIENT_MESSAGES.urlTooLong }
        : { status: 431, code: 'validation', error: CLIENT_MESSAGES.headersTooLarge };
    } else if (error.code === 'HPE_URI_TOO_LONG') problem = { status: 414, code: 'validation', error: CLIENT_MESSAGES.urlTooLong };
    else problem = { status: 400, code: 'validation', error: CLIENT_MESSAGES.invalid };
    this.log.debug({ err: error, status: problem.status }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const json = JSON.stringify(body(problem));
    socket.end(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        json,
    );
    // the client may keep sending: do not wait for it longer than a moment
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
