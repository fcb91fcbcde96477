import type { FastifyReply } from 'fastify';
import { ATTACHMENT_DOWNLOAD_TYPE } from '../../core/index.js';

/** `attachment; filename=...` with the name in ASCII and in full (RFC 6266). */
export const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * A stored attachment (a task's file, a received e-mail's attachment) as a download: always
 * `application/octet-stream`, `Content-Disposition: attachment` and `nosniff`, whatever type the file
 * was uploaded or received with, so that no browser renders it on the site's origin; private to the
 * caller, not stored by caches.
 */
export const sendAttachment = (reply: FastifyReply, filename: string, content: Buffer | NodeJS.ReadableStream) =>
  reply
    .header('content-type', ATTACHMENT_DOWNLOAD_TYPE)
    .header('content-disposition', contentDisposition(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
