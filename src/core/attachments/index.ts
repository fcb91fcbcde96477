export { ATTACHMENT_DOWNLOAD_TYPE, DEFAULT_ATTACHMENT_TYPES } from './model.js';
export { createAttachmentRule, type AttachmentRule } from './rule.js';
