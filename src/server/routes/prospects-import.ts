import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { countryCode } from '../../contract/common.js';
import { importResponse } from '../../contract/prospects.js';
import type { ZodTypeProvider } from '../typed-routes.js';
import { DomainError, type Core, IMPORT_MAX_BYTES, IMPORT_TEXTS } from '../../core/index.js';
import { parse } from '../validate.js';

const flag = z
  .enum(['', '0', '1', 'false', 'true', 'off', 'on'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on');
const importFields = z.object({
  country: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional()),
  dry_run: flag,
  delimiter: z.enum([',', ';', '\t']).optional(),
  encoding: z.enum(['utf-8', 'windows-1250']).optional(),
});
const LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 };
const tooLarge = () =>
  new DomainError('too_large', IMPORT_TEXTS.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024), {
    fields: [{ field: 'file', message: IMPORT_TEXTS.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024) }],
  });

/** Reads the upload form: text fields, and the file spooled to a temporary file (it may come before the fields). */
async function readImportForm(request: FastifyRequest, dir: string) {
  const fields: Record<string, string> = {};
  let file: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        file = path.join(dir, 'upload.csv');
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw tooLarge();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error instanceof DomainError ? error : DomainError.validation([{ field: 'body', message: IMPORT_TEXTS.badForm }]);
  }
  if (!file) throw DomainError.validation([{ field: 'file', message: IMPORT_TEXTS.noFile }]);
  return { fields, file };
}

/** The admin upload of the Companies screen: the same import as `marketplace import-companies`. Admin only. */
export async function prospectImportRoutes(app: FastifyInstance, { core }: { core: Core }) {
  await app.register(multipart, { throwFileSizeLimit: true });
  // multipart: the fields are checked once the form is read (the file may come first)
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/admin/prospects/import', { schema: { response: { 200: importResponse } } }, async (request) => {
      if (!request.isMultipart()) throw DomainError.validation([{ field: 'file', message: IMPORT_TEXTS.noFile }]);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-import-'));
      try {
        const form = await readImportForm(request, dir);
        const options = parse(importFields, form.fields);
        const result = await core.prospectImport.run(createReadStream(form.file), {
          // without a country: the operator's default country (Nastavení › Obecné)
          country: options.country ?? (await core.settings.defaultCountry()),
          dryRun: options.dry_run,
          delimiter: options.delimiter,
          encoding: options.encoding,
        });
        return { success: true as const, ...result.summary };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
}
