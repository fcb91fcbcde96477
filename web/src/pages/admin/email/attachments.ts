/**
 * Client-side attachment checks, mirroring the server (Attachments): at most 10 MB, no
 * executable types. Pure.
 */
import type { Translate } from '../../../components/ui/errors.js';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BLOCKED_EXTENSIONS = ['.exe', '.scr', '.bat', '.cmd', '.com', '.pif', '.vbs', '.js'] as const;
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

export function hasBlockedExtension(name: string): boolean {
  const lower = name.toLowerCase().trim();
  return BLOCKED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: FileLike, t: Translate): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return t('admin.email.compose.tooLarge');
  if (hasBlockedExtension(file.name)) return t('admin.email.compose.blocked');
  return null;
}

/** Splits picked files into the ones to add and the rejected ones (name and message). */
export function checkAttachments<F extends FileLike>(
  picked: readonly F[],
  alreadyAttached: number,
  t: Translate,
): { accepted: F[]; rejected: RejectedFile[] } {
  const accepted: F[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of picked) {
    const problem = attachmentProblem(file, t);
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
