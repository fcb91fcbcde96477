import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type Core, checkPhotoName, PHOTO_MAX_BYTES, photoTooLarge, SALON_TEXTS } from '../../core/index.js';
import { idParams, okResponse } from '../../contract/common.js';
import { salonPhotoResponse } from '../../contract/salon.js';
import type { ZodTypeProvider } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 };

/** The upload form: `file` (read whole, refused by name before reading) and an optional `alt` (also social posting's image upload). */
export async function readPhotoForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw DomainError.validation([{ field: 'file', message: SALON_TEXTS.photoMissing }]);
  let file: { filename: string; content: Buffer } | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        checkPhotoName(part.filename ?? '');
        file = { filename: part.filename ?? '', content: await part.toBuffer() };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw error instanceof DomainError ? error : DomainError.validation([{ field: 'file', message: SALON_TEXTS.badForm }]);
  }
  if (!file) throw DomainError.validation([{ field: 'file', message: SALON_TEXTS.photoMissing }]);
  return { ...file, alt };
}

/** Photos of the listing: upload and delete (company), and the public file route. */
export async function salonPhotoRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { settings } = core.salon;
  await app.register(multipart, { throwFileSizeLimit: true });
  const api = app.withTypeProvider<ZodTypeProvider>();

  // multipart: the form is read from the stream below, not by a body schema
  api.post('/api/company/photos', { ...companyRoute, schema: { response: { 201: salonPhotoResponse } } }, async (request, reply) => {
    const companyId = companyIdOf(request);
    const form = await readPhotoForm(request);
    return reply.status(201).send({ success: true as const, photo: await settings.uploadPhoto(companyId, form) });
  });
  api.delete(
    '/api/company/photos/:id',
    { ...companyRoute, schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await settings.deletePhoto(companyIdOf(request), request.params.id);
      return { success: true as const };
    },
  );

  // the stored file: public (it shows on the listing), immutable under its id
  api.get('/media/photos/:id', { schema: { params: idParams } }, async (request, reply) => {
    const file = await settings.photoFile(request.params.id);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const etag = `"${file.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).header('content-length', String(file.size)).send(file.content);
  });
}
