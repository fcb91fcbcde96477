import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldProblems } from './validate.js';
import { responseSerializerCompiler } from './response-serializer.js';
import { errorResponse } from '../contract/common.js';
import { DomainError } from '../core/index.js';

export type { FastifyPluginAsyncZod as RoutesPlugin, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Routes declare `params`, `querystring`, `body`, `headers` and `response` as contract schemas
 * (src/contract): the handler receives the parsed values typed, and the answer is checked against
 * and serialised from its response schema, so a column the schema does not name never leaves the
 * server and a wrong shape is a logged 500, not a surprise in the browser.
 *
 * A bad request is the API's usual 400: a DomainError naming each bad field once (the first
 * problem of each), in the schema's Czech words.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: DomainError.validation(fieldProblems(result.error)) };
  };

/** The API's OpenAPI document, built from the same schemas (served to admins at /api/admin/openapi.json). */
async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'marketplace API',
        version,
        description: 'JSON API of the public site, the salon dashboard and the back office. Bearer token from POST /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // only /api belongs to the document: pages, tracking links and media are not the API
    // every /api route may refuse with the API's error shape (bad fields with their message keys)
    transform: (document) =>
      document.url.startsWith('/api')
        ? jsonSchemaTransform({
            ...document,
            schema: { ...document.schema, response: { ...(document.schema?.response as object | undefined), '4XX': errorResponse } },
          })
        : { schema: { hide: true }, url: document.url },
  });
}

export async function useContractSchemas(app: FastifyInstance, version: string) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await registerOpenApi(app, version);
}
