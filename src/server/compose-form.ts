import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import {
  attachmentErrors,
  type AttachmentRule,
  type ComposeAttachment,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  MAIL_TEXTS,
  MAX_ATTACHMENTS,
  DomainError,
} from '../core/index.js';

/** Stream limits of the compose form: the files compose accepts, a few text fields. */
const COMPOSE_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  files: MAX_ATTACHMENTS,
  fields: 20,
  fieldSize: 2 * 1024 * 1024,
  parts: MAX_ATTACHMENTS + 20,
};

/** The multipart plugin reports a limit reached when its iteration ends: turn it into our rule's error. */
function limitError(error: unknown): DomainError | undefined {
  const e = error as { code?: string; part?: { fieldname?: string } };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return attachmentErrors.tooLarge(e.part?.fieldname ?? 'attachments');
  if (e.code === 'FST_FILES_LIMIT') return attachmentErrors.tooMany();
  return undefined;
}

/**
 * Reads a multipart compose form whole before anything is queued: the text fields, and each file in
 * memory. A file whose type the attachment rule refuses is not read; after the first refused file (its
 * type, too large) the rest is drained unread, and the problem is thrown once the body is read: nothing of
 * a refused message is kept. The services check the files again (and take their stored name and type).
 */
export async function readComposeForm(
  request: FastifyRequest,
  rule: AttachmentRule,
): Promise<{ fields: Record<string, string>; files: ComposeAttachment[] }> {
  const fields: Record<string, string> = {};
  const files: ComposeAttachment[] = [];
  let problem: DomainError | undefined;
  let total = 0;
  try {
    for await (const part of request.parts({ limits: COMPOSE_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname;
      try {
        if (problem) throw problem;
        rule.admit({ field, filename: part.filename || field });
        const content = await part.toBuffer();
        total += content.length;
        if (total > ATTACHMENTS_TOTAL_MAX_BYTES) throw attachmentErrors.totalTooLarge();
        files.push({ field, filename: part.filename || field, contentType: part.mimetype || 'application/octet-stream', content });
      } catch (error) {
        part.file.resume();
        problem ??= limitError(error) ?? (error instanceof DomainError ? error : undefined);
        if (!problem) throw error; // handled by the outer catch
      }
    }
  } catch (error) {
    // anything else the parser throws is a malformed body (no boundary, cut short): the client's fault
    throw (
      problem ??
      limitError(error) ??
      (error instanceof DomainError ? error : DomainError.validation([{ field: 'body', message: MAIL_TEXTS.badForm }]))
    );
  }
  if (problem) throw problem;
  return { fields, files };
}
