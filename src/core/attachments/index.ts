export {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_DOWNLOAD_TYPE,
  ATTACHMENT_TEXTS,
  DEFAULT_ATTACHMENT_TYPES,
  GENERIC_CONTENT_TYPE,
} from './model.js';
export { attachmentName, createAttachmentRule, extensionOf, normaliseType, type AttachmentRule } from './rule.js';
