import { DomainError } from '../errors.js';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_TEXTS, DEFAULT_ATTACHMENT_TYPES, GENERIC_CONTENT_TYPE } from './model.js';

/**
 * A file's name as stored: without the trailing dots and spaces that Windows drops when it saves the
 * file (`a.js.` and `a.js ` are `a.js`), so that the extension checked is the one the file will have.
 */
const attachmentName = (filename: string) => filename.replace(/[.\s]+$/u, '').trim();

/** The extension of a stored name, lower-case without the dot ('' when none). */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** An extension as configured: lower-case, without a leading dot. */
const normaliseType = (type: string) => type.trim().replace(/^\.+/, '').toLowerCase();

export interface AttachmentRule {
  /** the allowed extensions, lower-case without the dot, in the configured order */
  readonly types: readonly string[];
  /**
   * The name and content type a file is stored and sent with, or a 400 naming the file (in Czech) when
   * its type is not allowed. `field` is the form field it came in.
   */
  admit(file: { field: string; filename: string }): { filename: string; contentType: string };
}

/** The one rule of attachments (task files, compose and scheduled e-mails), over an allow-list of extensions. */
export function createAttachmentRule(types: readonly string[] = DEFAULT_ATTACHMENT_TYPES): AttachmentRule {
  const allowed = [...new Set(types.map(normaliseType).filter(Boolean))];
  const set = new Set(allowed);
  return {
    types: allowed,
    admit({ field, filename }) {
      const name = attachmentName(filename);
      const extension = extensionOf(name);
      if (!extension || !set.has(extension)) {
        const message = ATTACHMENT_TEXTS.typeRefused(name || filename, allowed);
        throw DomainError.validation([{ field, message }], message);
      }
      return { filename: name, contentType: ATTACHMENT_CONTENT_TYPES[extension] ?? GENERIC_CONTENT_TYPE };
    },
  };
}
