import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

/**
 * sanitize-html, loaded on first use (with htmlparser2 under it), so that a command that cleans no HTML does
 * not pay for it at start-up. Same signature as the package's default export.
 */
export const sanitizeHtml: typeof SanitizeHtml = ((html: string, options?: SanitizeHtml.IOptions) =>
  (createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml)(html, options)) as typeof SanitizeHtml;

export type SanitizeOptions = SanitizeHtml.IOptions;
