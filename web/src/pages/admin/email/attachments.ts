/**
 * Client-side attachment checks, mirroring the server (src/core/attachments): at most 10 MB, and a type
 * on the server's allow-list (MARKETPLACE_ATTACHMENT_TYPES, learnt from /api/site-settings'
 * `attachmentTypes`; while it is not known, only the size is checked and the server decides). Pure.
 */
import type { Translate } from '../../../components/ui/errors.js';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The server takes at most this many files per e-mail. */
export const MAX_ATTACHMENTS = 20;
/** How long rejected files stay listed. */
export const REJECTED_VISIBLE_MS = 5000;

export interface RejectedFile {
  name: string;
  message: string;
}

export interface FileLike {
  name: string;
  size: number;
}

/** The extension the server judges: the name without trailing dots and spaces, lower-case, '' when none. */
export function extensionOf(name: string): string {
  const stored = name.replace(/[.\s]+$/u, '').trim();
  const dot = stored.lastIndexOf('.');
  return dot <= 0 ? '' : stored.slice(dot + 1).toLowerCase();
}

/** The file input's `accept` for an allow-list of extensions ('.pdf,.docx,…'); undefined while it is not known. */
export const acceptOf = (types: readonly string[] | undefined) => (types?.length ? types.map((type) => `.${type}`).join(',') : undefined);

/** Why a file cannot be attached, or null when it can. `types`: the allowed extensions, when known. */
export function attachmentProblem(file: FileLike, t: Translate, types?: readonly string[]): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return t('admin.email.compose.tooLarge');
  if (types && !types.includes(extensionOf(file.name))) return t('admin.email.compose.blocked');
  return null;
}

/** Splits picked files into the ones to add and the rejected ones (name and message). */
export function checkAttachments<F extends FileLike>(
  picked: readonly F[],
  alreadyAttached: number,
  t: Translate,
  types?: readonly string[],
): { accepted: F[]; rejected: RejectedFile[] } {
  const accepted: F[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of picked) {
    const problem = attachmentProblem(file, t, types);
    if (problem) rejected.push({ name: file.name, message: problem });
    else if (alreadyAttached + accepted.length >= MAX_ATTACHMENTS)
      rejected.push({ name: file.name, message: t('admin.email.compose.tooMany', { max: MAX_ATTACHMENTS }) });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** 1536 -> '1,5 kB' (Czech decimal comma). */
export function formatSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('cs-CZ', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
